import { useMutation } from '@tanstack/react-query';
import { api, type RequestOf, type updateCoupon } from '@portal/api';
import { useUpdateCoupons, withCoupon } from './coupons';

/** PUT /discount/{id} (spec §7): only the code of a coupon changes. */
export function useUpdateCoupon() {
  const updateCoupons = useUpdateCoupons();
  return useMutation({
    mutationFn: (input: RequestOf<typeof updateCoupon>) => api.updateCoupon(input),
    onSuccess: ({ payload }) => updateCoupons((coupons) => withCoupon(coupons, payload)),
  });
}
