import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  codeMessage,
  fieldRefusals,
  type CompanyUser,
  notifyFailure,
  roleQuotaRefusal,
} from '@portal/api';
import { useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { companyUserSchema } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, Dialog, FormActions, Stack, UserFields } from '@portal/ui';
import { useCreateUser } from '../api/createUser';

// Spec §5: the officer's name (letters, accents, spaces), an e-mail, and a chosen role.
const newUserSchema = companyUserSchema();
const START = { name: '', email: '', role: '' };

export interface AddUserDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The company's users as loaded: the role quota is checked on them before sending. */
  readonly users: readonly CompanyUser[];
}

/** "Adicionar usuário": name, e-mail and role; the new user gets their access by e-mail. */
export function AddUserDialog({ open, onOpenChange, users }: AddUserDialogProps) {
  const { t } = useLingui();
  const create = useCreateUser();
  return (
    <Dialog
      open={open}
      // While the user is being created the dialog stays, so the outcome has somewhere to show.
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title={t`Adicionar usuário`}
      description={t`O novo usuário recebe por e-mail os dados de acesso ao portal.`}
    >
      {/* Mounted only while open: each opening starts with an empty form. */}
      <AddUserForm create={create} users={users} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AddUserForm({
  create,
  users,
  onClose,
}: {
  readonly create: ReturnType<typeof useCreateUser>;
  readonly users: readonly CompanyUser[];
  readonly onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  // Everything typed stays when the server refuses; the dialog stays open with the reason.
  const form = useRuleForm(newUserSchema, START, {
    // Spec §6: 2 CO, or 2 CEO-CO, or 1 CEO-CO and 1 CO; said before anything is sent.
    checks: ({ role }) => roleQuotaRefusal(users, role),
    refusals: (error) =>
      fieldRefusals(error, { codes: { unavailable_role: 'role', unavailable_mail: 'email' } }),
    onFailure: (error) => notifyFailure(i18n, t`Não foi possível criar o usuário`, error),
  });

  const send = async (output: v.InferOutput<typeof newUserSchema>) => {
    const answer = await create.mutateAsync({ ...output, language: locale === 'es' ? 'ES' : 'PT' });
    notify({
      title: t`Usuário criado`,
      description: i18n._(codeMessage(answer.message ?? 'user_creation_success')),
      tone: 'positive',
    });
    onClose();
  };

  return (
    <form {...form.props(send)}>
      <Stack>
        <UserFields
          newUser
          name={form.field('name')}
          email={form.field('email')}
          role={form.choice('role')}
        />
        <FormActions>
          <Button tone="ghost" disabled={form.submitting} onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button
            type="submit"
            disabled={!form.valid}
            busy={form.submitting}
            busyLabel={t`Criando usuário…`}
          >
            {t`Criar usuário`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
