// The users report as a spreadsheet (spec §7 users-report). This module, and the spreadsheet
// library with it, loads only when the report is asked for: it is not part of the page's load.
import writeXlsxFile from 'write-excel-file/browser';

export interface UsersSheetRow {
  readonly motherCompany: string;
  readonly company: string;
  readonly name: string;
  readonly email: string;
  /** The role as people read it ("Compliance Officer (CO)"). */
  readonly role: string;
}

/** The column headers, in the page's language, in the order of spec §7. */
export type UsersSheetHeaders = Readonly<Record<keyof UsersSheetRow, string>>;

const COLUMNS: readonly (keyof UsersSheetRow)[] = [
  'motherCompany',
  'company',
  'name',
  'email',
  'role',
];
const WIDTHS: Readonly<Record<keyof UsersSheetRow, number>> = {
  motherCompany: 30,
  company: 36,
  name: 30,
  email: 36,
  role: 28,
};

/** The .xlsx file of the rows, with a bold header row. */
export function usersSheet(
  rows: readonly UsersSheetRow[],
  headers: UsersSheetHeaders,
): Promise<Blob> {
  return writeXlsxFile([...rows], {
    columns: COLUMNS.map((key) => ({
      header: { value: headers[key], fontWeight: 'bold' as const },
      cell: (row: UsersSheetRow) => ({ value: row[key] }),
      width: WIDTHS[key],
    })),
  }).toBlob();
}

/** Hands the file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Firefox and Safari read the file after the click returns: free it a moment later.
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
