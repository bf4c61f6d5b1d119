import { useLingui } from '@lingui/react/macro';
import { Link } from '@portal/router';
import { textLink } from '@portal/ui';
import { AuthLayout } from '../../../shared/AuthLayout';

/** The announcement: the same whether or not the account exists (nothing is revealed). */
export function EmailSent({ email }: { readonly email: string }) {
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Verifique seu e-mail`}
      lead={t`Se houver uma conta com ${email}, enviamos um link para criar uma nova senha. Confira também a caixa de spam.`}
    >
      <Link className={textLink} to="/login">
        {t`Voltar para o login`}
      </Link>
    </AuthLayout>
  );
}
