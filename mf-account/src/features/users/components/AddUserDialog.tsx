import { useRef, useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  codeMessage,
  errorMessage,
  isApiError,
  type CompanyUser,
  notifyFailure,
} from '@portal/api';
import { canTakeRole, USER_ROLES } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { dropdown, email, officerName } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { Button, Dialog, Select, TextField } from '@portal/ui';
import { useCreateUser } from '../api/createUser';
import { isUserRole, useRoleOptions } from '../roles';
import * as styles from '../UserManagementPage.css';

// Spec §5: the officer's name (letters, accents, spaces), an e-mail, and a chosen role.
const newUserSchema = v.object({
  name: officerName,
  email: email(),
  role: v.pipe(dropdown, v.picklist(USER_ROLES, 'dropdown')),
});
const START = { name: '', email: '', role: '' };

/** A refusal the server pinned on one field; it goes once that field changes. */
interface FieldRefusal {
  readonly field: 'email' | 'role';
  readonly message: string;
}

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
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
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
  const roleOptions = useRoleOptions();
  const form = useRuleForm(newUserSchema, START);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  // A second submit (Enter twice) before the busy state reaches the button.
  const sending = useRef(false);

  const quotaMessage = i18n._(codeMessage('unavailable_role'));
  const { role } = form.values;
  // Spec §6: 2 CO, or 2 CEO-CO, or 1 CEO-CO and 1 CO; said before anything is sent.
  const quotaUsed = isUserRole(role) && !canTakeRole(users, role);

  const change = (field: 'name' | 'email' | 'role', value: string) => {
    form.set(field, value);
    if (refusal?.field === field) setRefusal(null);
  };

  const send = async (output: v.InferOutput<typeof newUserSchema>) => {
    if (sending.current || quotaUsed) return;
    sending.current = true;
    try {
      const answer = await create.mutateAsync({
        ...output,
        language: locale === 'es' ? 'ES' : 'PT',
      });
      notify({
        title: t`Usuário criado`,
        description: i18n._(codeMessage(answer.message ?? 'user_creation_success')),
        tone: 'positive',
      });
      onClose();
    } catch (error) {
      // Everything typed stays; the dialog stays open with the reason.
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'unavailable_role') {
        setRefusal({ field: 'role', message: quotaMessage });
      } else if (code === 'unavailable_mail') {
        setRefusal({ field: 'email', message: i18n._(errorMessage(error)) });
      } else {
        notifyFailure(i18n, t`Não foi possível criar o usuário`, error);
      }
    } finally {
      sending.current = false;
    }
  };

  const errorOf = (field: 'name' | 'email' | 'role') =>
    refusal?.field === field ? refusal.message : form.errorOf(field);

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.submitWith(send)}>
      <TextField
        label={t`Nome`}
        name="name"
        autoComplete="off"
        required
        value={form.values.name}
        onChange={(value) => change('name', value)}
        onBlur={() => form.touch('name')}
        error={errorOf('name')}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        name="email"
        autoComplete="off"
        required
        value={form.values.email}
        onChange={(value) => change('email', value)}
        onBlur={() => form.touch('email')}
        error={errorOf('email')}
      />
      <Select
        label={t`Função`}
        name="role"
        required
        placeholder={t`Selecione a função`}
        options={roleOptions}
        value={role}
        onChange={(value) => {
          change('role', value);
          form.touch('role');
        }}
        onBlur={() => form.touch('role')}
        error={quotaUsed ? quotaMessage : errorOf('role')}
      />
      <div className={styles.formActions}>
        <Button tone="ghost" disabled={create.isPending} onClick={onClose}>
          {t`Cancelar`}
        </Button>
        <Button
          type="submit"
          disabled={!form.valid || quotaUsed || refusal !== null}
          busy={create.isPending}
          busyLabel={t`Criando usuário…`}
        >
          {t`Criar usuário`}
        </Button>
      </div>
    </form>
  );
}
