import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
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
  return useQuery({
    queryKey: [...useAccountKey(), 'subscriptions'],
    queryFn: () => logged('subscriptions', async () => (await api.subscriptions({})).payload),
  });
}

/** GET /payment/bill-history/{subscriptionId}: the subscription's bills and their charges. */
export function useBillHistory(subscriptionId: string) {
  return useQuery({
    queryKey: [...useAccountKey(), 'bill-history', subscriptionId],
    queryFn: () =>
      logged('bill-history', async () => (await api.billHistory({ subscriptionId })).payload),
  });
}
