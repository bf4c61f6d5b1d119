import { useLingui } from '@lingui/react/macro';
import type { Coupon } from '@portal/api';
import { useLocale } from '@portal/i18n';
import { planLabel } from '@portal/rules';
import { EmptyState, PagedTable, Stack, type TableColumn, type TablePaging } from '@portal/ui';
import { discountLabel } from '../products';

/** Spec §9: the coupons list shows 10 coupons a page. */
export const COUPONS_PAGE_SIZE = 10;

export interface CouponsTableProps extends TablePaging {
  readonly coupons: readonly Coupon[];
  readonly onDetails: (coupon: Coupon) => void;
  readonly onEditCode: (coupon: Coupon) => void;
  readonly onDelete: (coupon: Coupon) => void;
}

/** The coupons, 10 a page: code, plans, discounts, and the actions on each. */
export function CouponsTable({
  coupons,
  onDetails,
  onEditCode,
  onDelete,
  ...paging
}: CouponsTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const caption = t`Cupons de desconto`;

  const columns: TableColumn<Coupon>[] = [
    { key: 'code', header: t`Código`, rowHeader: true, cell: (coupon) => coupon.couponCode },
    {
      key: 'plans',
      header: t`Planos`,
      cell: (coupon) => (
        <Stack as="ul" gap="xxsmall">
          {coupon.validOnPlans.map((code) => (
            <li key={code}>{planLabel(code, i18n)}</li>
          ))}
        </Stack>
      ),
    },
    {
      key: 'discounts',
      header: t`Descontos`,
      cell: (coupon) => (
        <Stack as="ul" gap="xxsmall">
          {coupon.discount.map((discount) => (
            <li key={discount.productCode}>{discountLabel(discount, i18n, locale)}</li>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <PagedTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={coupons}
      rowKey={(coupon) => coupon._id}
      {...paging}
      empty={
        <EmptyState
          title={t`Nenhum cupom cadastrado`}
          description={t`Use o botão Criar cupom para oferecer um desconto.`}
        />
      }
      pageSize={COUPONS_PAGE_SIZE}
      pagesLabel={t`Páginas de ${caption}`}
      rowActions={{
        header: t`Ações`,
        rowName: (coupon) => coupon.couponCode,
        actions: (coupon) => [
          { id: 'details', label: t`Detalhes`, onSelect: () => onDetails(coupon) },
          { id: 'code', label: t`Editar código`, onSelect: () => onEditCode(coupon) },
          { id: 'delete', label: t`Excluir`, tone: 'ghost', onSelect: () => onDelete(coupon) },
        ],
      }}
    />
  );
}
