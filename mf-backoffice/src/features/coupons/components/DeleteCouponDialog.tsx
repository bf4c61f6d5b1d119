import { useLingui } from '@lingui/react/macro';
import { notifyFailure, type Coupon } from '@portal/api';
import { notify } from '@portal/notify';
import { ConfirmDialog } from '@portal/ui';
import { useDeleteCoupon } from '../api/deleteCoupon';

export interface DeleteCouponDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The coupon to delete (kept while the dialog closes). */
  readonly coupon: Coupon | null;
}

/** Spec §8: deleting a coupon asks for confirmation first. */
export function DeleteCouponDialog({ open, onOpenChange, coupon }: DeleteCouponDialogProps) {
  const { t, i18n } = useLingui();
  const remove = useDeleteCoupon();
  const code = coupon?.couponCode ?? '';

  // The dialog is busy while this runs and ignores a second confirm meanwhile.
  const confirm = async () => {
    if (!coupon) return;
    try {
      await remove.mutateAsync(coupon._id);
      notify({
        title: t`Cupom excluído`,
        description: t`O cupom ${code} não pode mais ser usado.`,
        tone: 'positive',
      });
    } catch (error) {
      notifyFailure(i18n, t`Não foi possível excluir o cupom`, error);
    } finally {
      onOpenChange(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="critical"
      title={t`Excluir o cupom ${code}?`}
      description={t`O cupom ${code} deixa de valer em novas compras. Esta ação não pode ser desfeita.`}
      confirmLabel={t`Excluir`}
      busyLabel={t`Excluindo…`}
      cancelLabel={t`Cancelar`}
      onConfirm={confirm}
    />
  );
}
