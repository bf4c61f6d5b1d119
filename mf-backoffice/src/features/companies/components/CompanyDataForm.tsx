import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { fieldRefusals, notifyFailure, type AdminCompany } from '@portal/api';
import { expiryDay, expiryOfDay } from '@portal/domain';
import { notify } from '@portal/notify';
import { backofficeRequired, dropdown } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, FormActions, Panel, Select, Stack, TextField } from '@portal/ui';
import { useUpdateCompany } from '../api/updateCompany';

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

/** The company's name, status and contract expiry, saved together (spec §2.8). */
export function CompanyDataForm({ company }: { readonly company: AdminCompany }) {
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
