import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure, preloadApi } from '@portal/api';
import { allowsSelfSignUp, useRuntimeConfig } from '@portal/config';
import { PageLink, useLocation, useNavigate } from '@portal/router';
import { TRIAL_DAYS } from '@portal/domain';
import { required } from '@portal/rules';
import { Button, FormActions, Inline, PasswordField, Stack, TextField, TextLink } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { useRuleForm } from '@portal/rules/form';
import { holdPendingLogin } from '../../shared/pendingLogin';
import { signInWith } from '../../shared/signInWith';
import { href, pages } from '@portal/contracts';
import { logIn } from './api/login';

// Spec §5: on login both fields are only required (the server judges the rest).
const loginSchema = v.object({ email: required, password: required });

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  // The redirectUrl (if any) travels on to the picker and single sign-on; the shell checks it.
  const { search } = useLocation();
  const form = useRuleForm(
    loginSchema,
    { email: '', password: '' },
    { onFailure: (error) => notifyFailure(i18n, t`Erro ao entrar`, error) },
  );

  const send = async (credentials: v.InferOutput<typeof loginSchema>) => {
    const answer = await logIn(credentials);
    if (answer.status === 202) {
      holdPendingLogin({ ...credentials, ...answer.payload });
      navigate({ pathname: href(pages.companyPicker), search });
    } else {
      signInWith(answer.payload);
    }
  };

  return (
    <AuthLayout title={t`Entrar`} lead={t`Acesse a conta da sua empresa.`}>
      <form
        {...form.props(send)}
        // The API client is not needed to show the form: it downloads once the user starts.
        onFocus={preloadApi}
        onPointerDown={preloadApi}
        aria-label={t`Entrar`}
      >
        <Stack>
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            required
            {...form.field('email')}
          />
          <PasswordField
            label={t`Senha`}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Inline>
            <TextLink render={<PageLink to={pages.recovery} />}>{t`Esqueci minha senha`}</TextLink>
          </Inline>
          <FormActions layout="stacked">
            <Button type="submit" busy={form.submitting} busyLabel={t`Entrando…`}>
              {t`Entrar`}
            </Button>
            <Button
              tone="secondary"
              onClick={() => navigate({ pathname: href(pages.sso), search })}
            >
              {t`Entrar com login único (SSO)`}
            </Button>
          </FormActions>
        </Stack>
      </form>
      {allowsSelfSignUp(config) ? (
        <Inline justify="between">
          <span>{t`Ainda não tem conta?`}</span>
          <TextLink render={<PageLink to={pages.signUp} />}>
            {t`Cadastre sua empresa e teste grátis por ${TRIAL_DAYS} dias`}
          </TextLink>
        </Inline>
      ) : null}
    </AuthLayout>
  );
}
