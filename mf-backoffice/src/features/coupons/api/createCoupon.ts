import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import type { CouponDefinition } from '@portal/domain';
import { useUpdateCoupons, withCoupon } from './coupons';

/** POST /discount/ (spec §7): the new coupon joins the list. */
export function useCreateCoupon() {
  const updateCoupons = useUpdateCoupons();
  return useMutation({
    mutationFn: (coupon: CouponDefinition) =>
      api.createCoupon({
        couponCode: coupon.couponCode,
        validOnPlans: [...coupon.validOnPlans],
        discount: [...coupon.discount],
      }),
    onSuccess: ({ payload }) => updateCoupons((coupons) => withCoupon(coupons, payload)),
  });
}
