import { useLingui } from '@lingui/react/macro';
import { pages } from '@portal/contracts';
import { PageLink } from '@portal/router';
import { TextLink } from '@portal/ui';
import { AuthLayout } from '../../../shared/AuthLayout';

/** The announcement: the same whether or not the account exists (nothing is revealed). */
export function EmailSent({ email }: { readonly email: string }) {
  const { t } = useLingui();
  return (
    <AuthLayout
      title={t`Verifique seu e-mail`}
      lead={t`Se houver uma conta com ${email}, enviamos um link para criar uma nova senha. Confira também a caixa de spam.`}
    >
      <TextLink render={<PageLink to={pages.login} />}>{t`Voltar para o login`}</TextLink>
    </AuthLayout>
  );
}
