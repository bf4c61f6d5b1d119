import { useLingui } from '@lingui/react/macro';
import { codeMessage, type CompanyUser, notifyFailure } from '@portal/api';
import { notify } from '@portal/notify';
import { UserActivationDialog } from '@portal/ui';
import { useToggleActivation } from '../api/toggleActivation';

export interface ToggleActivationDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Who is deactivated (when active) or reactivated (kept while the dialog closes). */
  readonly user: CompanyUser | null;
}

/** Spec §4: deactivation and reactivation ask for confirmation first (the kit's question). */
export function ToggleActivationDialog({ open, onOpenChange, user }: ToggleActivationDialogProps) {
  const { t, i18n } = useLingui();
  const toggle = useToggleActivation();
  const name = user?.name ?? '';
  const deactivating = user?.active ?? true;

  // The dialog is busy while this runs and ignores a second confirm meanwhile.
  const confirm = async () => {
    if (!user) return;
    try {
      const answer = await toggle.mutateAsync(user._id);
      const done = answer.payload.active ? 'activation_success' : 'deactivation_success';
      notify({ title: i18n._(codeMessage(done)), description: name, tone: 'positive' });
    } catch (error) {
      // cant_delete_yourself, a used-up role quota on reactivation…: the server's own text.
      notifyFailure(
        i18n,
        deactivating
          ? t`Não foi possível desativar o usuário`
          : t`Não foi possível reativar o usuário`,
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
      name={name}
      active={deactivating}
      onConfirm={confirm}
    />
  );
}
