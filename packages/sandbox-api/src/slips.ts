// The bank slips (boletos) the sandbox issues, served on its own origin at /slips/{billId}: a
// printable page with the payer, the amount, the due date and a digitable line, so the portal's
// "show the slip" link opens something. A test document: no bank will take it.
import { BILLING_TIME_ZONE, formatDigitableLine } from '@portal/domain';
import type { BillRecord, ChargeRecord, Db } from './db';
import { escapeHtml, idInPath } from './respond';

const SLIP_PREFIX = '/slips/';

/**
 * Where a bill's slip lives on the sandbox, as stored in the data: a path on the sandbox's own
 * origin, which the sandbox only learns from each request (it may run on any port, or in-page).
 * Answers turn it into an address with `onOrigin`.
 */
export const slipPath = (billId: string): string => `${SLIP_PREFIX}${encodeURIComponent(billId)}`;

/** A stored link as the answer gives it: a path of the sandbox put on its origin `self`. */
export const onOrigin = (self: string, link: string | null): string | null =>
  link?.startsWith('/') ? `${self}${link}` : link;

/** The bill id a `/slips/{billId}` path names ('' when unreadable), or null for another path. */
export const slipIdOf = (pathname: string): string | null => idInPath(SLIP_PREFIX, pathname);

// ---------------------------------------------------------------- the digitable line

/** No bank has this code: the slip cannot be paid by mistake. */
const BANK = '999';
const CURRENCY_REAL = '9';
/** The due-date factor counts days from here; it restarted at 1000 on 2025-02-22. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/** Mod 10 check digit of a field of the digitable line (weights 2, 1, … from the right). */
function mod10(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return String((10 - (sum % 10)) % 10);
}

/** Mod 11 general check digit of the bar code (weights 2–9 from the right; 0, 10, 11 → 1). */
function mod11(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    sum += Number(digit) * (2 + (index % 8));
  });
  const rest = 11 - (sum % 11);
  return rest === 0 || rest === 10 || rest === 11 ? '1' : String(rest);
}

/** Days from the factor base to the due date, in the 1000–9999 cycle. */
function dueFactor(dueAt: string): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: BILLING_TIME_ZONE })
    .format(new Date(dueAt))
    .split('-')
    .map(Number);
  const days = Math.round((Date.UTC(year!, month! - 1, day!) - FACTOR_BASE) / DAY_MS);
  return String(((((days - 1000) % 9000) + 9000) % 9000) + 1000);
}

/** 25 digits drawn from the bill id (FNV-1a, stretched): the same bill, the same digits. */
function freeField(billId: string): string {
  let digits = '';
  for (let round = 0; digits.length < 25; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (const character of `${billId}#${round}`) {
      hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
    }
    digits += String(hash).padStart(10, '0');
  }
  return digits.slice(0, 25);
}

/**
 * The 47 digits of a slip's digitable line, in the FEBRABAN layout: three fields of the bank,
 * the currency and the free field, each with its mod 10 digit; the bar code's mod 11 digit; the
 * due-date factor and the amount in cents. Derived from the bill alone, so it never changes.
 */
export function digitableLine(bill: BillRecord, charge: ChargeRecord): string {
  const factor = dueFactor(charge.dueAt);
  const amount = String(Math.round(bill.amount * 100))
    .padStart(10, '0')
    .slice(-10);
  const free = freeField(bill.id);
  const check = mod11(`${BANK}${CURRENCY_REAL}${factor}${amount}${free}`);
  const first = `${BANK}${CURRENCY_REAL}${free.slice(0, 5)}`;
  const second = free.slice(5, 15);
  const third = free.slice(15, 25);
  return [
    first + mod10(first),
    second + mod10(second),
    third + mod10(third),
    check,
    factor + amount,
  ].join('');
}

// ---------------------------------------------------------------- the page

export const formatCnpj = (cnpj: string) =>
  cnpj.length === 14
    ? `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`
    : cnpj;

export const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const date = new Intl.DateTimeFormat('pt-BR', { timeZone: BILLING_TIME_ZONE });

/** A printable document of the sandbox (a slip, a bill), in Portuguese as the bank's would be. */
export function page(status: number, title: string, body: string): Response {
  return new Response(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2433}dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{font-weight:600}.line{font-family:ui-monospace,monospace;font-size:1.05rem;word-break:break-all;padding:.6rem;border:1px dashed #1d2433}.note{color:#5a6478;font-size:.9rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#0b5cad;color:#fff;cursor:pointer}@media print{button{display:none}}</style></head><body>${body}</body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

function findSlip(db: Db, billId: string) {
  for (const subscription of db.subscriptions) {
    const bill = subscription.bills.find((candidate) => candidate.id === billId);
    const charge = bill?.charges.find((candidate) => candidate.paymentMethodCode === 'bank_slip');
    if (bill && charge) {
      const company = db.companies.find((candidate) => candidate.id === subscription.companyId);
      return { bill, charge, company };
    }
  }
  return null;
}

/** `GET /slips/{billId}`: the slip of a bill paid by bank slip, or a 404 page. */
export function slipPage(db: Db, billId: string): Response {
  const found = findSlip(db, billId);
  if (!found) {
    return page(
      404,
      'Boleto não encontrado',
      '<main><h1>Boleto não encontrado</h1><p>Nenhum boleto deste endereço foi emitido.</p></main>',
    );
  }
  const { bill, charge, company } = found;
  // The payer of a slip is the legal name.
  const payer = company ? company.name || company.fantasyName : '';
  const line = formatDigitableLine(digitableLine(bill, charge));
  const rows: [string, string][] = [
    ['Pagador', payer],
    ...(company?.cnpj ? ([['CNPJ', formatCnpj(company.cnpj)]] as [string, string][]) : []),
    ['Valor', money.format(bill.amount)],
    ['Vencimento', date.format(new Date(charge.dueAt))],
    ['Documento', bill.id],
  ];
  return page(
    200,
    `Boleto ${bill.id} — ${payer}`,
    `<main><h1>Boleto bancário</h1>
<p class="note">Documento de teste do sandbox: não tem valor e nenhum banco o aceita.</p>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>Linha digitável</h2><p class="line">${line}</p>
<button type="button" onclick="window.print()">Imprimir</button></main>`,
  );
}
