// A company's status as the edit form sets it (spec §4): a client's through its deleted flag, a
// SaaS account's through its subscription. The list reads the status the server works out
// (`active` of the admin view, see the README); this says what a change of it has to send.
import type { AdminCompany, Subscription } from '@portal/api';
import { currentSubscription, isSubscriptionEnded } from '@portal/domain';

export const COMPANY_STATUSES = ['active', 'disabled'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The status the back-office shows for a company, as the server says it. */
export const statusOf = (company: AdminCompany): CompanyStatus =>
  company.active ? 'active' : 'disabled';

/** Whether the company's status follows a subscription (a SaaS account that has one). */
export const followsSubscription = (
  company: AdminCompany,
  subscriptions: readonly Subscription[] | undefined,
): boolean => company.isSaas && currentSubscription(subscriptions ?? []) !== undefined;

export interface StatusChange {
  /** The subscription to cancel or reactivate first, after a confirmation; null when none. */
  readonly subscription: {
    readonly change: 'cancel' | 'reactivate';
    readonly subscription: Subscription;
  } | null;
  /** The deleted flag `PUT /company/{id}` sends. */
  readonly deleted: boolean;
  /** Whether the flag differs from the company's now (a PUT is needed for the status). */
  readonly deletedChanged: boolean;
}

/**
 * What setting `target` on `company` does. A client, and a SaaS account with no subscription
 * (trial, plan not bought), flip the deleted flag. A SaaS account with a subscription cancels it
 * ("Desativada") or reactivates it ("Ativa") and keeps its deleted flag off: disabling never
 * deletes it. Its flag is known only when it is the reason it reads disabled (its subscription
 * still running: older data); "Ativa" then clears it.
 */
export function statusChange(
  company: AdminCompany,
  subscriptions: readonly Subscription[] | undefined,
  target: CompanyStatus,
): StatusChange {
  const current = company.isSaas ? currentSubscription(subscriptions ?? []) : undefined;
  if (!current) {
    const deleted = target === 'disabled';
    return { subscription: null, deleted, deletedChanged: deleted === company.active };
  }
  const ended = isSubscriptionEnded(current.status);
  const deletedNow = !company.active && !ended;
  if (target === 'active') {
    return {
      subscription: ended ? { change: 'reactivate', subscription: current } : null,
      deleted: false,
      deletedChanged: deletedNow,
    };
  }
  return {
    subscription: ended || deletedNow ? null : { change: 'cancel', subscription: current },
    deleted: deletedNow,
    deletedChanged: false,
  };
}
