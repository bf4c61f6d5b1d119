import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { reportError } from '@portal/telemetry';

/**
 * GET /payment/subscription (spec §7): the company's subscriptions. A failed load is logged
 * (spec §8) and the page offers to try again.
 */
export function useSubscriptions() {
  return useQuery({
    queryKey: [...useAccountKey(), 'subscriptions'],
    queryFn: async () => {
      try {
        return (await api.subscriptions({})).payload;
      } catch (error) {
        reportError({ phase: 'subscriptions', error, remote: 'mf_billing' });
        throw error;
      }
    },
  });
}

/** GET /payment/bill-history/{subscriptionId}: the subscription's bills and their charges. */
export function useBillHistory(subscriptionId: string) {
  return useQuery({
    queryKey: [...useAccountKey(), 'bill-history', subscriptionId],
    queryFn: async () => {
      try {
        return (await api.billHistory({ subscriptionId })).payload;
      } catch (error) {
        reportError({ phase: 'bill-history', error, remote: 'mf_billing' });
        throw error;
      }
    },
  });
}
