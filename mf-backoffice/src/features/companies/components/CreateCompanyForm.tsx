import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { apiLanguage, notifyFailure } from '@portal/api';
import { PRODUCT_TYPE_NAMES, PRODUCT_TYPES, productPlans, type ProductType } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { cnpjMask, ruleMessage } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import {
  FieldGroup,
  LoadFailure,
  Select,
  Stack,
  SubmitActions,
  Switch,
  TextField,
} from '@portal/ui';
import type { useActivateClient } from '../api/activateClient';
import { useMotherCodes } from '../../../shared/api/motherCodes';
import {
  activationRequest,
  newClientSchema,
  type Activation,
  type NewClientOutput,
} from '../newClient';

/** The new client company's form: the company, its officers, its network (spec §5). */
export function CreateCompanyForm({
  activate,
  onDone,
  onCancel,
}: {
  readonly activate: ReturnType<typeof useActivateClient>;
  readonly onDone: (result: Activation) => void;
  readonly onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const form = useRuleForm(
    newClientSchema,
    {
      companyName: '',
      cnpj: '',
      coName: '',
      coEmail: '',
      product: '',
      plan: '',
      ceoIsCo: false,
      ceoName: '',
      ceoEmail: '',
      network: false,
      motherCode: '',
      language: apiLanguage(locale),
    } as v.InferInput<typeof newClientSchema>,
    {
      checks: ({ network, motherCode }) =>
        network && motherCode === '' ? { motherCode: ruleMessage('dropdown') } : undefined,
      onFailure: (error) => notifyFailure(i18n, t`Não foi possível criar a empresa`, error),
    },
  );
  const codes = useMotherCodes();
  const product = form.values.product as ProductType | '';

  const send = async (output: NewClientOutput) => {
    const answer = await activate.mutateAsync(activationRequest(output));
    if (answer.baseCompany.status < 300) {
      notify({ title: t`Empresa criada`, description: output.companyName, tone: 'positive' });
    }
    onDone(answer);
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        <FieldGroup legend={t`Empresa`}>
          <TextField
            label={t`Nome da empresa`}
            autoComplete="off"
            required
            {...form.field('companyName')}
          />
          <TextField
            label={t`CNPJ`}
            mask={cnpjMask}
            autoComplete="off"
            required
            {...form.field('cnpj')}
          />
          <Select
            label={t`Produto`}
            required
            placeholder={t`Selecione o produto`}
            options={PRODUCT_TYPES.map((type) => ({
              value: type,
              label: PRODUCT_TYPE_NAMES[type],
            }))}
            {...form.choice('product')}
            onChange={(value) => {
              form.set('product', value);
              form.set('plan', '');
            }}
          />
          <Select
            label={t`Plano`}
            required
            disabled={product === ''}
            placeholder={product === '' ? t`Escolha antes o produto` : t`Selecione o plano`}
            options={
              product === ''
                ? []
                : productPlans(product).map((plan) => ({
                    value: plan.identifier,
                    label: plan.name,
                  }))
            }
            {...form.choice('plan')}
          />
          <Select
            label={t`Idioma dos usuários`}
            required
            options={[
              { value: 'PT', label: t`Português` },
              { value: 'ES', label: t`Espanhol` },
            ]}
            {...form.choice('language')}
          />
        </FieldGroup>
        <FieldGroup legend={t`Compliance Officer (CO)`}>
          <TextField label={t`Nome do CO`} autoComplete="off" required {...form.field('coName')} />
          <TextField
            label={t`E-mail do CO`}
            type="email"
            autoComplete="off"
            required
            {...form.field('coEmail')}
          />
          <Switch label={t`O CEO é o mesmo que o CO`} {...form.checkbox('ceoIsCo')} />
        </FieldGroup>
        {form.values.ceoIsCo ? null : (
          <FieldGroup legend={t`CEO`}>
            <TextField
              label={t`Nome do CEO`}
              autoComplete="off"
              required
              {...form.field('ceoName')}
            />
            <TextField
              label={t`E-mail do CEO`}
              type="email"
              autoComplete="off"
              required
              {...form.field('ceoEmail')}
            />
          </FieldGroup>
        )}
        <FieldGroup legend={t`Rede de integridade`}>
          <Switch
            label={t`A empresa faz parte de uma rede de integridade`}
            {...form.checkbox('network')}
          />
          {form.values.network ? (
            codes.isError ? (
              <LoadFailure
                title={t`Não foi possível carregar as redes de integridade`}
                query={codes}
              />
            ) : (
              <Select
                label={t`Código da empresa mãe`}
                required
                disabled={codes.isPending}
                placeholder={codes.isPending ? t`Carregando…` : t`Selecione a rede`}
                options={(codes.data ?? []).map((entry) => ({
                  value: entry.code,
                  label: `${entry.code} — ${entry.company.name}`,
                }))}
                {...form.choice('motherCode')}
              />
            )
          ) : null}
        </FieldGroup>
        <SubmitActions
          submitLabel={t`Criar empresa`}
          busyLabel={t`Criando empresa…`}
          submitting={form.submitting}
          onCancel={onCancel}
          disabled={!form.valid}
        />
      </Stack>
    </form>
  );
}
