// The NFS-e (nota fiscal de serviços eletrônica) of a paid charge, as the backend is asked to name
// it (ADR 013, proposed): the provider's city hall issues it some time after the payment (here,
// NFSE_AFTER_MS), so a charge just paid has none yet. Each is served on the sandbox's origin at
// /nfse/{chargeId}, as a city hall's public page where a customer checks a note. A test
// document: no city issued it.
import { planFromCode, planName } from '@portal/domain';
import type { BillRecord, ChargeRecord, Db, SubscriptionRecord } from './db';
import { findCharge } from './pix';
import { date, formatCnpj, money, page } from './slips';
import { escapeHtml, idInPath } from './respond';

/** Who issues the receipts and notes: the platform's provider, as the backend would name it. */
export const PROVIDER = { name: 'Minha Conta Plataforma Ltda', cnpj: '11222333000181' };

/** How long after a payment the city hall's note is there (an hour: a session sees it come). */
export const NFSE_AFTER_MS = 60 * 60 * 1000;

const NFSE_PREFIX = '/nfse/';

/** When the charge `id` was paid: by its Pix, or else (the seed's slips and cards) on its due day. */
export function paidAtOf(db: Db, id: string, charge: ChargeRecord): string {
  const byPix = db.pix.find((pix) => pix.chargeId === id && pix.status === 'paid');
  return byPix?.paidAt ?? charge.dueAt;
}

/** The note's number, as a city hall's: digits, stable for the charge. */
function noteNumber(id: string): string {
  let hash = 7;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) % 100_000_000;
  return String(hash).padStart(8, '0');
}

/** The period a bill charges, as the documents write it. */
export const periodOf = (bill: BillRecord): string =>
  `${date.format(new Date(bill.period.startAt))} a ${date.format(new Date(bill.period.endAt))}`;

/** The plan a subscription charges for, as the documents write it. */
export function descriptionOf(subscription: SubscriptionRecord, bill: BillRecord): string {
  const plan = planFromCode(subscription.planCode);
  return `Plano ${plan ? planName(plan) : subscription.planCode} — ${periodOf(bill)}`;
}

/**
 * The NFS-e of the charge `id` at `now`, its address on the sandbox's origin `self`: null until it
 * is paid and the city hall has issued it.
 */
export function nfseOf(
  db: Db,
  id: string,
  charge: ChargeRecord,
  now: Date,
  self: string,
): { number: string; url: string; issuedAt: string } | null {
  if (charge.status !== 'paid') return null;
  const issuedAt = Date.parse(paidAtOf(db, id, charge)) + NFSE_AFTER_MS;
  if (issuedAt > now.getTime()) return null;
  return {
    number: noteNumber(id),
    url: `${self}${NFSE_PREFIX}${encodeURIComponent(id)}`,
    issuedAt: new Date(issuedAt).toISOString(),
  };
}

/** The charge id a `/nfse/{chargeId}` path names ('' when unreadable), or null for another path. */
export const nfseIdOf = (pathname: string): string | null => idInPath(NFSE_PREFIX, pathname);

/** `GET /nfse/{chargeId}`: the note of a paid charge once issued, or a 404 page. */
export function nfsePage(db: Db, id: string, now: Date): Response {
  const found = findCharge(db, null, id);
  const note = found && nfseOf(db, id, found.charge, now, '');
  if (!found || !note) {
    return page(
      404,
      'NFS-e não encontrada',
      '<main><h1>NFS-e não encontrada</h1><p>Nenhuma nota deste endereço foi emitida.</p></main>',
    );
  }
  const { subscription, bill } = found;
  const company = db.companies.find((candidate) => candidate.id === subscription.companyId);
  const rows: [string, string][] = [
    ['Número', note.number],
    ['Emissão', date.format(new Date(note.issuedAt))],
    ['Prestador', `${PROVIDER.name} — CNPJ ${formatCnpj(PROVIDER.cnpj)}`],
    ['Tomador', company ? `${company.name} — CNPJ ${formatCnpj(company.cnpj)}` : ''],
    ['Serviço', descriptionOf(subscription, bill)],
    ['Valor', money.format(bill.amount)],
  ];
  return page(
    200,
    `NFS-e ${note.number}`,
    `<main><h1>Nota Fiscal de Serviços Eletrônica — NFS-e nº ${note.number}</h1>
<p class="note">Documento de teste do sandbox: nenhuma prefeitura o emitiu.</p>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></main>`,
  );
}
