import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { countries } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { maskCnpj, maskPhone, maskCep } from '@portal/rules';
import { Button, DescriptionList, FormActions, Panel, Stack, StepHeading } from '@portal/ui';
import { maskedCardNumber, type CompanyData, type PaymentFields } from '../model';
import { STEP_HEADING_ID } from './StepForm';

export interface ReviewStepProps {
  readonly title: string;
  readonly company: CompanyData;
  readonly payment: PaymentFields;
  readonly onPrevious: () => void;
  /** Goes back to a step to change it. */
  readonly onEdit: (step: 'company' | 'payment') => void;
}

/**
 * Step 4 (spec §2.6): everything the purchase sends, read only. A card shows only its last four
 * digits; a slip or a Pix its label. The purchase is finished from the summary beside it.
 */
export function ReviewStep({ title, company, payment, onPrevious, onEdit }: ReviewStepProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const country =
    countries(locale).find((candidate) => candidate.alpha2 === company.country)?.name ??
    company.country;
  // The lookup's street often names its type already ('Avenida Paulista'): not twice.
  const withType = (type: string, name: string) =>
    !type || name.toLowerCase().startsWith(type.toLowerCase()) ? name : `${type} ${name}`;
  const street = withType(company.typeStreet, company.street);
  const neighborhood = withType(company.typeNeighborhood, company.neighborhood);
  const address = [
    `${street}, ${company.number}${company.additionalDetails ? ` – ${company.additionalDetails}` : ''}`,
    neighborhood,
    `${company.city} – ${company.state}`,
    `${maskCep(company.zipcode)}, ${country}`,
  ];

  return (
    <section aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="large">
        <StepHeading id={STEP_HEADING_ID} title={title} />
        <Panel title={t`Empresa e cobrança`} level={3}>
          <Stack gap="medium">
            <DescriptionList
              items={[
                { term: t`Razão social`, details: company.companyName },
                { term: t`CNPJ`, details: maskCnpj(company.cnpj) },
                { term: t`Inscrição municipal`, details: company.municipalRegistration },
                ...(company.stateRegistration
                  ? [{ term: t`Inscrição estadual`, details: company.stateRegistration }]
                  : []),
                { term: t`Endereço`, details: <AddressLines lines={address} /> },
                { term: t`E-mail do financeiro`, details: company.financeEmail },
                { term: t`Telefone do financeiro`, details: maskPhone(company.financePhone) },
              ]}
            />
            <div>
              <Button tone="secondary" onClick={() => onEdit('company')}>
                {t`Alterar dados da empresa`}
              </Button>
            </div>
          </Stack>
        </Panel>
        <Panel title={t`Pagamento`} level={3}>
          <Stack gap="medium">
            <DescriptionList
              items={
                payment.method === 'credit_card'
                  ? [
                      { term: t`Forma de pagamento`, details: t`Cartão de crédito` },
                      { term: t`Cartão`, details: maskedCardNumber(payment.cardNumber) },
                      { term: t`Titular`, details: payment.holderName },
                      { term: t`Validade`, details: payment.expiry },
                    ]
                  : [
                      {
                        term: t`Forma de pagamento`,
                        details: payment.method === 'pix' ? t`Pix` : t`Boleto bancário`,
                      },
                    ]
              }
            />
            <div>
              <Button tone="secondary" onClick={() => onEdit('payment')}>
                {t`Alterar pagamento`}
              </Button>
            </div>
          </Stack>
        </Panel>
        <FormActions>
          <Button tone="secondary" onClick={onPrevious}>
            {t`Anterior`}
          </Button>
          <Button disabled>{t`Próximo`}</Button>
        </FormActions>
      </Stack>
    </section>
  );
}

/** An address on several lines, as it is written on an envelope. */
function AddressLines({ lines }: { readonly lines: readonly string[] }) {
  return lines.map((line, index) => (
    <Fragment key={line}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}
