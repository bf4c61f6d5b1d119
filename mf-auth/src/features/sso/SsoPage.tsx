import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import { browser, PageLink, useLocation } from '@portal/router';
import { email } from '@portal/rules';
import { Button, FormActions, Stack, TextField, TextLink } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { useRuleForm } from '@portal/rules/form';
import { pages } from '@portal/contracts';
import { ssoAddress } from './api/sso';

const ssoSchema = v.object({ email: email() });

/** Starts single sign-on: the identity provider's address comes back and the browser goes there. */
export default function SsoPage() {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const form = useRuleForm(
    ssoSchema,
    { email: '' },
    { onFailure: (error) => notifyFailure(i18n, t`Erro no login único`, error) },
  );

  const start = async (input: v.InferOutput<typeof ssoSchema>) => {
    browser.assign(await ssoAddress(input));
  };

  return (
    <AuthLayout
      title={t`Entrar com login único`}
      lead={t`Informe seu e-mail corporativo: você continuará no provedor de identidade da sua empresa.`}
    >
      <form {...form.props(start)} aria-label={t`Entrar com login único`}>
        <Stack>
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            required
            {...form.field('email')}
          />
          <FormActions layout="stacked">
            <Button type="submit" busy={form.submitting} busyLabel={t`Redirecionando…`}>
              {t`Continuar`}
            </Button>
          </FormActions>
        </Stack>
      </form>
      <TextLink
        render={<PageLink to={pages.login} search={search} />}
      >{t`Entrar com e-mail e senha`}</TextLink>
    </AuthLayout>
  );
}
