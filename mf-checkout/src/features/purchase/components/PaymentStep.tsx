import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  cardBrand,
  cardNumberMask,
  cvvMask,
  expiryMask,
  holderNameMask,
  holderTaxIdMask,
} from '@portal/rules';
import { useFeatureFlag } from '@portal/config';
import { useRuleForm } from '@portal/rules/form';
import { FieldGroup, RadioGroup, TextField } from '@portal/ui';
import type { CardRefusals } from '../usePurchase';
import { CARD_FIELDS, EMPTY_PAYMENT, paymentSchema, type PaymentFields } from '../model';
import { problemsOf } from '../problems';
import { CardBrandMark } from './CardBrandMark';
import { StepForm } from './StepForm';

export interface PaymentStepProps {
  readonly title: string;
  readonly initial: PaymentFields;
  /** The card provider's refusals of the last purchase, put on their fields. */
  readonly refusals?: CardRefusals | null;
  readonly onValues: (values: PaymentFields) => void;
  readonly onNext: (payment: PaymentFields) => void;
  readonly onPrevious: () => void;
}

/**
 * Step 3 (spec §2.6, §4 Payment): the method starts unchosen; a bank slip is enough at once
 * (and clears the card), a card needs its five fields. With the checkout-pix flag, Pix is a third
 * method, enough at once as a slip (ADR 013); without it, nothing of Pix shows.
 */
export function PaymentStep({
  title,
  initial,
  refusals,
  onValues,
  onNext,
  onPrevious,
}: PaymentStepProps) {
  const { t } = useLingui();
  const pixOn = useFeatureFlag('checkout-pix');
  // A Pix kept from when the flag was on is no choice now.
  const form = useRuleForm(
    paymentSchema,
    initial.method === 'pix' && !pixOn ? { ...initial, method: '' } : initial,
  );

  useEffect(() => {
    onValues(form.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.values]);

  useEffect(() => {
    if (refusals && Object.keys(refusals).length > 0) form.refuse(refusals);
    // Once, as the step comes back with the provider's answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  const method = form.choice('method');
  const card = form.values.method === 'credit_card';
  const labels: Partial<Record<keyof PaymentFields, string>> = {
    method: t`Forma de pagamento`,
    ...(card
      ? {
          holderName: t`Nome do titular (como no cartão)`,
          cardNumber: t`Número do cartão`,
          holderTaxId: t`CPF ou CNPJ do titular`,
          expiry: t`Validade (MM/AA)`,
          cvv: t`CVV`,
        }
      : {}),
  };
  const brand = cardBrand(form.values.cardNumber);

  return (
    <StepForm
      title={title}
      form={form.props((payment) => onNext({ ...EMPTY_PAYMENT, ...payment }))}
      problems={problemsOf(form, labels)}
      blocked={!form.valid}
      onPrevious={onPrevious}
    >
      <RadioGroup
        {...method}
        label={labels.method ?? ''}
        options={[
          { value: 'credit_card', label: t`Cartão de crédito` },
          {
            value: 'bank_slip',
            label: t`Boleto bancário`,
            description: t`O pagamento por boleto pode levar até 3 dias úteis para ser reconhecido.`,
          },
          ...(pixOn
            ? [
                {
                  value: 'pix',
                  label: t`Pix`,
                  description: t`Pague na hora com o QR Code ou o código copia e cola; o plano começa assim que o pagamento for confirmado.`,
                },
              ]
            : []),
        ]}
        onChange={(value) => {
          // A slip or a Pix needs no card: what was typed of it goes, and so do its messages.
          if (value !== 'credit_card') {
            for (const field of CARD_FIELDS) {
              form.set(field, '');
            }
          }
          method.onChange(value);
        }}
      />
      {card ? (
        <FieldGroup legend={t`Dados do cartão`} columns>
          <TextField
            label={labels.holderName ?? ''}
            mask={holderNameMask}
            autoComplete="cc-name"
            {...form.field('holderName')}
          />
          <TextField
            label={labels.cardNumber ?? ''}
            mask={cardNumberMask}
            autoComplete="cc-number"
            description={<CardBrandMark brand={brand} />}
            {...form.field('cardNumber')}
          />
          <TextField
            label={labels.holderTaxId ?? ''}
            mask={holderTaxIdMask}
            {...form.field('holderTaxId')}
          />
          <TextField
            label={labels.expiry ?? ''}
            mask={expiryMask}
            autoComplete="cc-exp"
            {...form.field('expiry')}
          />
          <TextField
            label={labels.cvv ?? ''}
            mask={cvvMask}
            autoComplete="cc-csc"
            {...form.field('cvv')}
          />
        </FieldGroup>
      ) : null}
    </StepForm>
  );
}
