import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Coupon } from '@portal/api';
import { signedInAccount, useAccountKey } from '@portal/api/queries';

/** The cache key of the coupons list; each coupon's details are kept below it. */
export function useCouponsKey() {
  return couponsQuery(useAccountKey()).queryKey;
}

/** GET /discount/: every coupon not deleted (spec §7). */
export function useCoupons() {
  return useQuery(couponsQuery(useAccountKey()));
}

const couponsQuery = (key: readonly [string, string]) => ({
  queryKey: [...key, 'coupons'] as const,
  queryFn: async () => (await api.listCoupons()).payload,
});

/** Starts the coupons page's first read before it opens (the route's `preload`). */
export async function prefetchCoupons(client: QueryClient): Promise<void> {
  const account = signedInAccount();
  if (account) await client.prefetchQuery(couponsQuery(account.key));
}

/**
 * After a change: the answer goes into the cached list at once (the row changes without a
 * wait), then the list and every coupon's details are read again, so what other
 * administrators changed meanwhile shows too.
 */
export function useUpdateCoupons() {
  const client = useQueryClient();
  const queryKey = useCouponsKey();
  return (update: (coupons: readonly Coupon[]) => readonly Coupon[]) => {
    client.setQueryData<readonly Coupon[]>(queryKey, (coupons) => coupons && update(coupons));
    void client.invalidateQueries({ queryKey });
  };
}

/** The list with `changed` in place of the coupon of the same id (appended when new). */
export function withCoupon(coupons: readonly Coupon[], changed: Coupon): Coupon[] {
  return coupons.some((coupon) => coupon._id === changed._id)
    ? coupons.map((coupon) => (coupon._id === changed._id ? changed : coupon))
    : [...coupons, changed];
}
