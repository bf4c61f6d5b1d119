import { href, pages, type Group, type HrefOf } from '@portal/contracts';
import type { SessionData, SessionState } from './state';

export const selectSession = (s: SessionState): SessionData | null => s.session;
export const selectIsAuthenticated = (s: SessionState): boolean => Boolean(s.session?.token);
export const selectToken = (s: SessionState): string | null => s.session?.token ?? null;
/** The user's groups; null means unknown (and unknown passes every check). */
export const selectGroups = (s: SessionState): readonly Group[] | null =>
  s.session ? s.session.attributions : [];

/**
 * Spec §6: an empty required list means everyone; unknown attributions pass; otherwise the
 * user needs one of the required groups.
 */
export function hasAnyGroup(
  attributions: readonly Group[] | null | undefined,
  required: readonly Group[] | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  if (attributions == null) return true;
  return required.some((group) => attributions.includes(group));
}

export type EntryRedirect = HrefOf<typeof pages.start> | HrefOf<typeof pages.charges> | null;

export type EntryFlags = Pick<
  SessionData,
  | 'isSaas'
  | 'isSuperUser'
  | 'finishedOnboarding'
  | 'finishedPlanChoice'
  | 'finishedCheckout'
  | 'validSubscription'
  | 'choosedPlan'
>;

/**
 * Spec 2.3 as a pure function: where a signed-in user must go before anything else, or null
 * when the requested page (home after login) may open.
 *
 * - a SaaS user who has not finished onboarding → /start;
 * - a SaaS super user who has not finished the plan choice → /start;
 * - a SaaS super user with checkout finished but no valid subscription → /gestao-de-cobrancas;
 * - a SaaS super user who chose paid and has not paid (checkout unfinished) → /start;
 * - a SaaS super user on a trial without a valid subscription → /start;
 * - anyone else (non-SaaS, or done) → null.
 */
export function entryRedirect(flags: EntryFlags): EntryRedirect {
  const start = href(pages.start);
  if (!flags.isSaas) return null;
  if (flags.finishedOnboarding !== 'true') return start;
  if (!flags.isSuperUser) return null;
  if (!flags.finishedPlanChoice) return start;
  const valid = flags.validSubscription === 'true';
  if (flags.finishedCheckout && !valid) return href(pages.charges);
  if (flags.choosedPlan === 'paid' && !flags.finishedCheckout) return start;
  if (flags.choosedPlan !== 'paid' && !valid) return start;
  return null;
}

/** What /start shows: the step of the purchase path the progress flags call for (spec §4). */
export type StartStep = 'plan' | 'onboarding' | 'checkout';

/**
 * Spec §4 "Progress flags" as a pure function: plan choice, then onboarding, then checkout; null
 * once nothing is left (the page then sends the user home, where the entry redirects apply), and
 * for an account that is not SaaS.
 *
 * - a super user who has not chosen trial or paid → 'plan';
 * - anyone whose onboarding is not finished → 'onboarding';
 * - a super user who chose paid and has not paid, or is on a trial without a valid
 *   subscription → 'checkout'.
 */
export function startStep(flags: EntryFlags): StartStep | null {
  if (!flags.isSaas) return null;
  if (flags.isSuperUser && !flags.finishedPlanChoice) return 'plan';
  if (flags.finishedOnboarding !== 'true') return 'onboarding';
  if (!flags.isSuperUser) return null;
  const valid = flags.validSubscription === 'true';
  if (flags.choosedPlan === 'paid' ? !flags.finishedCheckout : !valid) return 'checkout';
  return null;
}
