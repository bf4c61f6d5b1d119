import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { signedInAccount, useAccountKey, type AccountKey } from '@portal/api/queries';
import { remote } from '../../../remote';

// A read's failure is logged (spec §8: only logged, under this remote's name) before the page
// offers a retry.
const { logged } = remote;

/** The cache keys of the company's subscriptions, and of a subscription's bill history. */
export const subscriptionsKey = (account: AccountKey) => [...account, 'subscriptions'] as const;
const billHistoryKey = (account: AccountKey, subscriptionId: string) =>
  [...account, 'bill-history', subscriptionId] as const;

/** GET /payment/subscription (spec §7): the company's subscriptions. */
export function useSubscriptions() {
  return useQuery(subscriptionsQuery(useAccountKey()));
}

const subscriptionsQuery = (key: AccountKey) => ({
  queryKey: subscriptionsKey(key),
  queryFn: () => logged('subscriptions', async () => (await api.subscriptions({})).payload),
});

const billHistoryQuery = (key: AccountKey, subscriptionId: string) => ({
  queryKey: billHistoryKey(key, subscriptionId),
  queryFn: () =>
    logged('bill-history', async () => (await api.billHistory({ subscriptionId })).payload),
});

/**
 * Starts the page's first reads before it opens (the route's `preload`): the subscriptions,
 * then each one's bill history (where a slip owed shows first); none signed out. A page
 * rendered ahead starts no read of its own until it is shown, so without the histories here
 * the click itself sent them.
 */
export async function prefetchChargesPage(client: QueryClient): Promise<void> {
  const account = signedInAccount();
  if (!account) return;
  // A failed read is the page's to show (with its retry), as the page's own read would be.
  const subscriptions = await client.fetchQuery(subscriptionsQuery(account.key)).catch(() => []);
  await Promise.all(
    subscriptions.map(({ subscriptionId }) =>
      client.prefetchQuery(billHistoryQuery(account.key, subscriptionId)),
    ),
  );
}

/** GET /payment/bill-history/{subscriptionId}: the subscription's bills and their charges. */
export function useBillHistory(subscriptionId: string) {
  return useQuery(billHistoryQuery(useAccountKey(), subscriptionId));
}
