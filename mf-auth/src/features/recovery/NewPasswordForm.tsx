import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { api, errorMessage } from '@portal/api';
import { notify } from '@portal/notify';
import { useNavigate } from '@portal/router';
import { confirmation, password, required } from '@portal/rules';
import { Button, PasswordField } from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import * as styles from '../../shared/AuthLayout.css';
import { useRuleForm } from '@portal/rules/form';

const newPasswordSchema = v.pipe(
  v.object({ password, repeat: required }),
  confirmation('repeat', 'password', 'recovery'),
);

export function NewPasswordForm({ token }: { readonly token: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useRuleForm(newPasswordSchema, { password: '', repeat: '' });
  const [busy, setBusy] = useState(false);
  // Spec §5: a failed set-password shows its error on the repeat field.
  const [failure, setFailure] = useState<string | null>(null);

  const send = async ({ password: chosen }: v.InferOutput<typeof newPasswordSchema>) => {
    setBusy(true);
    setFailure(null);
    try {
      await api.updatePassword({ token, password: chosen });
      notify({
        title: t`Senha alterada`,
        description: t`Entre com a sua nova senha.`,
        tone: 'positive',
      });
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(i18n._(errorMessage(error)));
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t`Criar nova senha`}
      lead={t`Escolha uma senha que você não use em outro lugar.`}
    >
      <form
        ref={form.formRef}
        className={styles.form}
        noValidate
        aria-label={t`Criar nova senha`}
        onSubmit={form.submitWith(send)}
      >
        <PasswordField
          label={t`Nova senha`}
          name="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
          description={t`No mínimo 8 caracteres, com letra maiúscula, letra minúscula e número.`}
        />
        <PasswordField
          label={t`Repita a nova senha`}
          name="repeat"
          autoComplete="new-password"
          required
          value={form.values.repeat}
          onChange={(value) => {
            setFailure(null);
            form.set('repeat', value);
          }}
          onBlur={() => form.touch('repeat')}
          error={form.errorOf('repeat') ?? failure ?? undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel={t`Salvando…`}>
            {t`Salvar nova senha`}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
