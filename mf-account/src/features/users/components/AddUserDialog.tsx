import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@portal/api';
import { useCreateUser, useNewUserForm, type CreateUser } from '@portal/api/queries';
import { Dialog } from '@portal/ui';
import { NewUserForm } from '@portal/users';
import { useCompanyUsersKey } from '../api/companyUsers';

export interface AddUserDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The company's users as loaded: the role quota is checked on them before sending. */
  readonly users: readonly CompanyUser[];
}

/**
 * "Adicionar usuário": the portal's add-user form (ADR 010) with the portal's rules (spec §5: the
 * officer's name, an e-mail, a role); the new user gets their access by e-mail and joins the list.
 */
export function AddUserDialog({ open, onOpenChange, users }: AddUserDialogProps) {
  const { t } = useLingui();
  const create = useCreateUser({ usersKey: useCompanyUsersKey() });
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
  readonly create: CreateUser;
  readonly users: readonly CompanyUser[];
  readonly onClose: () => void;
}) {
  const form = useNewUserForm({ users, create, onCreated: onClose });
  return <NewUserForm form={form} submitWhenValid onCancel={onClose} />;
}
