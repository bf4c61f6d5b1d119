import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useCouponsKey } from './coupons';

/** GET /discount/?id: one coupon, read afresh for its details (spec §7). */
export function useCoupon(id: string) {
  return useQuery({
    queryKey: [...useCouponsKey(), id],
    queryFn: async () => (await api.getCoupon({ id })).payload,
  });
}
