// Pix for a charge (ADR 013, proposed), as the backend is asked to serve it: a charge that is due
// or late gets one open Pix at a time, with a BR Code valid for PIX_MINUTES; a Pix paid (the
// bank's confirmation, which the sandbox's control stands for) pays its charge, and the
// subscription is no longer late once none of its charges is.
import type { PixCharge } from '@portal/api/contract';
import { brCode } from './brCode';
import type { BillRecord, ChargeRecord, Db, PixRecord, SubscriptionRecord } from './db';

/** How long a Pix code may be paid: the backend chooses; short here, so a session sees it run out. */
export const PIX_MINUTES = 15;

/** A charge's id: its bill's and its place in it (`bill-esw-2.1`), stable across reads. */
export const chargeId = (bill: BillRecord, index: number): string => `${bill.id}.${index + 1}`;

export interface FoundCharge {
  readonly subscription: SubscriptionRecord;
  readonly bill: BillRecord;
  readonly charge: ChargeRecord;
}

/** The charge `id` names among `companyId`'s subscriptions (null: anyone's), if any. */
export function findCharge(db: Db, companyId: string | null, id: string): FoundCharge | undefined {
  for (const subscription of db.subscriptions) {
    if (companyId !== null && subscription.companyId !== companyId) continue;
    for (const bill of subscription.bills) {
      const index = bill.charges.findIndex((_, at) => chargeId(bill, at) === id);
      if (index >= 0) return { subscription, bill, charge: bill.charges[index]! };
    }
  }
  return undefined;
}

/** The charge statuses a Pix may pay: due (pending) or late. */
export const PAYABLE: ReadonlySet<string> = new Set(['pending', 'late']);

/** `pix` as it stands at `now`: a pending one past its time has expired. */
export function pixAt(pix: PixRecord, now: Date): PixRecord {
  if (pix.status === 'pending' && Date.parse(pix.expiresAt) <= now.getTime()) {
    pix.status = 'expired';
  }
  return pix;
}

/** The charge's open (pending, unexpired) Pix, if it has one. */
export const openPix = (db: Db, id: string, now: Date): PixRecord | undefined =>
  db.pix.find((pix) => pix.chargeId === id && pixAt(pix, now).status === 'pending');

/** A new Pix for the charge found, valid from `now`. */
export function issuePix(
  db: Db,
  found: FoundCharge,
  id: string,
  pixId: string,
  now: Date,
): PixRecord {
  const pix: PixRecord = {
    pixId,
    chargeId: id,
    companyId: found.subscription.companyId,
    amount: found.bill.amount,
    brCode: brCode({ amount: found.bill.amount, txid: pixId }),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PIX_MINUTES * 60_000).toISOString(),
    status: 'pending',
    paidAt: null,
  };
  db.pix.push(pix);
  return pix;
}

export const pixView = (pix: PixRecord): PixCharge => ({
  pixId: pix.pixId,
  chargeId: pix.chargeId,
  status: pix.status,
  amount: pix.amount,
  brCode: pix.brCode,
  expiresAt: pix.expiresAt,
  createdAt: pix.createdAt,
  paidAt: pix.paidAt,
});

/**
 * What the bank's confirmation does (the sandbox's `settlePix` control): a pending Pix becomes
 * paid, and so does its charge, in the same moment; the subscription is active again once none of
 * its charges is late. Or it runs out (`expired`). Returns false when no such pending Pix is.
 */
export function settlePix(db: Db, pixId: string, outcome: 'paid' | 'expired', now: Date): boolean {
  const pix = db.pix.find((candidate) => candidate.pixId === pixId);
  if (!pix || pixAt(pix, now).status !== 'pending') return false;
  if (outcome === 'expired') {
    pix.status = 'expired';
    pix.expiresAt = now.toISOString();
    return true;
  }
  const found = findCharge(db, pix.companyId, pix.chargeId);
  pix.status = 'paid';
  pix.paidAt = now.toISOString();
  if (found) {
    found.charge.status = 'paid';
    const { subscription } = found;
    const stillLate = subscription.bills.some((bill) =>
      bill.charges.some((charge) => charge.status === 'late'),
    );
    if (subscription.status === 'late' && !stillLate) subscription.status = 'active';
    // A purchase paid by Pix (ADR 013: Pix at checkout) starts once nothing of it is owed.
    const stillOwed = subscription.bills.some((bill) =>
      bill.charges.some((charge) => PAYABLE.has(charge.status)),
    );
    if (subscription.status === 'pending' && !stillOwed) subscription.status = 'active';
  }
  return true;
}
