// The billing domain's server reads (spec §7), one set for every remote that reads them
// (mf-billing's charges page, mf-checkout's purchase looking for itself): one key factory, one
// query per call. Each runs in the asking remote's own cache (the `QueryClient` its `Providers`
// give, or the one passed in), so no remote sees another's answers.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey, type AccountKey } from '@portal/api/queries';
import type { Remote } from '@portal/api/remote';

/**
 * Whose reads these are, for their failures: a remote's `logged` (spec §8: a read's failure is
 * logged under the remote's name before its page offers a retry). Without it, a failed read only
 * rejects and its caller says what follows.
 */
export type ReadingRemote = Pick<Remote, 'logged'>;

const unlogged: ReadingRemote = { logged: (_phase, read) => read() };

/** The cache keys of the billing reads, under the signed-in account (`useAccountKey`). */
export const billingKeys = {
  /** The company's subscriptions; a write that changes them invalidates this key. */
  subscriptions: (account: AccountKey) => [...account, 'subscriptions'] as const,
  /** Every subscription's bill history (a payment changes a charge: they are read again). */
  billHistories: (account: AccountKey) => [...account, 'bill-history'] as const,
  /** A subscription's bill history. */
  billHistory: (account: AccountKey, subscriptionId: string) =>
    [...billingKeys.billHistories(account), subscriptionId] as const,
};

/** GET /payment/subscription: the signed-in company's subscriptions, as a query. */
export const subscriptionsQuery = (account: AccountKey, remote: ReadingRemote = unlogged) =>
  queryOptions({
    queryKey: billingKeys.subscriptions(account),
    queryFn: () =>
      remote.logged('subscriptions', async () => (await api.subscriptions({})).payload),
  });

/** GET /payment/bill-history/{subscriptionId}: a subscription's bills and their charges. */
export const billHistoryQuery = (
  account: AccountKey,
  subscriptionId: string,
  remote: ReadingRemote = unlogged,
) =>
  queryOptions({
    queryKey: billingKeys.billHistory(account, subscriptionId),
    queryFn: () =>
      remote.logged(
        'bill-history',
        async () => (await api.billHistory({ subscriptionId })).payload,
      ),
  });

/** The company's subscriptions, for a page that shows them (`remote`: its failures logged). */
export function useSubscriptions(remote?: ReadingRemote) {
  return useQuery(subscriptionsQuery(useAccountKey(), remote));
}

/** A subscription's bills, for a page that shows them (`remote`: its failures logged). */
export function useBillHistory(subscriptionId: string, remote?: ReadingRemote) {
  return useQuery(billHistoryQuery(useAccountKey(), subscriptionId, remote));
}

/**
 * The same reads made afresh when asked, whatever the cache holds (a purchase whose answer never
 * came looks for itself among the subscriptions, and for its slip among their bills). A failed
 * read rejects.
 */
export function useFreshBillingReads(remote?: ReadingRemote) {
  const client = useQueryClient();
  const account = useAccountKey();
  return {
    subscriptions: () =>
      client.fetchQuery({ ...subscriptionsQuery(account, remote), staleTime: 0 }),
    billHistory: (subscriptionId: string) =>
      client.fetchQuery({ ...billHistoryQuery(account, subscriptionId, remote), staleTime: 0 }),
  };
}
