// The purchase path by account state (issue 51): what /start and /checkout show to whom, and what
// every other state gets instead. A pure function beside the entry redirects, which it agrees with
// (purchase.test.ts). Its own entry point (`@portal/session/purchase`), not the package's index:
// the index is a shared singleton loaded whole by the cold /login (ADR 008), and only signed-in
// pages need this.
import { href, pages, type HrefOf } from '@portal/contracts';
import { startStep, type EntryFlags } from './selectors';

/** The two pages of the purchase path (spec §2.2). */
export type PurchasePage = HrefOf<typeof pages.start> | HrefOf<typeof pages.checkout>;

/** What a page of the purchase path shows: a step of spec §4's sequence. */
export type PurchaseView =
  /** Plan selection that records trial or paid; the trial card only where `offerTrial`. */
  | { readonly step: 'plan'; readonly offerTrial: boolean }
  | { readonly step: 'onboarding' }
  /**
   * The four-step checkout. `cancel`: cancel checkout is offered (a paid plan chosen, nothing
   * paid). `backToTrial`: spec §2.6's back link (onboarding and subscription valid).
   */
  | { readonly step: 'checkout'; readonly cancel: boolean; readonly backToTrial: boolean };

/** Why a page of the purchase path is not for this account now. */
export type PurchaseRefusal =
  /** A company that is not SaaS: its plan is agreed with the provider, not bought here. */
  | 'not-saas'
  /** A colleague of a SaaS company whose super user has not finished setting it up. */
  | 'set-up-by-super-user'
  /** A colleague who is not the super user: only the super user buys. */
  | 'not-super-user'
  /** A paid checkout and a valid subscription: nothing to buy twice. */
  | 'already-paying'
  /** /checkout while /start has a step left (onboarding, or the chosen plan's checkout). */
  | 'purchase-under-way'
  /** /start with nothing left (a running trial, onboarded). */
  | 'nothing-left';

/** Where the way forward leads. `sign-in-again`: out, to the login, so new flags are read. */
export type PurchaseNextStep = 'home' | 'billing' | 'start' | 'sign-in-again';

export type PurchaseDecision =
  | { readonly allowed: true; readonly view: PurchaseView }
  | {
      readonly allowed: false;
      readonly reason: PurchaseRefusal;
      readonly next: PurchaseNextStep;
      /**
       * true: the page says why in a sentence and offers `next`. false: the page goes on to
       * `next` at once, which shows where the account stands.
       */
      readonly explained: boolean;
    };

/** The portal path of each next step (sign-in-again signs out first). */
export const PURCHASE_NEXT_PATH: Readonly<Record<PurchaseNextStep, string>> = {
  home: href(pages.home),
  billing: href(pages.charges),
  start: href(pages.start),
  'sign-in-again': href(pages.login),
};

const refuse = (
  reason: PurchaseRefusal,
  next: PurchaseNextStep,
  explained = true,
): PurchaseDecision => ({ allowed: false, reason, next, explained });

/** A paid checkout with a valid subscription behind it. */
export const isPaying = (flags: EntryFlags): boolean =>
  flags.finishedCheckout && flags.validSubscription === 'true';

/** The trial is offered to a company that never finished a checkout (none paid, none lapsed). */
export const offersTrial = (flags: EntryFlags): boolean => !flags.finishedCheckout;

/**
 * The rule of each purchase page by account state (packages/session/README.md has the table):
 *
 * - not SaaS → refused, home; a colleague (not the super user) → refused: home, or signing in
 *   again while the super user has not finished the set-up (onboarding answers 403 to them);
 * - /checkout: the plan still to choose → plan selection; onboarding, or the chosen plan's
 *   checkout, still to do → /start; a late or cancelled company (checkout finished, no valid
 *   subscription) → plan selection (buy again); a paying customer → refused, billing; a super user
 *   with nothing left (a running trial) → plan selection;
 * - /start: the step the progress flags call for (`startStep`); a late or cancelled company with
 *   the plan chosen → its checkout (buy again); a paying customer with nothing left → refused,
 *   billing; anyone else with nothing left → home.
 */
export function purchaseDecision(flags: EntryFlags, page: PurchasePage): PurchaseDecision {
  if (!flags.isSaas) return refuse('not-saas', 'home');
  if (!flags.isSuperUser) {
    return flags.finishedOnboarding === 'true'
      ? refuse('not-super-user', 'home')
      : refuse('set-up-by-super-user', 'sign-in-again');
  }
  const lapsed = flags.finishedCheckout && flags.validSubscription !== 'true';
  const step = startStep(flags);
  const plan: PurchaseView = { step: 'plan', offerTrial: offersTrial(flags) };
  if (page === href(pages.checkout)) {
    if (step === 'plan') return { allowed: true, view: plan };
    if (step === 'onboarding' || (step === 'checkout' && !lapsed)) {
      return refuse('purchase-under-way', 'start', false);
    }
    if (isPaying(flags)) return refuse('already-paying', 'billing');
    return { allowed: true, view: plan };
  }
  if (step === 'plan') return { allowed: true, view: plan };
  if (step === 'onboarding') return { allowed: true, view: { step } };
  if (step === 'checkout' || lapsed) {
    return {
      allowed: true,
      view: {
        step: 'checkout',
        cancel: flags.choosedPlan === 'paid' && !flags.finishedCheckout,
        backToTrial: flags.finishedOnboarding === 'true' && flags.validSubscription === 'true',
      },
    };
  }
  return isPaying(flags)
    ? refuse('already-paying', 'billing')
    : refuse('nothing-left', 'home', false);
}

/** The header links to plan selection for the states that may buy (spec §2.2). */
export const mayChoosePlan = (flags: EntryFlags): boolean =>
  purchaseDecision(flags, href(pages.checkout)).allowed;
