import { useMutation } from '@tanstack/react-query';
import { api, newIdempotencyKey, type PixCharge } from '@portal/api';

/**
 * POST /payment/charges/{chargeId}/pix (ADR 013, proposed), the same call as billing's "Pagar com
 * Pix": the open Pix of a purchase's charge, or a new one once it expired ("Gerar novo código").
 * Each press its own key: the backend answers the open Pix whatever the key.
 */
export function useChargePix() {
  return useMutation({
    mutationFn: async (chargeId: string): Promise<PixCharge> =>
      (await api.createPix({ chargeId, idempotencyKey: newIdempotencyKey() })).payload,
  });
}
