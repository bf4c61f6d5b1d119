import { useMutation } from '@tanstack/react-query';
import { api, type PixCharge } from '@portal/api';

export type PaymentRequest = Parameters<typeof api.checkout>[0];

/**
 * POST /payment/checkout (spec §7) under the attempt's idempotency key: the subscription, paid by
 * card (with the provider's token), by slip or by Pix (ADR 013, no token). Resolves to the slip's
 * address (null for a card or a Pix) and, for a Pix, the first charge's Pix to pay.
 */
export function usePayment() {
  return useMutation({
    mutationFn: async (
      request: PaymentRequest,
    ): Promise<{ printUrl: string | null; pix: PixCharge | null }> => {
      const answer = await api.checkout(request);
      const printUrl = answer.payload.bill.charges.find((charge) => charge.printUrl)?.printUrl;
      return { printUrl: printUrl ?? null, pix: answer.payload.pix ?? null };
    },
  });
}
