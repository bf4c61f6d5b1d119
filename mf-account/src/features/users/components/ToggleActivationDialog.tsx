import { useLingui } from '@lingui/react';
import { switchUserAccess, type CompanyUser } from '@portal/api';
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
  const { i18n } = useLingui();
  const toggle = useToggleActivation();

  // The dialog is busy while this runs and ignores a second confirm meanwhile.
  const confirm = async () => {
    if (user) await switchUserAccess(i18n, user, () => toggle.mutateAsync(user._id));
    onOpenChange(false);
  };

  return (
    <UserActivationDialog
      open={open}
      onOpenChange={onOpenChange}
      name={user?.name ?? ''}
      active={user?.active ?? true}
      onConfirm={confirm}
    />
  );
}
