import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  codeMessage,
  fieldRefusals,
  notifyFailure,
  roleQuotaRefusal,
  type CompanyUser,
} from '@portal/api';
import { useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { companyUserSchema } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, FieldGroup, FormActions, Stack, UserFields } from '@portal/ui';
import type { useCreateCompanyUser } from '../api/companyUsers';

// Spec §5, back-office: a name of more than 3 characters, an e-mail, a role; as the edit's.
const newUserSchema = companyUserSchema({ variant: 'backoffice' });
const START = { name: '', email: '', role: '' };

export interface NewCompanyUserFormProps {
  readonly users: readonly CompanyUser[];
  readonly create: ReturnType<typeof useCreateCompanyUser>;
  /** Closes the form, with the user created (none when cancelled). */
  readonly onDone: (created?: CompanyUser) => void;
}

/** The users modal's "Novo usuário": name, e-mail and role; the user gets their access by e-mail. */
export function NewCompanyUserForm({ users, create, onDone }: NewCompanyUserFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // Everything typed stays when the server refuses; a refusal lands on its field.
  const form = useRuleForm(newUserSchema, START, {
    // Spec §6: the role quota, said before anything is sent.
    checks: ({ role }) => roleQuotaRefusal(users, role),
    refusals: (error) =>
      fieldRefusals(error, {
        codes: { unavailable_mail: 'email', invalid_email: 'email', unavailable_role: 'role' },
      }),
    onFailure: (error) => notifyFailure(i18n, t`Não foi possível criar o usuário`, error),
  });

  const send = async (output: v.InferOutput<typeof newUserSchema>) => {
    const { payload, message } = await create.mutateAsync({
      ...output,
      language: locale === 'es' ? 'ES' : 'PT',
    });
    notify({
      title: t`Usuário criado`,
      description: i18n._(codeMessage(message ?? 'user_creation_success')),
      tone: 'positive',
    });
    onDone(payload);
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        <FieldGroup legend={t`Novo usuário`}>
          <UserFields
            newUser
            name={form.field('name')}
            email={form.field('email')}
            role={form.choice('role')}
          />
        </FieldGroup>
        <FormActions>
          <Button tone="ghost" disabled={form.submitting} onClick={() => onDone()}>
            {t`Cancelar`}
          </Button>
          <Button type="submit" busy={form.submitting} busyLabel={t`Criando usuário…`}>
            {t`Criar usuário`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
