import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BRAZILIAN_STATES, countries, NEIGHBORHOOD_TYPES, STREET_TYPES } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { useRuleForm } from '@portal/rules/form';
import { Button, FieldGroup, Select, Stack, TextField } from '@portal/ui';
import { CEP_UNREACHABLE, lookUpCep } from '../api/postalLookup';
import { companySchema, type CompanyData, type CompanyFields } from '../model';
import { problemsOf } from '../problems';
import { StepForm } from './StepForm';
import { cepMask, cnpjMask, phoneMask } from '@portal/rules';

const STREET_TYPE_OPTIONS = STREET_TYPES.map(({ name }) => ({ value: name, label: name }));
const NEIGHBORHOOD_TYPE_OPTIONS = NEIGHBORHOOD_TYPES.map(({ name }) => ({
  value: name,
  label: name,
}));
const STATE_OPTIONS = BRAZILIAN_STATES.map(({ code, name }) => ({
  value: code,
  label: `${name} (${code})`,
}));

export interface CompanyStepProps {
  readonly title: string;
  readonly initial: CompanyFields;
  /** Every change, for the draft that survives a reload. */
  readonly onValues: (values: CompanyFields) => void;
  readonly onNext: (company: CompanyData) => void;
  readonly onPrevious: () => void;
}

/**
 * Step 2 (spec §2.6): the company, its billing address and the finance contact. A complete CEP
 * is looked up and fills the address; Next leaves only with every required field valid.
 */
export function CompanyStep({ title, initial, onValues, onNext, onPrevious }: CompanyStepProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const form = useRuleForm(companySchema, initial, { asyncRules: { zipcode: lookUpCep } });

  useEffect(() => {
    onValues(form.values);
    // The draft follows the values; onValues is the parent's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.values]);

  const labels: Record<keyof CompanyFields, string> = {
    companyName: t`Razão social`,
    cnpj: t`CNPJ`,
    municipalRegistration: t`Inscrição municipal`,
    stateRegistration: t`Inscrição estadual (opcional)`,
    zipcode: t`CEP`,
    typeStreet: t`Tipo de logradouro`,
    street: t`Logradouro`,
    number: t`Número`,
    additionalDetails: t`Complemento (opcional)`,
    typeNeighborhood: t`Tipo de bairro`,
    neighborhood: t`Bairro`,
    city: t`Cidade`,
    state: t`Estado`,
    country: t`País`,
    financeEmail: t`E-mail do financeiro`,
    financePhone: t`Telefone do financeiro`,
  };
  const choose = t`Selecione`;
  const zipcode = form.field('zipcode');
  const unreachable = zipcode.error === i18n._(CEP_UNREACHABLE);
  // 249 options, built once a language (not on every key: the Select then skips its render).
  const countryOptions = useMemo(
    () => countries(locale).map((country) => ({ value: country.alpha2, label: country.name })),
    [locale],
  );

  return (
    <StepForm
      title={title}
      form={form.props(onNext)}
      problems={problemsOf(form, labels)}
      blocked={!form.valid}
      onPrevious={onPrevious}
    >
      <FieldGroup legend={t`Empresa`} columns>
        <TextField
          label={labels.companyName}
          autoComplete="organization"
          {...form.field('companyName')}
        />
        <TextField label={labels.cnpj} mask={cnpjMask} {...form.field('cnpj')} />
        <TextField label={labels.municipalRegistration} {...form.field('municipalRegistration')} />
        <TextField label={labels.stateRegistration} {...form.field('stateRegistration')} />
      </FieldGroup>
      <FieldGroup legend={t`Endereço de cobrança`} columns>
        <Stack gap="small">
          <TextField
            label={labels.zipcode}
            mask={cepMask}
            autoComplete="postal-code"
            description={form.checking('zipcode') ? t`Buscando o endereço…` : undefined}
            {...zipcode}
          />
          {unreachable ? (
            <Button tone="secondary" onClick={form.recheck}>
              {t`Consultar o CEP de novo`}
            </Button>
          ) : null}
        </Stack>
        <Select
          label={labels.typeStreet}
          options={STREET_TYPE_OPTIONS}
          placeholder={choose}
          {...form.choice('typeStreet')}
        />
        <TextField label={labels.street} autoComplete="address-line1" {...form.field('street')} />
        <TextField label={labels.number} {...form.field('number')} />
        <TextField
          label={labels.additionalDetails}
          autoComplete="address-line2"
          {...form.field('additionalDetails')}
        />
        <Select
          label={labels.typeNeighborhood}
          options={NEIGHBORHOOD_TYPE_OPTIONS}
          placeholder={choose}
          {...form.choice('typeNeighborhood')}
        />
        <TextField
          label={labels.neighborhood}
          autoComplete="address-level3"
          {...form.field('neighborhood')}
        />
        <TextField label={labels.city} autoComplete="address-level2" {...form.field('city')} />
        <Select
          label={labels.state}
          autoComplete="address-level1"
          options={STATE_OPTIONS}
          placeholder={choose}
          {...form.choice('state')}
        />
        <Select
          label={labels.country}
          autoComplete="country"
          options={countryOptions}
          placeholder={choose}
          {...form.choice('country')}
        />
      </FieldGroup>
      <FieldGroup legend={t`Contato financeiro`} columns>
        <TextField
          label={labels.financeEmail}
          type="email"
          autoComplete="email"
          {...form.field('financeEmail')}
        />
        <TextField
          label={labels.financePhone}
          type="tel"
          mask={phoneMask}
          autoComplete="tel-national"
          {...form.field('financePhone')}
        />
      </FieldGroup>
    </StepForm>
  );
}
