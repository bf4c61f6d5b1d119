import type { CompanyUser } from '@portal/api';
import { UserActivationDialog } from '@portal/users';
import type { useEditCompanyUser } from '../api/companyUsers';

export interface CompanyUserActivationDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Who is deactivated (when active) or reactivated (kept while the dialog closes). */
  readonly user: CompanyUser | null;
  readonly edit: ReturnType<typeof useEditCompanyUser>;
}

/**
 * The users modal's Desativar / Reativar (spec §4: confirmed first): the user's deleted flag
 * flipped with PUT /my/user/{id}/edit, their other data as they are.
 */
export function CompanyUserActivationDialog({
  open,
  onOpenChange,
  user,
  edit,
}: CompanyUserActivationDialogProps) {
  return (
    <UserActivationDialog
      open={open}
      onOpenChange={onOpenChange}
      user={user}
      onSwitch={({ _id: id, name, email, role, active }) =>
        edit.mutateAsync({ id, name, email, role, deleted: active })
      }
    />
  );
}
