import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  apiLanguage,
  codeMessage,
  isMessageCode,
  notifyFailure,
  type ResponseOf,
  type activateClient,
} from '@portal/api';
import { PRODUCT_TYPE_NAMES, PRODUCT_TYPES, productPlans, type ProductType } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import {
  backofficePersonName,
  backofficeRequired,
  cnpj,
  dropdown,
  email,
  ruleMessage,
} from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import {
  Alert,
  Button,
  Dialog,
  FieldGroup,
  FormActions,
  Select,
  Stack,
  Switch,
  TextField,
} from '@portal/ui';
import { useActivateClient, type NewClient } from '../api/activateClient';
import { useMotherCodes } from '../../../shared/motherCodes';
import { newTemporaryPassword } from '../temporaryPasswords';

// Spec §5: company name, CNPJ, the CO's name and e-mail, product and plan; the CEO's name and
// e-mail unless the CEO is the CO; a mother code when the company joins an integrity network.
// Every name is back-office required text: more than 3 characters ('Este campo é obrigatório').
const unchecked = v.string();
const common = {
  companyName: backofficeRequired,
  cnpj: cnpj({ variant: 'backoffice' }),
  coName: backofficePersonName,
  coEmail: email({ maxTld: 10, variant: 'backoffice' }),
  product: v.pipe(dropdown, v.picklist(PRODUCT_TYPES, 'dropdown')),
  plan: dropdown,
  network: v.boolean(),
  motherCode: unchecked,
  language: v.picklist(['PT', 'ES'], 'dropdown'),
};
const newClientSchema = v.variant('ceoIsCo', [
  v.object({ ceoIsCo: v.literal(true), ceoName: unchecked, ceoEmail: unchecked, ...common }),
  v.object({
    ceoIsCo: v.literal(false),
    ceoName: backofficePersonName,
    ceoEmail: email({ maxTld: 10, variant: 'backoffice' }),
    ...common,
  }),
]);
type NewClientOutput = v.InferOutput<typeof newClientSchema>;

type Activation = ResponseOf<typeof activateClient>;

/** The request of spec §7: the users with their roles and fresh temporary passwords. */
export function activationRequest(values: NewClientOutput): NewClient {
  const co = { name: values.coName.trim(), email: values.coEmail.trim() };
  const users: NewClient['users'] = values.ceoIsCo
    ? [{ ...co, role: 'ceo-co', password: newTemporaryPassword() }]
    : [
        { ...co, role: 'co', password: newTemporaryPassword() },
        {
          name: values.ceoName.trim(),
          email: values.ceoEmail.trim(),
          role: 'ceo',
          password: newTemporaryPassword(),
        },
      ];
  return {
    company: {
      name: values.companyName.trim(),
      cnpj: values.cnpj,
      code: values.network ? values.motherCode : null,
      isIntegrityNetwork: values.network,
    },
    users,
    language: values.language,
    projectReference: values.plan,
  };
}

export interface CreateCompanyDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** "+ Empresa": activates a client company with its officers; then says how each part went. */
export function CreateCompanyDialog({ open, onOpenChange }: CreateCompanyDialogProps) {
  const { t } = useLingui();
  const activate = useActivateClient();
  const [result, setResult] = useState<Activation | null>(null);
  const close = () => {
    onOpenChange(false);
    setResult(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      busy={activate.isPending}
      title={t`Nova empresa`}
      description={
        result
          ? undefined
          : t`Os usuários recebem por e-mail uma senha temporária para o primeiro acesso.`
      }
    >
      {result ? (
        <ActivationResult result={result} onClose={close} />
      ) : (
        <CreateCompanyForm activate={activate} onDone={setResult} onCancel={close} />
      )}
    </Dialog>
  );
}

/** How the company and each user went (spec §8): status under 300 a success, else a warning. */
function ActivationResult({
  result,
  onClose,
}: {
  readonly result: Activation;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const text = (message: string) =>
    isMessageCode(message) ? i18n._(codeMessage(message)) : message;
  return (
    <Stack>
      {result.baseCompany.status < 300 ? (
        <Alert
          tone="positive"
          title={t`Empresa criada`}
          description={text(result.baseCompany.message)}
        />
      ) : (
        <Alert
          tone="critical"
          title={t`A empresa não foi criada`}
          description={text(result.baseCompany.message)}
        />
      )}
      {result.users.map(({ email, status, message }) =>
        status >= 400 ? (
          <Alert
            key={email}
            tone="caution"
            title={t`Usuário ${email} não foi criado`}
            description={text(message)}
          />
        ) : (
          <Alert
            key={email}
            tone="positive"
            title={t`Usuário ${email} criado`}
            description={text(message)}
          />
        ),
      )}
      <FormActions>
        <Button onClick={onClose}>{t`Fechar`}</Button>
      </FormActions>
    </Stack>
  );
}

function CreateCompanyForm({
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
            mask="cnpj"
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
              <Alert
                tone="critical"
                title={t`Não foi possível carregar as redes de integridade`}
                action={
                  <Button tone="secondary" onClick={() => void codes.refetch()}>
                    {t`Tentar novamente`}
                  </Button>
                }
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
        <FormActions>
          <Button tone="ghost" disabled={form.submitting} onClick={onCancel}>
            {t`Cancelar`}
          </Button>
          <Button
            type="submit"
            disabled={!form.valid}
            busy={form.submitting}
            busyLabel={t`Criando empresa…`}
          >
            {t`Criar empresa`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
