import { useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';

/**
 * GET /payment/subscription (spec §7): the account's subscriptions, read afresh when asked (the
 * purchase looks for itself after an answer that never came). A failed read rejects.
 */
export function useSubscriptionsRead() {
  const client = useQueryClient();
  const account = useAccountKey();
  return () =>
    client.fetchQuery({
      queryKey: [...account, 'subscriptions'],
      queryFn: async () => (await api.subscriptions({})).payload,
      staleTime: 0,
    });
}
