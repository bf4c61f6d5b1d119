import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CardFields, useCardLabels } from '@portal/billing/card';
import { useFeatureFlag } from '@portal/config';
import { useRuleForm } from '@portal/rules/form';
import { RadioGroup } from '@portal/ui';
import type { CardRefusals } from '../usePurchase';
import { CARD_FIELDS, EMPTY_PAYMENT, paymentSchema, type PaymentFields } from '../model';
import { problemsOf } from '../problems';
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
  const cardLabels = useCardLabels();
  const labels: Partial<Record<keyof PaymentFields, string>> = {
    method: t`Forma de pagamento`,
    ...(card ? cardLabels : {}),
  };

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
      {card ? <CardFields field={form.field} /> : null}
    </StepForm>
  );
}
