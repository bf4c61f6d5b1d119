import { useLingui } from '@lingui/react/macro';
import type { CompanyUser } from '@portal/api';
import { useNewUserForm } from '@portal/api/queries';
import { NewUserForm } from '@portal/users';
import type { useCreateCompanyUser } from '../api/companyUsers';

export interface NewCompanyUserFormProps {
  readonly users: readonly CompanyUser[];
  readonly create: ReturnType<typeof useCreateCompanyUser>;
  /** Closes the form, with the user created (none when cancelled). */
  readonly onDone: (created?: CompanyUser) => void;
}

/**
 * The users modal's "Novo usuário": the portal's add-user form (ADR 010) with the back-office's
 * rules (spec §5: a name of more than 3 characters, its e-mail message), as the edit's.
 */
export function NewCompanyUserForm({ users, create, onDone }: NewCompanyUserFormProps) {
  const { t } = useLingui();
  const form = useNewUserForm({ users, create, variant: 'backoffice', onCreated: onDone });
  return <NewUserForm form={form} legend={t`Novo usuário`} onCancel={() => onDone()} />;
}
