// The checkout in progress, kept in the tab's session storage so a reload or a slip of the back
// button comes back to the same step with everything typed. Card number and CVV are never in it:
// they stay in memory until the purchase is sent (spec: card data leaves the browser only to the
// card provider). The key carries the portal's prefix, so signing out clears it.
import * as v from 'valibot';
import { STORAGE_PREFIX } from '@portal/session';
import {
  EMPTY_COMPANY,
  EMPTY_PAYMENT,
  SECRET_CARD_FIELDS,
  STEPS,
  type AppliedCoupon,
  type CompanyFields,
  type PaymentFields,
  type Step,
} from './model';

export interface Draft {
  readonly step: Step;
  readonly planCode: string | null;
  readonly coupon: AppliedCoupon | null;
  /** Null until the company step was shown (it then starts from the company's saved data). */
  readonly company: CompanyFields | null;
  readonly payment: PaymentFields;
}

export const NEW_DRAFT: Draft = {
  step: 'plan',
  planCode: null,
  coupon: null,
  company: null,
  payment: EMPTY_PAYMENT,
};

const texts = v.record(v.string(), v.string());

const stored = v.object({
  step: v.picklist(STEPS),
  planCode: v.nullable(v.string()),
  coupon: v.nullable(
    v.object({
      code: v.string(),
      discount: v.array(
        v.object({ productCode: v.string(), discountPercentage: v.number(), cycles: v.number() }),
      ),
    }),
  ),
  company: v.nullable(texts),
  payment: texts,
});

/** `shape`'s fields, each from `stored` where it holds one (anything else stored is dropped). */
function pick<T extends Record<string, string>>(shape: T, stored: Record<string, string>): T {
  const picked: Record<string, string> = { ...shape };
  for (const field of Object.keys(shape)) {
    if (typeof stored[field] === 'string') picked[field] = stored[field];
  }
  return picked as T;
}

export const draftKey = (userId: string) => `${STORAGE_PREFIX}checkout:${userId}`;

/** The payment fields as they may be stored: the card number and CVV left out. */
export function withoutSecrets(payment: PaymentFields): PaymentFields {
  const safe = { ...payment };
  for (const field of SECRET_CARD_FIELDS) safe[field] = '';
  return safe;
}

/** The draft of `userId`'s checkout in this tab, or a new one when none (or an unreadable one). */
export function readDraft(userId: string): Draft {
  try {
    const raw = globalThis.sessionStorage?.getItem(draftKey(userId));
    if (!raw) return NEW_DRAFT;
    const parsed = v.safeParse(stored, JSON.parse(raw));
    if (!parsed.success) return NEW_DRAFT;
    const { company, payment, ...rest } = parsed.output;
    return {
      ...rest,
      company: company ? pick(EMPTY_COMPANY, company) : null,
      payment: withoutSecrets(pick(EMPTY_PAYMENT, payment)),
    };
  } catch {
    return NEW_DRAFT;
  }
}

/** Keeps the draft (without card number and CVV); storage refused (private mode) is ignored. */
export function writeDraft(userId: string, draft: Draft): void {
  cancelPending(userId);
  try {
    const safe: Draft = { ...draft, payment: withoutSecrets(draft.payment) };
    globalThis.sessionStorage?.setItem(draftKey(userId), JSON.stringify(safe));
  } catch {
    // Nothing to do: the checkout goes on without being resumable.
  }
}

export function clearDraft(userId: string): void {
  cancelPending(userId);
  try {
    globalThis.sessionStorage?.removeItem(draftKey(userId));
  } catch {
    // Ignored as above.
  }
}

/** How long typing may pause before what was typed is written (writeDraftSoon). */
export const DRAFT_WRITE_DELAY_MS = 400;

/** The drafts written soon, by user: the latest of each and its timer. */
const pending = new Map<string, { draft: Draft; timer: ReturnType<typeof setTimeout> }>();

function cancelPending(userId: string): void {
  const waiting = pending.get(userId);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  pending.delete(userId);
}

/** Writes every draft still waiting: the page is being left or hidden (nothing typed is lost). */
function flushAll(): void {
  for (const userId of [...pending.keys()]) flushDraft(userId);
}

let leavingWatched = false;
function watchLeaving(): void {
  if (leavingWatched || typeof window === 'undefined') return;
  leavingWatched = true;
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

/**
 * Keeps the draft once typing pauses (DRAFT_WRITE_DELAY_MS), off the path of the key that changed
 * it: a newer draft replaces a waiting one. A draft still waiting is written when the page is
 * left or hidden, by flushDraft, or replaced by writeDraft; clearDraft drops it.
 */
export function writeDraftSoon(userId: string, draft: Draft): void {
  cancelPending(userId);
  watchLeaving();
  pending.set(userId, { draft, timer: setTimeout(() => flushDraft(userId), DRAFT_WRITE_DELAY_MS) });
}

/** Writes `userId`'s waiting draft now, if one is waiting. */
export function flushDraft(userId: string): void {
  const waiting = pending.get(userId);
  if (waiting) writeDraft(userId, waiting.draft);
}

/**
 * Where a resumed checkout may start: a later step needs the plan, and the review of a card
 * needs the card number again (it was not kept).
 */
export function resumableStep(draft: Draft): Step {
  if (!draft.planCode) return 'plan';
  if (draft.step === 'review' && draft.payment.method === 'credit_card') return 'payment';
  if (draft.step !== 'plan' && !draft.company) return 'company';
  return draft.step;
}
