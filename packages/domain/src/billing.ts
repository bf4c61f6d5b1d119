// How subscriptions and charges read on screen (spec §4): the server's statuses mapped to the
// few the portal shows, the late bank slip, and when an expiry date is shown.

/** The charge and subscription statuses the server sends (spec §4). */
export const BILLING_STATUSES = [
  'active',
  'inactive',
  'pending',
  'processing',
  'late',
  'paid',
  'canceled',
  'waiting_confirmation',
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** What the portal shows for a status; each has one label per language in the remotes. */
export type DisplayStatus =
  | 'active'
  | 'inactive'
  | 'payment-pending'
  | 'processing'
  | 'payment-late'
  | 'waiting-confirmation';

const DISPLAY: Readonly<Record<BillingStatus, DisplayStatus>> = {
  active: 'active',
  paid: 'active',
  canceled: 'inactive',
  inactive: 'inactive',
  pending: 'payment-pending',
  processing: 'processing',
  late: 'payment-late',
  waiting_confirmation: 'waiting-confirmation',
};

/** Spec §4: active and paid show as active, canceled as inactive, pending as payment pending… */
export const displayStatus = (status: BillingStatus): DisplayStatus => DISPLAY[status];

/** Billing dates are Brazilian calendar dates. */
export const BILLING_TIME_ZONE = 'America/Sao_Paulo';

const DATE_ONLY = /^\d{4}-\d{2}-(\d{2})$/;

/** One formatter per time zone: making one costs far more than using it, and lists ask per row. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayOfMonth(date: string | Date, timeZone: string): number {
  const dateOnly = typeof date === 'string' ? DATE_ONLY.exec(date) : null;
  if (dateOnly) return Number(dateOnly[1]);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone });
    dayFormats.set(timeZone, format);
  }
  return Number(format.format(typeof date === 'string' ? new Date(date) : date));
}

/**
 * Spec §4, as written: a bank slip is late when today's day of the month is past its due day
 * (both read in `timeZone`). Only the days of the month are compared, not the months: a slip is
 * not late on the 2nd of the month after a due day 30, and is late on the 15th of a month
 * before a due day 10.
 */
export function isSlipLate(
  dueAt: string | Date,
  today: Date,
  timeZone: string = BILLING_TIME_ZONE,
): boolean {
  return dayOfMonth(today, timeZone) > dayOfMonth(dueAt, timeZone);
}

export interface ChargeStatus {
  readonly status: BillingStatus;
  /** ISO date or date-time. */
  readonly dueAt: string;
  readonly paymentMethodCode?: string | null;
}

/**
 * How one charge reads: its status mapped by displayStatus, except that a pending bank slip
 * reads as payment late once isSlipLate says so (when `today` is given).
 */
export function chargeDisplayStatus(charge: ChargeStatus, today?: Date): DisplayStatus {
  if (
    today &&
    charge.status === 'pending' &&
    charge.paymentMethodCode === 'bank_slip' &&
    isSlipLate(charge.dueAt, today)
  ) {
    return 'payment-late';
  }
  return displayStatus(charge.status);
}

const ENDED: ReadonlySet<BillingStatus> = new Set(['canceled', 'inactive']);

/**
 * A subscription the server has ended (canceled, inactive): spec §4's cancelled subscription,
 * the only kind that may be reactivated; any other may be cancelled.
 */
export const isSubscriptionEnded = (status: BillingStatus): boolean => ENDED.has(status);

/** What a subscription needs to be chosen as a company's current one. */
export interface SubscriptionStart {
  readonly status: BillingStatus;
  /** ISO date-time. */
  readonly startAt: string;
}

/**
 * The subscription a company's status follows and the back-office acts on, among its own: the
 * latest one still running, or else the latest one (undefined when it has none).
 */
export function currentSubscription<TSubscription extends SubscriptionStart>(
  subscriptions: readonly TSubscription[],
): TSubscription | undefined {
  const latestFirst = [...subscriptions].sort((a, b) => b.startAt.localeCompare(a.startAt));
  return latestFirst.find((subscription) => !ENDED.has(subscription.status)) ?? latestFirst[0];
}

/**
 * Spec §4: a company is active or disabled. A client (not SaaS) is disabled by its deleted flag;
 * a SaaS account by its subscription: disabled once its current subscription is cancelled, active
 * again when it is reactivated. A SaaS account with no subscription yet (a trial, a plan not
 * bought) and a deleted one (whose users cannot sign in) follow the deleted flag.
 */
export function isCompanyActive(
  company: { readonly isSaas: boolean; readonly deleted: boolean },
  subscriptions: readonly SubscriptionStart[],
): boolean {
  if (company.deleted) return false;
  if (!company.isSaas) return true;
  const current = currentSubscription(subscriptions);
  return !current || !ENDED.has(current.status);
}

/**
 * The one status a subscription shows (spec §4), wherever the billing page names it: the
 * details, the owed-slip banner and the charges history read their answers from the same
 * charge readings (`chargeDisplayStatus`, with the same `today`), so they cannot disagree.
 *
 * - A subscription the server has ended (canceled, inactive) reads as inactive, whatever its
 *   charges say: ending is the server's word.
 * - Charges not known yet (`undefined`: the history not loaded, or failed) leave the server's
 *   status, mapped by `displayStatus`.
 * - An empty charge list reads as active (spec §4).
 * - Otherwise what is owed comes first: payment late when any charge reads late (a pending
 *   bank slip past its due day, read in São Paulo), else payment pending when any charge is
 *   pending, else the latest charge's reading (the latest due date; the later in the list on a
 *   tie). The server's pending or late is not repeated when no charge is owed: the history
 *   would show nothing to pay beside it.
 */
export function subscriptionDisplayStatus(
  serverStatus: BillingStatus,
  charges: readonly ChargeStatus[] | undefined,
  today: Date,
): DisplayStatus {
  if (ENDED.has(serverStatus)) return 'inactive';
  if (!charges) return displayStatus(serverStatus);
  const readings = charges.map((charge) => ({
    dueAt: Date.parse(charge.dueAt),
    shown: chargeDisplayStatus(charge, today),
  }));
  if (readings.some(({ shown }) => shown === 'payment-late')) return 'payment-late';
  if (readings.some(({ shown }) => shown === 'payment-pending')) return 'payment-pending';
  const latest = readings.reduce<(typeof readings)[number] | null>(
    (found, reading) => (found && found.dueAt > reading.dueAt ? found : reading),
    null,
  );
  return latest?.shown ?? 'active';
}

/** The expiry date is shown only for a paid status (spec §4). */
export const showsExpiry = (status: BillingStatus): boolean => status === 'paid';

/**
 * A bank slip's 47-digit digitable line as slips print it:
 * `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC K FFFFVVVVVVVVVV`.
 */
export const formatDigitableLine = (line: string): string =>
  [
    `${line.slice(0, 5)}.${line.slice(5, 10)}`,
    `${line.slice(10, 15)}.${line.slice(15, 21)}`,
    `${line.slice(21, 26)}.${line.slice(26, 32)}`,
    line.slice(32, 33),
    line.slice(33),
  ].join(' ');
