import { useState } from 'react';
import * as v from 'valibot';
import { useIsMutating } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  fieldRefusals,
  notifyFailure,
  type AdminCompany,
  type MotherCompanyCode,
} from '@portal/api';
import { displayStatus, expiryDay, expiryOfDay } from '@portal/domain';
import { formatDate, useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { backofficeRequired, dropdown } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import {
  Alert,
  Button,
  Checkbox,
  ConfirmDialog,
  DescriptionList,
  Dialog,
  FieldGroup,
  FormActions,
  Panel,
  RadioGroup,
  Select,
  Skeleton,
  SkeletonGroup,
  Stack,
  StatusBadge,
  TextField,
} from '@portal/ui';
import { useAdminCompany } from '../api/company';
import { useCompanyKey } from '../api/keys';
import { useMotherCodes } from '../../../shared/motherCodes';
import { useAddToMotherCompany, useMotherCompanyGroups } from '../api/motherCompany';
import { useChangePlan } from '../api/plan';
import {
  currentSubscription,
  isReactivatable,
  useChangeSubscriptionStatus,
  useCompanySubscriptions,
} from '../api/subscription';
import { useUpdateCompany } from '../api/updateCompany';
import type { CompanyDialogProps } from './companyDialog';

/**
 * "Editar empresa" (spec §2.8): the company's name, status and contract expiry in one form, then
 * its integrity network and, for a SaaS account, its plan and its subscription, each saved alone.
 */
export function EditCompanyDialog({ company, open, onOpenChange }: CompanyDialogProps) {
  const { t } = useLingui();
  const current = useAdminCompany(company.id, company).data ?? company;
  // Any save of this company under way keeps the dialog open, so its outcome has a place.
  const saving = useIsMutating({ mutationKey: useCompanyKey(company.id) }) > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      title={t`Editar empresa`}
      description={current.name}
      actions={
        <Button tone="ghost" disabled={saving} onClick={() => onOpenChange(false)}>
          {t`Fechar`}
        </Button>
      }
    >
      {/* Mounted only while open: each opening starts from the company as it is. */}
      <Stack gap="large">
        <CompanyDataForm company={current} />
        <MotherCompanySection company={current} />
        {current.isSaas ? (
          <>
            <PlanSection company={current} />
            <SubscriptionSection company={current} />
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}

// ---------------------------------------------------------------- name, status, expiry

const STATUSES = ['active', 'disabled'] as const;

// Spec §5: the name is back-office required text, more than 3 characters.
const dataSchema = v.object({
  name: backofficeRequired,
  status: v.pipe(dropdown, v.picklist(STATUSES, 'dropdown')),
  // The browser's date field gives a whole date or nothing.
  expiry: v.string(),
});

const dataOf = (company: AdminCompany) => ({
  name: company.name,
  status: company.active ? 'active' : 'disabled',
  expiry: expiryDay(company.expiresAt),
});

function CompanyDataForm({ company }: { readonly company: AdminCompany }) {
  const { t, i18n } = useLingui();
  const update = useUpdateCompany(company.id);
  // Everything typed stays when the save fails; the reason shows as a toast.
  const form = useRuleForm(dataSchema, dataOf(company), {
    refusals: (error) => fieldRefusals(error, { codes: { invalid_company_name: 'name' } }),
    onFailure: (error) =>
      notifyFailure(
        i18n,
        t`Ocorreu algum erro ao atualizar os dados da empresa, tente novamente em breve`,
        error,
      ),
  });

  const save = async ({ name, status, expiry }: v.InferOutput<typeof dataSchema>) => {
    const { payload } = await update.mutateAsync({
      id: company.id,
      name,
      deleted: status === 'disabled',
      // An unchanged day keeps the exact instant the server has.
      expiresAt: expiry === expiryDay(company.expiresAt) ? company.expiresAt : expiryOfDay(expiry),
    });
    form.reset(dataOf(payload));
    notify({ title: t`Os dados da empresa foram atualizados com sucesso`, tone: 'positive' });
  };

  // Spec §5: a missing name (or status) reads 'Os campos nome e status são obrigatórios'; a name
  // of 3 characters or fewer reads the back-office's 'Este campo é obrigatório'.
  const missing = t`Os campos nome e status são obrigatórios`;
  const name = form.field('name');
  const status = form.choice('status');
  return (
    <Panel title={t`Dados da empresa`} level={3}>
      <form {...form.props(save)}>
        <Stack>
          <TextField
            label={t`Nome`}
            autoComplete="off"
            required
            {...name}
            error={name.error && form.values.name.trim() === '' ? missing : name.error}
          />
          <Select
            label={t`Situação`}
            required
            options={[
              { value: 'active', label: t`Ativa` },
              { value: 'disabled', label: t`Desativada` },
            ]}
            description={
              company.isSaas
                ? t`Conta SaaS: a cobrança segue a assinatura, mais abaixo.`
                : t`Uma empresa desativada perde o acesso ao portal.`
            }
            {...status}
            error={status.error ? missing : undefined}
          />
          <TextField
            label={t`Vencimento do contrato`}
            type="date"
            autoComplete="off"
            description={t`Deixe em branco para um contrato sem vencimento.`}
            {...form.field('expiry')}
          />
          <FormActions>
            <Button
              type="submit"
              disabled={!form.changed}
              busy={form.submitting}
              busyLabel={t`Salvando dados…`}
            >
              {t`Salvar dados`}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- integrity network

const networkSchema = v.object({ code: dropdown });

function MotherCompanySection({ company }: { readonly company: AdminCompany }) {
  const { t } = useLingui();
  const codes = useMotherCodes();
  const networks = company.motherCompanies.map((mother) => mother.name).join(', ');
  return (
    <Panel
      title={t`Rede de integridade`}
      level={3}
      description={
        networks
          ? t`Faz parte de: ${networks}.`
          : t`Esta empresa ainda não faz parte de nenhuma rede.`
      }
    >
      {codes.isPending ? (
        <SkeletonGroup label={t`Carregando redes…`}>
          <Skeleton shape="rect" height="small" width="full" />
        </SkeletonGroup>
      ) : codes.isError ? (
        <Alert
          tone="critical"
          title={t`Não foi possível carregar as redes`}
          description={t`Verifique a conexão e tente novamente.`}
          action={
            <Button
              tone="secondary"
              busy={codes.isFetching}
              busyLabel={t`Carregando redes…`}
              onClick={() => void codes.refetch()}
            >
              {t`Tentar novamente`}
            </Button>
          }
        />
      ) : (
        <MotherCompanyForm
          company={company}
          // A mother company is not offered to itself.
          codes={codes.data.filter((entry) => entry.company._id !== company.id)}
        />
      )}
    </Panel>
  );
}

function MotherCompanyForm({
  company,
  codes,
}: {
  readonly company: AdminCompany;
  readonly codes: readonly MotherCompanyCode[];
}) {
  const { t, i18n } = useLingui();
  const add = useAddToMotherCompany(company.id);
  // The groups ticked, per mother company; until touched, the ones the company already has.
  const [picked, setPicked] = useState<Readonly<Record<string, readonly string[]>>>({});
  const form = useRuleForm(
    networkSchema,
    { code: '' },
    {
      refusals: (error) => fieldRefusals(error, { codes: { invalid_management_code: 'code' } }),
      onFailure: (error) =>
        notifyFailure(i18n, t`Não foi possível adicionar a empresa à rede`, error),
    },
  );
  const entry = codes.find((candidate) => candidate._id === form.values.code);
  const motherId = entry?.company._id ?? null;
  const groups = useMotherCompanyGroups(motherId);
  const member = company.motherCompanies.some((mother) => mother.name === entry?.company.name);
  const chosen =
    (motherId === null ? undefined : picked[motherId]) ??
    company.groups.find((network) => network.empresaMae === motherId)?.groups ??
    [];

  const toggle = (group: string, checked: boolean) => {
    if (!motherId) return;
    const next = checked ? [...chosen, group] : chosen.filter((other) => other !== group);
    setPicked({ ...picked, [motherId]: next });
  };

  const send = async () => {
    if (!entry || !motherId) return;
    const offered = groups.data ?? [];
    await add.mutateAsync({
      motherId,
      groups: offered.filter((group) => chosen.includes(group)),
    });
    // The company now has these groups: the ticks follow it again.
    setPicked((current) =>
      Object.fromEntries(Object.entries(current).filter(([mother]) => mother !== motherId)),
    );
    const network = entry.company.name;
    notify({ title: t`A empresa agora faz parte da rede ${network}`, tone: 'positive' });
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        <Select
          label={t`Código da empresa-mãe`}
          required
          placeholder={t`Selecione o código`}
          options={codes.map((code) => ({
            value: code._id,
            label: `${code.code} · ${code.company.name}`,
          }))}
          {...form.choice('code')}
        />
        {motherId === null ? null : groups.isPending ? (
          <SkeletonGroup label={t`Carregando grupos…`}>
            <Skeleton lines={2} width="medium" />
          </SkeletonGroup>
        ) : groups.isError ? (
          <Alert
            tone="critical"
            title={t`Não foi possível carregar os grupos da rede`}
            action={
              <Button
                tone="secondary"
                busy={groups.isFetching}
                busyLabel={t`Carregando grupos…`}
                onClick={() => void groups.refetch()}
              >
                {t`Tentar novamente`}
              </Button>
            }
          />
        ) : groups.data.length === 0 ? (
          <p>{t`Esta rede não tem grupos: a empresa entra sem grupo.`}</p>
        ) : (
          <FieldGroup legend={t`Grupos na rede`}>
            {groups.data.map((group) => (
              <Checkbox
                key={group}
                label={group}
                checked={chosen.includes(group)}
                onChange={(checked) => toggle(group, checked)}
                disabled={form.submitting}
              />
            ))}
          </FieldGroup>
        )}
        <FormActions>
          <Button
            type="submit"
            tone="secondary"
            disabled={motherId !== null && !groups.isSuccess}
            busy={form.submitting}
            busyLabel={t`Salvando rede…`}
          >
            {member ? t`Salvar grupos` : t`Adicionar à rede`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------- plan (SaaS)

const planSchema = v.object({ plan: v.picklist(['trial', 'paid'], 'dropdown') });

function PlanSection({ company }: { readonly company: AdminCompany }) {
  const { t, i18n } = useLingui();
  const change = useChangePlan(company.id);
  const form = useRuleForm(
    planSchema,
    { plan: company.saas?.choosedPlan ?? '' },
    { onFailure: (error) => notifyFailure(i18n, t`Não foi possível alterar o plano`, error) },
  );

  const send = async ({ plan }: v.InferOutput<typeof planSchema>) => {
    await change.mutateAsync(plan);
    form.reset({ plan });
    notify({
      title: plan === 'paid' ? t`A conta passou para o plano pago` : t`A conta voltou ao teste`,
      tone: 'positive',
    });
  };

  return (
    <Panel title={t`Plano`} level={3}>
      <form {...form.props(send)}>
        <Stack>
          <RadioGroup
            label={t`Plano da conta SaaS`}
            required
            options={[
              {
                value: 'trial',
                label: t`Teste gratuito`,
                description: t`A conta usa o período de teste, sem cobrança.`,
              },
              {
                value: 'paid',
                label: t`Pago`,
                description: t`O superusuário segue para a contratação no próximo acesso.`,
              },
            ]}
            {...form.choice('plan')}
          />
          <FormActions>
            <Button
              type="submit"
              tone="secondary"
              disabled={!form.changed}
              busy={form.submitting}
              busyLabel={t`Alterando plano…`}
            >
              {t`Alterar plano`}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- subscription (SaaS)

function SubscriptionSection({ company }: { readonly company: AdminCompany }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const subscriptions = useCompanySubscriptions(company.id);
  const change = useChangeSubscriptionStatus(company.id);
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (subscriptions.isPending) {
      return (
        <SkeletonGroup label={t`Carregando assinatura…`}>
          <Skeleton lines={2} width="large" />
          <Skeleton shape="rect" height="small" width="medium" />
        </SkeletonGroup>
      );
    }
    if (subscriptions.isError) {
      return (
        <Alert
          tone="critical"
          title={t`Não foi possível carregar a assinatura`}
          description={t`Verifique a conexão e tente novamente.`}
          action={
            <Button
              tone="secondary"
              busy={subscriptions.isFetching}
              busyLabel={t`Carregando assinatura…`}
              onClick={() => void subscriptions.refetch()}
            >
              {t`Tentar novamente`}
            </Button>
          }
        />
      );
    }
    const subscription = currentSubscription(subscriptions.data);
    if (!subscription) return <p>{t`Esta conta ainda não tem assinatura.`}</p>;

    const reactivate = isReactivatable(subscription);
    const { planName } = subscription;
    const companyName = company.name;
    const action = reactivate ? t`Reativar assinatura` : t`Cancelar assinatura`;
    const confirm = async () => {
      try {
        await change.mutateAsync({
          change: reactivate ? 'reactivate' : 'cancel',
          subscriptionId: subscription.subscriptionId,
        });
        notify({
          title: reactivate ? t`Assinatura reativada` : t`Assinatura cancelada`,
          tone: 'positive',
        });
      } catch (error) {
        notifyFailure(i18n, t`Ocorreu um erro ao alterar o status da assinatura`, error);
      } finally {
        setConfirming(false);
      }
    };
    return (
      <>
        <DescriptionList
          items={[
            { term: t`Plano contratado`, details: planName },
            {
              term: t`Situação`,
              details: <StatusBadge status={displayStatus(subscription.status)} />,
            },
            ...(subscription.nextBillingAt
              ? [
                  {
                    term: t`Próxima cobrança`,
                    details: formatDate(subscription.nextBillingAt, locale),
                  },
                ]
              : []),
          ]}
        />
        <FormActions>
          <Button tone={reactivate ? 'secondary' : 'critical'} onClick={() => setConfirming(true)}>
            {action}
          </Button>
        </FormActions>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          tone={reactivate ? 'brand' : 'critical'}
          title={reactivate ? t`Reativar a assinatura?` : t`Cancelar a assinatura?`}
          description={
            reactivate
              ? t`A assinatura ${planName} de ${companyName} volta a ficar ativa e a ser cobrada.`
              : t`A assinatura ${planName} de ${companyName} deixa de ser cobrada e fica inativa.`
          }
          confirmLabel={action}
          cancelLabel={t`Voltar`}
          busyLabel={reactivate ? t`Reativando…` : t`Cancelando…`}
          onConfirm={confirm}
        />
      </>
    );
  };

  return (
    <Panel title={t`Assinatura`} level={3}>
      {body()}
    </Panel>
  );
}
