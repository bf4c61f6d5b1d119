import { useLingui } from '@lingui/react/macro';
import type { Coupon } from '@portal/api';
import { useLocale } from '@portal/i18n';
import { planLabel } from '@portal/rules';
import {
  Button,
  EmptyState,
  Inline,
  Pagination,
  paginate,
  Stack,
  Table,
  type TableColumn,
  visuallyHidden,
} from '@portal/ui';
import { discountLabel } from '../products';

/** Spec §9: the coupons list shows 10 coupons a page. */
export const COUPONS_PAGE_SIZE = 10;

export interface CouponsTableProps {
  readonly coupons: readonly Coupon[];
  readonly loading: boolean;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly onDetails: (coupon: Coupon) => void;
  readonly onEditCode: (coupon: Coupon) => void;
  readonly onDelete: (coupon: Coupon) => void;
}

/** The coupons, 10 a page: code, plans, discounts, and the actions on each. */
export function CouponsTable({
  coupons,
  loading,
  page,
  onPageChange,
  onDetails,
  onEditCode,
  onDelete,
}: CouponsTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const slice = paginate(coupons, page, COUPONS_PAGE_SIZE);
  const caption = t`Cupons de desconto`;

  // Visible text names the action; the hidden part says whose row it is when tabbing alone.
  const about = (coupon: Coupon) => (
    <span className={visuallyHidden}>{` (${coupon.couponCode})`}</span>
  );

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
    {
      key: 'actions',
      header: t`Ações`,
      cell: (coupon) => (
        <Inline gap="xsmall">
          <Button tone="secondary" onClick={() => onDetails(coupon)}>
            {t`Detalhes`}
            {about(coupon)}
          </Button>
          <Button tone="secondary" onClick={() => onEditCode(coupon)}>
            {t`Editar código`}
            {about(coupon)}
          </Button>
          <Button tone="ghost" onClick={() => onDelete(coupon)}>
            {t`Excluir`}
            {about(coupon)}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack>
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rows={slice.rows}
        rowKey={(coupon) => coupon._id}
        loading={loading}
        empty={
          <EmptyState
            title={t`Nenhum cupom cadastrado`}
            description={t`Use o botão Criar cupom para oferecer um desconto.`}
          />
        }
      />
      <Pagination
        page={slice.page}
        pageCount={slice.pageCount}
        onPageChange={onPageChange}
        label={t`Páginas de ${caption}`}
      />
    </Stack>
  );
}
