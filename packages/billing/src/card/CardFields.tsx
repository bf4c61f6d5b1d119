import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  cardBrand,
  cardNumberMask,
  cvvMask,
  expiryMask,
  holderNameMask,
  holderTaxIdMask,
} from '@portal/rules';
import type { FieldBinding } from '@portal/rules/form';
import { FieldGroup, Loading, TextField } from '@portal/ui';
import type { CardField } from './card';
import { CardBrandMark } from './CardBrandMark';
import { useCardTexts } from './cardTexts';

/** The labels of a card's fields in the active language, for the fields and a form's summary. */
export function useCardLabels(): Readonly<Record<CardField, string>> {
  const { t } = useLingui();
  return {
    holderName: t`Nome do titular (como no cartão)`,
    cardNumber: t`Número do cartão`,
    holderTaxId: t`CPF ou CNPJ do titular`,
    expiry: t`Validade (MM/AA)`,
    cvv: t`CVV`,
  };
}

export interface CardFieldsProps {
  /** The form's binding of each card field (`form.field` of `useRuleForm`). */
  readonly field: (name: CardField) => FieldBinding;
}

/**
 * A card's five fields with their masks and the browser's card autofill, and the brand its
 * number shows (spec §4, §5). Checkout's payment step and "Alterar cartão" take a card so. Their
 * texts are a catalog of their own (`registerCardTexts` fetches it
 * early): until it is in, a loading line stands in their place.
 */
export function CardFields(props: CardFieldsProps) {
  return (
    <Suspense fallback={<Loading />}>
      <CardFieldsWithTexts {...props} />
    </Suspense>
  );
}

function CardFieldsWithTexts({ field }: CardFieldsProps) {
  useCardTexts();
  const { t } = useLingui();
  const labels = useCardLabels();
  const number = field('cardNumber');
  return (
    <FieldGroup legend={t`Dados do cartão`} columns>
      <TextField
        label={labels.holderName}
        mask={holderNameMask}
        autoComplete="cc-name"
        {...field('holderName')}
      />
      <TextField
        label={labels.cardNumber}
        mask={cardNumberMask}
        autoComplete="cc-number"
        description={<CardBrandMark brand={cardBrand(number.value)} />}
        {...number}
      />
      <TextField label={labels.holderTaxId} mask={holderTaxIdMask} {...field('holderTaxId')} />
      <TextField
        label={labels.expiry}
        mask={expiryMask}
        autoComplete="cc-exp"
        {...field('expiry')}
      />
      <TextField label={labels.cvv} mask={cvvMask} autoComplete="cc-csc" {...field('cvv')} />
    </FieldGroup>
  );
}
