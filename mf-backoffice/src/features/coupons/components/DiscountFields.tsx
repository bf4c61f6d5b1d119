import { useLingui } from '@lingui/react/macro';
import { formatCurrency, useLocale } from '@portal/i18n';
import { productLabel } from '@portal/rules';
import type { FieldBinding, FormRow } from '@portal/rules/form';
import { Button, FieldGroup, Select, TextField, VisuallyHidden } from '@portal/ui';
import { discountedPrice, DURATION_VALUES } from '../couponForm';
import { durationLabel } from '../products';

export interface DiscountFieldsProps {
  /** Its place in the coupon's list, from 1. */
  readonly number: number;
  readonly row: FormRow;
  readonly field: (column: string) => FieldBinding;
  /** The products of the chosen plans. */
  readonly products: readonly string[];
  readonly noPlan: boolean;
  readonly onRemove: () => void;
}

/** One discount: which product, how much, for how long, and what the product then costs. */
export function DiscountFields({
  number,
  row,
  field,
  products,
  noPlan,
  onRemove,
}: DiscountFieldsProps) {
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
          <VisuallyHidden> {t`desconto ${number}`}</VisuallyHidden>
        </Button>
      </div>
    </FieldGroup>
  );
}
