import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { TRIAL_DAYS } from '@portal/domain';
import { stepComplete } from '@portal/rules';
import type { RuleForm } from '@portal/rules/form';
import { Button, Checkbox, FormActions, PasswordField, Stack, Text, TextField } from '@portal/ui';
import type { ACCESS_START, accessSchema } from '../signUpSteps';
import { IncompleteHint } from './IncompleteHint';

export type AccessForm = RuleForm<typeof ACCESS_START, typeof accessSchema>;

/**
 * Step 2 (spec §2.1): the e-mail, the password twice and the terms; the only step that sends
 * the sign-up (`onCreate`, busy while it runs).
 */
export function AccessStep({
  form,
  headingId,
  onCreate,
  back,
}: {
  readonly form: AccessForm;
  /** The step's heading, which names the form. */
  readonly headingId: string;
  readonly onCreate: (access: v.InferOutput<typeof accessSchema>) => Promise<void>;
  /** The wizard's Back button. */
  readonly back: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form {...form.props(onCreate)} aria-labelledby={headingId}>
      <Stack>
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <PasswordField
          label={t`Senha`}
          autoComplete="new-password"
          required
          description={t`No mínimo 8 caracteres, com letra maiúscula, letra minúscula e número.`}
          {...form.field('password')}
        />
        <PasswordField
          label={t`Confirme a senha`}
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Checkbox
          label={t`Li e aceito os termos de uso e a política de privacidade`}
          required
          {...form.checkbox('terms')}
        />
        <IncompleteHint
          missing={stepComplete(form.values, ['email', 'password', 'confirmPassword', 'terms'])}
        />
        <Text size="small" tone="muted">
          {t`Ao criar a conta, começa o seu teste grátis de ${TRIAL_DAYS} dias.`}
        </Text>
        <FormActions layout="stacked">
          <Button
            type="submit"
            disabled={!form.valid}
            busy={form.submitting}
            busyLabel={t`Criando a conta…`}
          >
            {t`Criar conta`}
          </Button>
          {back}
        </FormActions>
      </Stack>
    </form>
  );
}
