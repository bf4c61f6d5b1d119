import { useLingui } from '@lingui/react/macro';
import { applyDiscounts, type Plan } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { planLabel, productLabel } from '@portal/rules';
import { AmountList, BottomSheet, Button, type AmountLine } from '@portal/ui';
import type { AppliedCoupon } from '../model';
import { CouponBox } from './CouponBox';

export interface OrderSummaryProps {
  /** Null until a plan is chosen on step 1. */
  readonly plan: Plan | null;
  readonly coupon: AppliedCoupon | null;
  readonly onCoupon: (coupon: AppliedCoupon | null) => void;
  /** Finish purchase: available on the last step only. */
  readonly canFinish: boolean;
  readonly finishing: boolean;
  /** Bought, its Pix still to pay (ADR 013): nothing left to finish here. */
  readonly awaitingPix?: boolean;
  readonly onFinish: () => void;
  /** Cancel checkout, where the purchase path's rule offers it (a paid plan chosen, nothing paid). */
  readonly onCancel?: () => void;
}

/**
 * The side summary (spec §2.6): the plan, its products and prices, the coupon box, subtotal,
 * each product's discount, the total (domain arithmetic), finish purchase and cancel. The kit's
 * `BottomSheet` lays it out: beside the steps on a desk; below `wide` a bar at the bottom of the
 * screen with the total (which opens the whole summary) and finish purchase.
 */
export function OrderSummary({
  plan,
  coupon,
  onCoupon,
  canFinish,
  finishing,
  awaitingPix = false,
  onFinish,
  onCancel,
}: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (value: number) => formatCurrency(value, locale);
  const cart = plan ? applyDiscounts(plan.products, coupon?.discount ?? []) : null;

  const lines = (chosen: Plan, total: NonNullable<typeof cart>): AmountLine[] => [
    ...chosen.products.map((product) => ({
      key: product.code,
      name: productLabel(product.code, i18n),
      amount: money(product.price),
    })),
    { key: 'subtotal', name: t`Subtotal`, amount: money(chosen.total) },
    ...total.items
      .filter((item) => item.discount > 0)
      .map((item) => {
        const name = productLabel(item.code, i18n);
        return {
          key: `discount-${item.code}`,
          name: t`Desconto em ${name}`,
          amount: `− ${money(item.discount)}`,
          kind: 'positive' as const,
        };
      }),
    { key: 'total', name: t`Total por mês`, amount: money(total.total), kind: 'total', live: true },
  ];

  return (
    <BottomSheet
      title={t`Resumo da compra`}
      label={cart ? t`Total por mês` : t`Resumo da compra`}
      value={cart ? money(cart.total) : undefined}
      action={
        <Button
          onClick={onFinish}
          disabled={!canFinish || awaitingPix}
          busy={finishing}
          busyLabel={t`Finalizando a compra…`}
        >
          {t`Finalizar compra`}
        </Button>
      }
      footer={
        <>
          {awaitingPix ? (
            <p>{t`Compra registrada: ela termina assim que o Pix for pago.`}</p>
          ) : !canFinish ? (
            <p>{t`Confira os dados na etapa de finalização para concluir a compra.`}</p>
          ) : null}
          {onCancel ? (
            <Button tone="ghost" onClick={onCancel}>
              {t`Cancelar checkout`}
            </Button>
          ) : null}
        </>
      }
    >
      {plan && cart ? (
        <>
          <p>
            <strong>{planLabel(plan, i18n)}</strong>
          </p>
          <AmountList lines={lines(plan, cart)} />
        </>
      ) : (
        <p>{t`Escolha um plano para ver o valor.`}</p>
      )}
      <CouponBox plan={plan} coupon={coupon} onCoupon={onCoupon} />
    </BottomSheet>
  );
}
