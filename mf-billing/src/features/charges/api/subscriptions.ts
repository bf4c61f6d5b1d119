import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { signedInAccount, useAccountKey } from '@portal/api/queries';
import { reportError } from '@portal/telemetry';

/** A read whose failure is logged (spec §8: only logged) before the page offers a retry. */
async function logged<T>(phase: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    reportError({ phase, error, remote: 'mf_billing' });
    throw error;
  }
}

/** GET /payment/subscription (spec §7): the company's subscriptions. */
export function useSubscriptions() {
  return useQuery(subscriptionsQuery(useAccountKey()));
}

const subscriptionsQuery = (key: readonly [string, string]) => ({
  queryKey: [...key, 'subscriptions'],
  queryFn: () => logged('subscriptions', async () => (await api.subscriptions({})).payload),
});

/** Starts the page's first read before it opens (the route's `preload`); none signed out. */
export async function prefetchSubscriptions(client: QueryClient): Promise<void> {
  const account = signedInAccount();
  if (account) await client.prefetchQuery(subscriptionsQuery(account.key));
}

/** GET /payment/bill-history/{subscriptionId}: the subscription's bills and their charges. */
export function useBillHistory(subscriptionId: string) {
  return useQuery({
    queryKey: [...useAccountKey(), 'bill-history', subscriptionId],
    queryFn: () =>
      logged('bill-history', async () => (await api.billHistory({ subscriptionId })).payload),
  });
}
