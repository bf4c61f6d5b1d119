import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { providerExpiry, type PaymentFields } from '../model';

/**
 * The card provider's token for the card typed at the payment step (spec §7, cardToken): the
 * card's number and CVV go to the provider only, the purchase carries the token. A refusal
 * rejects with the provider's refused parameters (`card-rejected`, see usePurchase).
 */
export function useCardToken() {
  return useMutation({
    mutationFn: async (payment: PaymentFields): Promise<string> => {
      const { payment_profile: profile } = await api.cardToken({
        holder_name: payment.holderName,
        registry_code: payment.holderTaxId,
        card_expiration: providerExpiry(payment.expiry),
        card_number: payment.cardNumber,
        card_cvv: payment.cvv,
        payment_method_code: 'credit_card',
      });
      return profile.gateway_token;
    },
  });
}
