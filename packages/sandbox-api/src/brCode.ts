// The Pix copy-and-paste code (BR Code) the sandbox issues: the EMV "merchant-presented" payload
// of the Central Bank's Pix manual, with a static key, the amount and a transaction id, ending in
// its CRC16. Any Pix validator reads it; no bank will pay it (the key is the sandbox's own).

/** One EMV field: its two-digit tag, its length in two digits, its value. */
const field = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (polynomial 0x1021, start 0xFFFF, no reflection), as the Pix manual asks. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The sandbox's Pix key (a random key, EVP): it belongs to no account. */
export const SANDBOX_PIX_KEY = '7d9f0c1e-5b2a-4c8e-9f3d-0a6b1c2d3e4f';

/** Letters without accents, upper case, cut to `max`: what the payload's name and city allow. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, max);

export interface BrCodeInput {
  /** In reais. */
  readonly amount: number;
  /** Letters and digits, up to 25: the transaction the payment answers. */
  readonly txid: string;
  readonly merchantName?: string;
  readonly merchantCity?: string;
}

/** A BR Code for `amount`, named by `txid`. */
export function brCode({
  amount,
  txid,
  merchantName = 'Minha Conta Sandbox',
  merchantCity = 'Sao Paulo',
}: BrCodeInput): string {
  const payload =
    field('00', '01') +
    // 12: a code for one payment.
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', SANDBOX_PIX_KEY)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(merchantName, 25)) +
    field('60', plain(merchantCity, 15)) +
    field('62', field('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***')) +
    '6304';
  return payload + crc16(payload);
}

/** The fields of an EMV payload, tag → value (one level), for tests and checks. */
export function emvFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const tag = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length)) throw new Error(`bad field at ${at}`);
    fields.set(tag, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
