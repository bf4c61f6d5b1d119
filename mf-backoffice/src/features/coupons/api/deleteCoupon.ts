import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useUpdateCoupons } from './coupons';

/** DELETE /discount/{id} (spec §7): the coupon leaves the list. */
export function useDeleteCoupon() {
  const updateCoupons = useUpdateCoupons();
  return useMutation({
    mutationFn: (id: string) => api.deleteCoupon({ id }),
    onSuccess: (_answer, id) =>
      updateCoupons((coupons) => coupons.filter((coupon) => coupon._id !== id)),
  });
}
