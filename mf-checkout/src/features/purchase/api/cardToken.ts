import { useMutation } from '@tanstack/react-query';
import { tokeniseCard } from '@portal/billing/card';
import type { PaymentFields } from '../model';

/**
 * The card provider's token for the card typed at the payment step (spec §7, cardToken): the
 * card's number and CVV go to the provider only, the purchase carries the token. A refusal
 * rejects with the provider's refused parameters (`card-rejected`, see usePurchase).
 */
export function useCardToken() {
  return useMutation({
    mutationFn: async (payment: PaymentFields): Promise<string> =>
      (await tokeniseCard(payment)).token,
  });
}
