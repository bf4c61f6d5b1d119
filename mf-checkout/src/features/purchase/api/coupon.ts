import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import type { AppliedCoupon } from '../model';

/**
 * GET /payment/discounts/{planCode}/{couponCode} (spec §7): the coupon's discounts on this plan's
 * products. `invalid_discount` (unknown, or not for this cart) and any other failure reject.
 */
export function useCouponCheck() {
  return useMutation({
    mutationFn: async ({
      planCode,
      couponCode,
    }: {
      planCode: string;
      couponCode: string;
    }): Promise<AppliedCoupon> => {
      const { payload } = await api.discount({ planCode, couponCode });
      return { code: couponCode, discount: payload.discount };
    },
  });
}
