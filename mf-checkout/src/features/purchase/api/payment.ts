import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';

export type PaymentRequest = Parameters<typeof api.checkout>[0];

/**
 * POST /payment/checkout (spec §7) under the attempt's idempotency key: the subscription, paid by
 * card (with the provider's token) or by slip. Resolves to the slip's address (null for a card).
 */
export function usePayment() {
  return useMutation({
    mutationFn: async (request: PaymentRequest): Promise<{ printUrl: string | null }> => {
      const answer = await api.checkout(request);
      const printUrl = answer.payload.bill.charges.find((charge) => charge.printUrl)?.printUrl;
      return { printUrl: printUrl ?? null };
    },
  });
}
