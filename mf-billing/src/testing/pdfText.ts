// Reads back the text of the PDFs the portal builds (receipts): for tests.
import { inflateSync } from 'node:zlib';

/** Windows-1252's 0x80-0x9F (Node decodes that label as Latin-1, where these are controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Helvetica's encoding in a PDF (WinAnsi, i.e. Windows-1252) to text. */
const winAnsi = {
  decode: (bytes: Buffer) =>
    [...bytes]
      .map((byte) =>
        byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
      )
      .join(''),
};

/** The text a PDF shows, line by line: its page streams inflated, each shown string decoded. */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      lines.push(winAnsi.decode(Buffer.from(hex!, 'hex')));
    }
  }
  return lines;
}
