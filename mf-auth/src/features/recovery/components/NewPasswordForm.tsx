import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/api';
import { notify } from '@portal/notify';
import { useNavigate } from '@portal/router';
import { confirmation, password, required } from '@portal/rules';
import { Button, FormActions, PasswordField, Stack } from '@portal/ui';
import { AuthLayout } from '../../../shared/AuthLayout';
import { useRuleForm } from '@portal/rules/form';
import { href, pages } from '@portal/contracts';
import { setNewPassword } from '../api/password';

const newPasswordSchema = v.pipe(
  v.object({ password, repeat: required }),
  confirmation('repeat', 'password', 'recovery'),
);

export function NewPasswordForm({ token }: { readonly token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useRuleForm(
    newPasswordSchema,
    { password: '', repeat: '' },
    // Spec §5: a failed set-password shows its error on the repeat field.
    { refusals: (error) => ({ repeat: errorMessage(error) }) },
  );

  const send = async ({ password: chosen }: v.InferOutput<typeof newPasswordSchema>) => {
    await setNewPassword({ token, password: chosen });
    notify({
      title: t`Senha alterada`,
      description: t`Entre com a sua nova senha.`,
      tone: 'positive',
    });
    navigate(href(pages.login), { replace: true });
  };

  return (
    <AuthLayout
      title={t`Criar nova senha`}
      lead={t`Escolha uma senha que você não use em outro lugar.`}
    >
      <form {...form.props(send)} aria-label={t`Criar nova senha`}>
        <Stack>
          <PasswordField
            label={t`Nova senha`}
            autoComplete="new-password"
            required
            {...form.field('password')}
            description={t`No mínimo 8 caracteres, com letra maiúscula, letra minúscula e número.`}
          />
          <PasswordField
            label={t`Repita a nova senha`}
            autoComplete="new-password"
            required
            {...form.field('repeat')}
          />
          <FormActions layout="stacked">
            <Button type="submit" busy={form.submitting} busyLabel={t`Salvando…`}>
              {t`Salvar nova senha`}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </AuthLayout>
  );
}
