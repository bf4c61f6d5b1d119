import { useLingui } from '@lingui/react/macro';
import { couponValue } from '@portal/domain';
import type { Coupon } from '@portal/api';
import { formatCurrency, useLocale } from '@portal/i18n';
import { planLabel } from '@portal/rules';
import {
  Button,
  DescriptionList,
  Dialog,
  LoadFailure,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@portal/ui';
import { useCoupon } from '../api/coupon';
import { discountLabel, productPrice } from '../products';

export interface CouponDetailsDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The coupon shown (kept while the dialog closes); its details are read afresh. */
  readonly coupon: Coupon | null;
}

/** A coupon as the server has it now (GET /discount/?id): its plans and its discounts. */
export function CouponDetailsDialog({ open, onOpenChange, coupon }: CouponDetailsDialogProps) {
  const { t } = useLingui();
  const code = coupon?.couponCode ?? '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Cupom ${code}`}
      actions={
        <Button tone="secondary" onClick={() => onOpenChange(false)}>
          {t`Fechar`}
        </Button>
      }
    >
      {coupon ? <CouponDetails key={coupon._id} id={coupon._id} /> : null}
    </Dialog>
  );
}

function CouponDetails({ id }: { readonly id: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const coupon = useCoupon(id);

  if (coupon.isError) {
    return <LoadFailure title={t`Não foi possível resgatar o cupom.`} query={coupon} />;
  }
  if (!coupon.data) {
    return (
      <SkeletonGroup label={t`Carregando o cupom…`}>
        <Stack>
          <Skeleton width="medium" />
          <Skeleton lines={4} />
          <Skeleton lines={2} />
        </Stack>
      </SkeletonGroup>
    );
  }

  const { couponCode, validOnPlans, discount } = coupon.data;
  return (
    <DescriptionList
      items={[
        { term: t`Código`, details: couponCode },
        {
          term: t`Planos`,
          details: (
            <Stack as="ul" gap="xxsmall">
              {validOnPlans.map((code) => (
                <li key={code}>{`${planLabel(code, i18n)} (${code})`}</li>
              ))}
            </Stack>
          ),
        },
        {
          term: t`Descontos`,
          details: (
            <Stack as="ul" gap="xsmall">
              {discount.map((rule) => {
                const value = productPrice(rule.productCode);
                const price = value === null ? '' : formatCurrency(value, locale);
                const discounted =
                  value === null
                    ? ''
                    : formatCurrency(value - couponValue(value, rule.discountPercentage), locale);
                return (
                  <li key={rule.productCode}>
                    <span>{discountLabel(rule, i18n, locale)}</span>
                    {value === null ? null : (
                      <>
                        <br />
                        <span>{t`${discounted} por mês, em vez de ${price}`}</span>
                      </>
                    )}
                  </li>
                );
              })}
            </Stack>
          ),
        },
      ]}
    />
  );
}
