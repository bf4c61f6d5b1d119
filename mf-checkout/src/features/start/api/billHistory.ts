import { useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';

type SubscriptionId = Parameters<typeof api.billHistory>[0]['subscriptionId'];

/**
 * GET /payment/bill-history/{subscriptionId} (spec §7): a subscription's bills, read afresh when asked: a slip bought
 * by a purchase whose answer never came has its address there. A failed read rejects.
 */
export function useBillHistoryRead() {
  const client = useQueryClient();
  const account = useAccountKey();
  return (subscriptionId: SubscriptionId) =>
    client.fetchQuery({
      queryKey: [...account, 'bill-history', subscriptionId],
      queryFn: async () => (await api.billHistory({ subscriptionId })).payload,
      staleTime: 0,
    });
}
