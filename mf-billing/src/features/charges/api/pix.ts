import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, type PixCharge } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { billingKeys } from '@portal/billing/queries';
import { remote } from '../../../remote';

/** How often an open Pix is read again while it is shown (ADR 013: confirmation by polling). */
export const PIX_POLL_MS = 2000;

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
 * The Pix `issued` as the backend knows it now: read again every PIX_POLL_MS while it is pending
 * and shown (not while the tab is hidden; never once it is paid or expired, or unmounted). Once it
 * is paid, the subscriptions and their charges are read again: the charge shows paid, and what
 * was owed goes.
 */
export function usePix(issued: PixCharge | undefined): PixCharge | undefined {
  const account = useAccountKey();
  const queries = useQueryClient();
  const { data } = useQuery({
    queryKey: [...account, 'pix', issued?.pixId ?? ''],
    queryFn: async () => (await api.pix({ pixId: issued!.pixId })).payload,
    enabled: issued !== undefined,
    initialData: issued,
    // What the create answered is fresh for one poll.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: PIX_POLL_MS,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PIX_POLL_MS : false),
    refetchIntervalInBackground: false,
    // A failed read is tried again at the next poll.
    retry: false,
  });
  const paid = data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void queries.invalidateQueries({ queryKey: billingKeys.subscriptions(account) });
    void queries.invalidateQueries({ queryKey: billingKeys.billHistories(account) });
  }, [paid, queries, account]);
  return data;
}
