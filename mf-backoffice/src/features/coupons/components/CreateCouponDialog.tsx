import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, isApiError, notifyFailure } from '@portal/api';
import { TIERS } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { planLabel, productLabel } from '@portal/rules';
import { FORM_ERROR, useRuleForm, type FieldBinding, type FormRow } from '@portal/rules/form';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FieldGroup,
  FormActions,
  Select,
  Stack,
  TextField,
  visuallyHidden,
} from '@portal/ui';
import { useCreateCoupon } from '../api/createCoupon';
import {
  chosenPlans,
  couponChecks,
  couponDefinition,
  couponSchema,
  type CouponOutput,
  discountedPrice,
  DURATION_VALUES,
  EMPTY_DISCOUNT,
  planField,
  START_FIELDS,
} from '../couponForm';
import { durationLabel, PLANS_BY_TIER, productsOfPlans } from '../products';

export interface CreateCouponDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** "Criar cupom": the code, the plans it is valid on and a discount per product (spec §5). */
export function CreateCouponDialog({ open, onOpenChange }: CreateCouponDialogProps) {
  const { t } = useLingui();
  const create = useCreateCoupon();
  return (
    <Dialog
      open={open}
      // While the coupon is being created the dialog stays, so the outcome has somewhere to show.
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title={t`Criar cupom`}
      description={t`O cupom vale nos planos marcados e desconta cada produto escolhido pelo número de meses indicado.`}
    >
      {/* Mounted only while open: each opening starts with an empty form. */}
      <CreateCouponForm create={create} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CreateCouponForm({
  create,
  onClose,
}: {
  readonly create: ReturnType<typeof useCreateCoupon>;
  readonly onClose: () => void;
}) {
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
    notify({
      title: t`Cupom criado`,
      description: t`O cupom ${code} já pode ser usado nos planos escolhidos.`,
      tone: 'positive',
    });
    onClose();
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        {form.formError ? (
          <Alert
            tone="critical"
            title={t`Ocorreu um erro ao criar o cupom de desconto.`}
            description={form.formError}
          />
        ) : null}
        <TextField
          label={t`Código do cupom`}
          description={t`Mais de 3 caracteres, em letras maiúsculas.`}
          mask="couponCode"
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
        <FormActions>
          <Button tone="ghost" disabled={form.submitting} onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button
            type="submit"
            unavailable={!form.valid}
            busy={form.submitting}
            busyLabel={t`Criando cupom…`}
          >
            {t`Criar cupom`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

/** One discount: which product, how much, for how long, and what the product then costs. */
function DiscountFields({
  number,
  row,
  field,
  products,
  noPlan,
  onRemove,
}: {
  readonly number: number;
  readonly row: FormRow;
  readonly field: (column: string) => FieldBinding;
  /** The products of the chosen plans. */
  readonly products: readonly string[];
  readonly noPlan: boolean;
  readonly onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const chosen = row.productCode ?? '';
  // A product no longer in the chosen plans stays listed, so its message makes sense.
  const productCodes = chosen && !products.includes(chosen) ? [...products, chosen] : products;
  const prices = discountedPrice(row);
  const price = prices ? formatCurrency(prices.price, locale) : '';
  const discounted = prices ? formatCurrency(prices.discounted, locale) : '';

  return (
    <FieldGroup legend={t`Desconto ${number}`} columns>
      <Select
        label={t`Produto`}
        required
        placeholder={noPlan ? t`Marque um plano primeiro` : t`Selecione o produto`}
        options={productCodes.map((code) => ({ value: code, label: productLabel(code, i18n) }))}
        {...field('productCode')}
      />
      <TextField
        label={t`Desconto (%)`}
        description={prices ? t`${discounted} por mês, em vez de ${price}` : undefined}
        autoComplete="off"
        inputMode="decimal"
        required
        {...field('discountPercentage')}
      />
      <Select
        label={t`Duração`}
        required
        placeholder={t`Selecione a duração`}
        options={DURATION_VALUES.map((value) => ({
          value,
          label: durationLabel(Number(value), i18n),
        }))}
        {...field('cycles')}
      />
      <div>
        <Button tone="ghost" onClick={onRemove}>
          {t`Remover`}
          <span className={visuallyHidden}> {t`desconto ${number}`}</span>
        </Button>
      </div>
    </FieldGroup>
  );
}
