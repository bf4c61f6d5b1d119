import { Fragment } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/api';
import { applyDiscounts, type Plan } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { planLabel, productLabel } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, Inline, Panel, Stack, TextField } from '@portal/ui';
import { useCouponCheck } from '../api/coupon';
import type { AppliedCoupon } from '../model';
import * as styles from '../Checkout.css';

export const COUPON_EMPTY = msg`Digite um cupom para aplicar.`;
export const COUPON_NEEDS_PLAN = msg`Selecione um plano para verificar o cupom.`;

const couponSchema = v.object({ couponCode: v.pipe(v.string(), v.trim(), v.toUpperCase()) });

export interface OrderSummaryProps {
  /** Null until a plan is chosen on step 1. */
  readonly plan: Plan | null;
  readonly coupon: AppliedCoupon | null;
  readonly onCoupon: (coupon: AppliedCoupon | null) => void;
  /** Finish purchase: available on the last step only. */
  readonly canFinish: boolean;
  readonly finishing: boolean;
  readonly onFinish: () => void;
  /** Cancel checkout, when spec §2.6 offers it (onboarding unfinished, subscription valid). */
  readonly onCancel?: () => void;
}

/**
 * The side summary (spec §2.6): the plan, its products and prices, the coupon box, subtotal,
 * each product's discount, the total (domain arithmetic), finish purchase and cancel.
 */
export function OrderSummary({
  plan,
  coupon,
  onCoupon,
  canFinish,
  finishing,
  onFinish,
  onCancel,
}: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (value: number) => formatCurrency(value, locale);
  const check = useCouponCheck();
  const form = useRuleForm(
    couponSchema,
    { couponCode: coupon?.code ?? '' },
    // A refused coupon (invalid_discount) or a failed check shows on the coupon field (spec §5).
    { refusals: (error) => ({ couponCode: errorMessage(error) }) },
  );

  const apply = async ({ couponCode }: { couponCode: string }) => {
    if (!couponCode) return form.refuse({ couponCode: COUPON_EMPTY });
    if (!plan) return form.refuse({ couponCode: COUPON_NEEDS_PLAN });
    onCoupon(await check.mutateAsync({ planCode: plan.planCode, couponCode }));
  };

  const couponCode = coupon?.code;
  const cart = plan ? applyDiscounts(plan.products, coupon?.discount ?? []) : null;

  return (
    <Panel title={t`Resumo da compra`}>
      <Stack gap="medium">
        {plan && cart ? (
          <>
            <p>
              <strong>{planLabel(plan, i18n)}</strong>
            </p>
            <dl className={styles.summaryLines}>
              {plan.products.map((product) => (
                <Fragment key={product.code}>
                  <dt>{productLabel(product.code, i18n)}</dt>
                  <dd className={styles.amount}>{money(product.price)}</dd>
                </Fragment>
              ))}
              <dt>{t`Subtotal`}</dt>
              <dd className={styles.amount}>{money(plan.total)}</dd>
              {cart.items
                .filter((item) => item.discount > 0)
                .map((item) => {
                  const name = productLabel(item.code, i18n);
                  return (
                    <Fragment key={item.code}>
                      <dt>{t`Desconto em ${name}`}</dt>
                      <dd className={styles.discount}>{`− ${money(item.discount)}`}</dd>
                    </Fragment>
                  );
                })}
              <dt className={styles.total}>{t`Total por mês`}</dt>
              <dd className={`${styles.amount} ${styles.total}`} aria-live="polite">
                {money(cart.total)}
              </dd>
            </dl>
          </>
        ) : (
          <p>{t`Escolha um plano para ver o valor.`}</p>
        )}
        {couponCode ? (
          <Inline gap="small" align="center">
            <span>{t`Cupom ${couponCode} aplicado.`}</span>
            <Button tone="ghost" onClick={() => onCoupon(null)}>
              {t`Remover cupom`}
            </Button>
          </Inline>
        ) : (
          <form {...form.props(apply)} aria-label={t`Cupom de desconto`}>
            <Stack gap="small">
              <TextField
                label={t`Cupom de desconto`}
                mask="couponCode"
                autoComplete="off"
                {...form.field('couponCode')}
              />
              <div>
                <Button
                  type="submit"
                  tone="secondary"
                  busy={form.submitting}
                  busyLabel={t`Verificando o cupom…`}
                >
                  {t`Aplicar cupom`}
                </Button>
              </div>
            </Stack>
          </form>
        )}
        <Button
          onClick={onFinish}
          disabled={!canFinish}
          busy={finishing}
          busyLabel={t`Finalizando a compra…`}
        >
          {t`Finalizar compra`}
        </Button>
        {!canFinish ? (
          <p>{t`Confira os dados na etapa de finalização para concluir a compra.`}</p>
        ) : null}
        {onCancel ? (
          <Button tone="ghost" onClick={onCancel}>
            {t`Cancelar checkout`}
          </Button>
        ) : null}
      </Stack>
    </Panel>
  );
}
