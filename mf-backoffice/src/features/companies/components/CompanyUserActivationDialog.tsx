import { useLingui } from '@lingui/react/macro';
import { codeMessage, notifyFailure, type CompanyUser } from '@portal/api';
import { notify } from '@portal/notify';
import { UserActivationDialog } from '@portal/ui';
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
  const { t, i18n } = useLingui();
  const active = user?.active ?? true;

  const confirm = async () => {
    if (!user) return;
    const { _id: id, name, email, role } = user;
    try {
      const { payload } = await edit.mutateAsync({ id, name, email, role, deleted: active });
      const done = payload.active ? 'activation_success' : 'deactivation_success';
      notify({ title: i18n._(codeMessage(done)), description: name, tone: 'positive' });
    } catch (error) {
      // A used-up role quota on reactivation…: the server's own text.
      notifyFailure(
        i18n,
        active ? t`Não foi possível desativar o usuário` : t`Não foi possível reativar o usuário`,
        error,
      );
    } finally {
      onOpenChange(false);
    }
  };

  return (
    <UserActivationDialog
      open={open}
      onOpenChange={onOpenChange}
      name={user?.name ?? ''}
      active={active}
      onConfirm={confirm}
    />
  );
}
