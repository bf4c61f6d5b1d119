import { useLingui } from '@lingui/react/macro';
import { allowsSelfSignUp, useRuntimeConfig } from '@portal/config';
import { TextLink } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { SignUpWizard } from './components/SignUpWizard';
import { pages } from '@portal/contracts';
import { PageLink } from '@portal/router';

/**
 * /login/cadastro[/:sp[/:empresaMae]] (spec §2.1): the self-service sign-up, on the main platform
 * only (not another platform code, not partner mode); elsewhere a message and the way to login.
 */
export default function SignUpPage() {
  const config = useRuntimeConfig();
  return allowsSelfSignUp(config) ? <SignUpWizard /> : <SignUpUnavailable />;
}

function SignUpUnavailable() {
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Cadastro indisponível`}
      lead={t`O cadastro de novas empresas não está disponível nesta plataforma. Se a sua empresa já tem uma conta, entre com o seu e-mail e senha.`}
    >
      <TextLink render={<PageLink to={pages.login} />}>{t`Voltar para o login`}</TextLink>
    </AuthLayout>
  );
}
