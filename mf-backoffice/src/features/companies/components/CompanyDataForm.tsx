import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { fieldRefusals, notifyFailure, type AdminCompany } from '@portal/api';
import { expiryDay } from '@portal/domain';
import { backofficeRequired, dropdown } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, FormActions, Panel, Select, Stack, TextField } from '@portal/ui';
import { useCompanySubscriptions } from '../api/subscription';
import { COMPANY_STATUSES, followsSubscription, statusOf } from '../companyStatus';
import { useCompanyDataSave } from '../useCompanyDataSave';
import { SubscriptionChangeDialog } from './SubscriptionChangeDialog';

// Spec §5: the name is back-office required text, more than 3 characters.
const dataSchema = v.object({
  name: backofficeRequired,
  status: v.pipe(dropdown, v.picklist(COMPANY_STATUSES, 'dropdown')),
  // The browser's date field gives a whole date or nothing.
  expiry: v.string(),
});

const dataOf = (company: AdminCompany): { name: string; status: string; expiry: string } => ({
  name: company.name,
  status: statusOf(company),
  expiry: expiryDay(company.expiresAt),
});

/**
 * The company's name, status and contract expiry, saved together (spec §2.8). A SaaS account's
 * status is its subscription's (spec §4): "Desativada" cancels it and "Ativa" reactivates it,
 * each after a confirmation; a client's is its deleted flag.
 */
export function CompanyDataForm({ company }: { readonly company: AdminCompany }) {
  const { t, i18n } = useLingui();
  const subscriptions = useCompanySubscriptions(company.id, company.isSaas);
  const refusals = (error: unknown) =>
    fieldRefusals(error, { codes: { invalid_company_name: 'name' } });
  const failure = (error: unknown) =>
    notifyFailure(
      i18n,
      t`Ocorreu algum erro ao atualizar os dados da empresa, tente novamente em breve`,
      error,
    );
  // Everything typed stays when the save fails; the reason shows as a toast.
  const form = useRuleForm(dataSchema, dataOf(company), { refusals, onFailure: failure });
  const saving = useCompanyDataSave(company, {
    saved: (data, saved) => form.reset(saved ? dataOf(saved) : data),
    failed: (error) => {
      const placed = refusals(error);
      if (placed) form.refuse(placed);
      else failure(error);
    },
  });

  // The status changed elsewhere (the subscription section below): the form follows, unless
  // the administrator already chose another.
  const serverStatus = statusOf(company);
  const seen = useRef(serverStatus);
  useEffect(() => {
    const before = seen.current;
    if (before === serverStatus) return;
    seen.current = serverStatus;
    if (!form.changed) form.reset(dataOf(company));
    else if (form.values.status === before) form.set('status', serverStatus);
    // Only a new status from the server moves the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverStatus]);

  // Spec §5: a missing name (or status) reads 'Os campos nome e status são obrigatórios'; a name
  // of 3 characters or fewer reads the back-office's 'Este campo é obrigatório'.
  const missing = t`Os campos nome e status são obrigatórios`;
  const name = form.field('name');
  const status = form.choice('status');
  let statusHint = t`Uma empresa desativada perde o acesso ao portal.`;
  if (company.isSaas) {
    statusHint =
      subscriptions.data && !followsSubscription(company, subscriptions.data)
        ? t`Conta SaaS ainda sem assinatura: uma empresa desativada perde o acesso ao portal.`
        : t`Conta SaaS: desativar cancela a assinatura e ativar a reativa, após confirmação.`;
  }
  const { pending } = saving;
  return (
    <Panel title={t`Dados da empresa`} level={3}>
      <form {...form.props(saving.save)}>
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
            description={statusHint}
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
      {pending ? (
        <SubscriptionChangeDialog
          open
          onOpenChange={(open) => {
            if (!open) saving.dismiss();
          }}
          change={pending.change.change}
          planName={pending.change.subscription.planName}
          companyName={company.name}
          onConfirm={saving.confirm}
        />
      ) : null}
    </Panel>
  );
}
