import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Coupon } from '@portal/api';
import { Button, LoadFailure } from '@portal/ui';
import { BackofficeLayout } from '../../shared/BackofficeLayout';
import { titles } from '../../titles';
import { useCoupons } from './api/coupons';
import { CouponDetailsDialog } from './components/CouponDetailsDialog';
import { CouponsTable } from './components/CouponsTable';
import { CreateCouponDialog } from './components/CreateCouponDialog';
import { DeleteCouponDialog } from './components/DeleteCouponDialog';
import { EditCouponCodeDialog } from './components/EditCouponCodeDialog';

const NO_COUPONS: readonly Coupon[] = [];

/** A dialog about one coupon: the coupon stays while the dialog closes, so its texts do not jump. */
function useCouponDialog() {
  const [state, setState] = useState<{ open: boolean; coupon: Coupon | null }>({
    open: false,
    coupon: null,
  });
  return {
    ...state,
    openFor: (coupon: Coupon) => setState({ open: true, coupon }),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

/**
 * Spec 2.8, /gestao-de-empresas/cupons (provider administrators): the discount coupons, 10 a
 * page, with creating one, its details, a new code, and deleting it after a confirmation.
 */
export default function CouponsPage() {
  const { t, i18n } = useLingui();
  const coupons = useCoupons();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const details = useCouponDialog();
  const editing = useCouponDialog();
  const deleting = useCouponDialog();

  return (
    <BackofficeLayout
      section="coupons"
      title={i18n._(titles.coupons)}
      description={t`Descontos que os clientes aplicam ao contratar um plano.`}
      actions={<Button onClick={() => setCreating(true)}>{t`Criar cupom`}</Button>}
    >
      {coupons.isError ? (
        <LoadFailure title={t`Não foi possível resgatar os cupons.`} query={coupons} />
      ) : (
        <CouponsTable
          coupons={coupons.data ?? NO_COUPONS}
          loading={coupons.isPending}
          page={page}
          onPageChange={setPage}
          onDetails={details.openFor}
          onEditCode={editing.openFor}
          onDelete={deleting.openFor}
        />
      )}

      <CreateCouponDialog open={creating} onOpenChange={setCreating} />
      <CouponDetailsDialog
        open={details.open}
        onOpenChange={details.onOpenChange}
        coupon={details.coupon}
      />
      <EditCouponCodeDialog
        open={editing.open}
        onOpenChange={editing.onOpenChange}
        coupon={editing.coupon}
      />
      <DeleteCouponDialog
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        coupon={deleting.coupon}
      />
    </BackofficeLayout>
  );
}
