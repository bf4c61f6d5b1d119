import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What a receipt says, in the visitor's language, each value written out already. */
export interface ReceiptText {
  /** The document's title, e.g. "Recibo de pagamento". */
  readonly title: string;
  /** Its rows: a label ("Valor pago") and its value ("R$ 289,90"). */
  readonly rows: readonly (readonly [label: string, value: string])[];
  /** A closing line in small print: who made it, from what. */
  readonly footer: string;
  /** The document's language, e.g. pt-BR (for readers and screen readers of the PDF). */
  readonly language: string;
}

// A4 in points, with margins of 2 cm.
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56.7;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);

/** `text` in the letters Helvetica's encoding has: the narrow spaces Intl writes become spaces. */
const printable = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** `text` cut into lines no wider than `width` at `size`, between words (a word longer than a line stands alone). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Between words only: a no-break space (R$ 289,90) holds its two sides together.
  for (const word of printable(text)
    .split(/[ \t\n]+/)
    .filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes `lines` from `y` down, returning the height they took. */
function write(
  page: PDFPage,
  lines: readonly string[],
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
) {
  const leading = size * 1.4;
  lines.forEach((line, index) =>
    page.drawText(line, { x: MARGIN, y: y - index * leading, size, font, color }),
  );
  return lines.length * leading;
}

/**
 * A one-page A4 receipt as PDF bytes: the title, then each row (its label in bold, its value
 * under it), then the footer. Written in the PDF's standard Helvetica (no font to embed: its
 * Latin-1 letters cover Portuguese and Spanish).
 */
export async function receiptPdf({
  title,
  rows,
  footer,
  language,
}: ReceiptText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage(language);
  pdf.setCreator('Minha Conta');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN - 20;
  y -= write(page, wrap(title, bold, 20, WIDTH), y, bold, 20) + 16;
  for (const [label, value] of rows) {
    y -= write(page, wrap(label, bold, 10, WIDTH), y, bold, 10, MUTED);
    y -= write(page, wrap(value, regular, 12, WIDTH), y, regular, 12) + 10;
  }
  write(page, wrap(footer, regular, 9, WIDTH), MARGIN + 24, regular, 9, MUTED);
  return pdf.save();
}
