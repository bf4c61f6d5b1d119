import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, isApiError, notifyFailure } from '@portal/api';
import { TIERS } from '@portal/domain';
import { couponCodeMask, planLabel } from '@portal/rules';
import { FORM_ERROR, useRuleForm } from '@portal/rules/form';
import {
  Alert,
  Button,
  Checkbox,
  FieldGroup,
  FormDialog,
  FormDialogForm,
  TextField,
} from '@portal/ui';
import { useCreateCoupon } from '../api/createCoupon';
import {
  chosenPlans,
  couponChecks,
  couponDefinition,
  couponSchema,
  type CouponOutput,
  EMPTY_DISCOUNT,
  planField,
  START_FIELDS,
} from '../couponForm';
import { PLANS_BY_TIER, productsOfPlans } from '../products';
import { DiscountFields } from './DiscountFields';

export interface CreateCouponDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** "Criar cupom": the code, the plans it is valid on and a discount per product (spec §5). */
export function CreateCouponDialog({ open, onOpenChange }: CreateCouponDialogProps) {
  const { t } = useLingui();
  const create = useCreateCoupon();
  return (
    <FormDialog
      open={open}
      // While the coupon is being created the dialog stays, so the outcome has somewhere to show.
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title={t`Criar cupom`}
      description={t`O cupom vale nos planos marcados e desconta cada produto escolhido pelo número de meses indicado.`}
    >
      {/* Mounted only while open: each opening starts with an empty form. */}
      <CreateCouponForm create={create} />
    </FormDialog>
  );
}

function CreateCouponForm({ create }: { readonly create: ReturnType<typeof useCreateCoupon> }) {
  const { t, i18n } = useLingui();
  // Everything typed stays when the server refuses; the dialog stays open with the reason.
  const form = useRuleForm(couponSchema, START_FIELDS, {
    checks: couponChecks,
    refusals: (error) => {
      if (!isApiError(error)) return undefined;
      // Another coupon has the code (the sandbox and the backend answer 409).
      if (error.status === 409) return { couponCode: msg`Já existe um cupom com este código.` };
      // A rule the server holds and this form does not know: said in the dialog.
      if (error.status === 400) return { [FORM_ERROR]: errorMessage(error) };
      return undefined;
    },
    onFailure: (error) =>
      notifyFailure(i18n, t`Ocorreu um erro ao criar o cupom de desconto.`, error),
  });
  const discounts = form.list('discounts');
  const plans = chosenPlans(form.values);

  const send = async (output: CouponOutput) => {
    const { payload } = await create.mutateAsync(couponDefinition(output));
    const code = payload.couponCode;
    return {
      title: t`Cupom criado`,
      description: t`O cupom ${code} já pode ser usado nos planos escolhidos.`,
      tone: 'positive' as const,
    };
  };

  return (
    <FormDialogForm
      form={form}
      onSubmit={send}
      requireChange={false}
      errorTitle={t`Ocorreu um erro ao criar o cupom de desconto.`}
      submitLabel={t`Criar cupom`}
      busyLabel={t`Criando cupom…`}
    >
      <TextField
        label={t`Código do cupom`}
        description={t`Mais de 3 caracteres, em letras maiúsculas.`}
        mask={couponCodeMask}
        autoComplete="off"
        required
        {...form.field('couponCode')}
      />
      <FieldGroup legend={t`Planos em que o cupom vale`}>
        {PLANS_BY_TIER.map(({ tier, codes }) => (
          <FieldGroup key={tier} legend={TIERS[tier].name}>
            {codes.map((code) => (
              <Checkbox
                key={code}
                label={`${planLabel(code, i18n)} (${code})`}
                {...form.checkbox(planField(code))}
              />
            ))}
          </FieldGroup>
        ))}
      </FieldGroup>
      <FieldGroup legend={t`Descontos por produto`}>
        {discounts.rows.map((row, index) => (
          <DiscountFields
            key={row.key}
            number={index + 1}
            row={form.values.discounts[index] ?? EMPTY_DISCOUNT}
            field={row.field}
            products={productsOfPlans(plans)}
            noPlan={plans.length === 0}
            onRemove={() => discounts.remove(index)}
          />
        ))}
        {discounts.error ? <Alert tone="critical" title={discounts.error} /> : null}
        <div>
          <Button tone="secondary" onClick={() => discounts.append(EMPTY_DISCOUNT)}>
            {t`Adicionar desconto`}
          </Button>
        </div>
      </FieldGroup>
    </FormDialogForm>
  );
}
