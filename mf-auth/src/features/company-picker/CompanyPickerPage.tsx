import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import { Navigate, useLocation, useNavigate } from '@portal/router';
import { dropdown } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, FormActions, RadioGroup, Stack } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { pendingLogin } from '../../shared/pendingLogin';
import { signInWith } from '../../shared/signInWith';
import { href, pages } from '@portal/contracts';
import { logInToCompany } from './api/login';

const pickSchema = v.object({ companyID: dropdown });

/** Spec 2.4: the second step of a login that answered 202 (several companies). */
export default function CompanyPickerPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [login] = useState(pendingLogin);
  const form = useRuleForm(
    pickSchema,
    { companyID: '' },
    { onFailure: (error) => notifyFailure(i18n, t`Erro ao entrar`, error) },
  );

  // Reached without a login in progress (a reload, a bookmark): start again at the form.
  if (!login) return <Navigate to={{ pathname: href(pages.login), search }} replace />;

  const available = new Set(login.availableCompanies.map((company) => company.id));
  const options = [
    ...login.availableCompanies.map(({ id, name }) => ({ value: id, label: name })),
    ...login.expiredCompanies
      .filter(({ id }) => !available.has(id))
      .map(({ id, name }) => ({ value: id, label: t`${name} (acesso expirado)`, disabled: true })),
  ];

  const confirm = async ({ companyID }: v.InferOutput<typeof pickSchema>) => {
    const answer = await logInToCompany(login, companyID);
    if (answer.status === 200) signInWith(answer.payload);
  };

  return (
    <AuthLayout
      title={t`Escolha uma empresa`}
      lead={t`Seu e-mail está em mais de uma empresa. Escolha com qual deseja entrar.`}
    >
      <form {...form.props(confirm)} aria-label={t`Escolha uma empresa`}>
        <Stack>
          <RadioGroup
            label={t`Empresas`}
            description={
              login.expiredCompanies.length > 0
                ? t`Empresas com acesso expirado não podem ser escolhidas.`
                : undefined
            }
            options={options}
            {...form.choice('companyID')}
          />
          <FormActions layout="stacked">
            <Button
              type="submit"
              disabled={!form.valid}
              busy={form.submitting}
              busyLabel={t`Entrando…`}
            >
              {t`CONFIRMAR`}
            </Button>
            <Button
              tone="secondary"
              onClick={() => navigate({ pathname: href(pages.login), search })}
            >
              {t`Voltar`}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </AuthLayout>
  );
}
