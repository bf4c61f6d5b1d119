import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import { PageLink } from '@portal/router';
import { email } from '@portal/rules';
import { Alert, Button, FormActions, Stack, TextField, TextLink } from '@portal/ui';
import { AuthLayout } from '../../../shared/AuthLayout';
import { useRuleForm } from '@portal/rules/form';
import { pages } from '@portal/contracts';
import { sendRecoveryLink } from '../api/password';

const askSchema = v.object({ email: email() });

export function AskEmailForm({
  expired,
  onSent,
}: {
  /** The user came from a link that has expired: say so above the form. */
  readonly expired: boolean;
  readonly onSent: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useRuleForm(
    askSchema,
    { email: '' },
    { onFailure: (error) => notifyFailure(i18n, t`Não foi possível enviar o e-mail`, error) },
  );

  const send = async (input: v.InferOutput<typeof askSchema>) => {
    await sendRecoveryLink(input);
    onSent(input.email);
  };

  return (
    <AuthLayout
      title={t`Recuperar senha`}
      lead={t`Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.`}
    >
      {expired ? (
        <Alert
          tone="caution"
          title={t`Este link expirou`}
          description={t`Por segurança, o link vale por pouco tempo. Peça um novo abaixo.`}
        />
      ) : null}
      <form {...form.props(send)} aria-label={t`Recuperar senha`}>
        <Stack>
          <TextField
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            required
            {...form.field('email')}
          />
          <FormActions layout="stacked">
            <Button type="submit" busy={form.submitting} busyLabel={t`Enviando…`}>
              {t`Enviar link`}
            </Button>
          </FormActions>
        </Stack>
      </form>
      <TextLink render={<PageLink to={pages.login} />}>{t`Voltar para o login`}</TextLink>
    </AuthLayout>
  );
}
