import { useQuery } from '@tanstack/react-query';
import { api, type PixCharge } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';

/** How often an open Pix is read again while it is shown (ADR 013: confirmation by polling). */
export const PIX_POLL_MS = 2000;

/**
 * GET /payment/pix/{pixId} (ADR 013, proposed): the Pix `issued` as the backend knows it now,
 * read again every PIX_POLL_MS while it is pending and shown (not while the tab is hidden; never
 * once it is paid or expired, or once the component is gone: leaving the page stops it). What to
 * do once it is paid is the caller's (billing reads its charges again, checkout finishes).
 */
export function usePixCharge(issued: PixCharge | undefined): PixCharge | undefined {
  const account = useAccountKey();
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
  return data;
}
