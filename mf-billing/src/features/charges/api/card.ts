import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { tokeniseCard, type CardValues } from '@portal/billing/card';
import { billingKeys } from '@portal/billing/queries';

/**
 * The card on file replaced (ADR 013, proposed): the card typed goes to the card provider only
 * (`tokeniseCard`), then PUT /payment/subscription/{id}/card carries the provider's token, one
 * key per press. The subscriptions are read again, so the details show the new card; on any
 * refusal the old card stays.
 */
export function useReplaceCard(subscriptionId: string) {
  const queries = useQueryClient();
  const account = useAccountKey();
  return useMutation({
    mutationFn: async (card: CardValues) => {
      const { token } = await tokeniseCard(card);
      const answer = await api.replaceCard({
        subscriptionId,
        token,
        idempotencyKey: newIdempotencyKey(),
      });
      return answer.payload;
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: billingKeys.subscriptions(account) }),
  });
}
