import { useLingui } from '@lingui/react/macro';
import { allowsSelfSignUp, useRuntimeConfig } from '@portal/config';
import { Link } from '@portal/router';
import { textLink } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { SignUpWizard } from './components/SignUpWizard';

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
      <Link className={textLink} to="/login">
        {t`Voltar para o login`}
      </Link>
    </AuthLayout>
  );
}
