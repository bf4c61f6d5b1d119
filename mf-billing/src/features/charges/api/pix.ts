import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, type PixCharge } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { billingKeys } from '@portal/billing/queries';
import { usePixCharge } from '@portal/billing/pix';
import { remote } from '../../../remote';

/**
 * POST /payment/charges/{chargeId}/pix (ADR 013, proposed): the charge's Pix, a new one or the
 * open one it has; each press its own key (the backend answers an open Pix whatever the key).
 */
export function useCreatePix(chargeId: string) {
  return useMutation({
    mutationFn: () =>
      remote.logged('create-pix', async () => {
        const answer = await api.createPix({ chargeId, idempotencyKey: newIdempotencyKey() });
        return answer.payload;
      }),
  });
}

/**
 * The Pix `issued` as the backend knows it now, read again while it is pending and shown
 * (`usePixCharge` of `@portal/billing/pix`). Once it is paid, the subscriptions and their charges
 * are read again: the charge shows paid, and what was owed goes.
 */
export function usePix(issued: PixCharge | undefined): PixCharge | undefined {
  const account = useAccountKey();
  const queries = useQueryClient();
  const data = usePixCharge(issued);
  const paid = data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void queries.invalidateQueries({ queryKey: billingKeys.subscriptions(account) });
    void queries.invalidateQueries({ queryKey: billingKeys.billHistories(account) });
  }, [paid, queries, account]);
  return data;
}
