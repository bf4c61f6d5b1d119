import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/api';
import type { Plan } from '@portal/domain';
import { useRuleForm } from '@portal/rules/form';
import { Button, Inline, Stack, TextField } from '@portal/ui';
import { useCouponCheck } from '../api/coupon';
import type { AppliedCoupon } from '../model';
import { couponCodeMask } from '@portal/rules';

export const COUPON_EMPTY = msg`Digite um cupom para aplicar.`;
export const COUPON_NEEDS_PLAN = msg`Selecione um plano para verificar o cupom.`;

const couponSchema = v.object({ couponCode: v.pipe(v.string(), v.trim(), v.toUpperCase()) });

export interface CouponBoxProps {
  /** Null until a plan is chosen: a coupon is checked against the plan's products. */
  readonly plan: Plan | null;
  readonly coupon: AppliedCoupon | null;
  readonly onCoupon: (coupon: AppliedCoupon | null) => void;
}

/**
 * The order summary's coupon (spec §2.6): a field and Apply, checked at the server for the
 * chosen plan; once applied, its code and Remove.
 */
export function CouponBox({ plan, coupon, onCoupon }: CouponBoxProps) {
  const { t } = useLingui();
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
  if (couponCode) {
    return (
      <Inline gap="small" align="center">
        <span>{t`Cupom ${couponCode} aplicado.`}</span>
        <Button tone="ghost" onClick={() => onCoupon(null)}>
          {t`Remover cupom`}
        </Button>
      </Inline>
    );
  }
  return (
    <form {...form.props(apply)} aria-label={t`Cupom de desconto`}>
      <Stack gap="small">
        <TextField
          label={t`Cupom de desconto`}
          mask={couponCodeMask}
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
  );
}
