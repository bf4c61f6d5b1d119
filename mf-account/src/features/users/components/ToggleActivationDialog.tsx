import type { CompanyUser } from '@portal/api';
import { UserActivationDialog } from '@portal/users';
import { useToggleActivation } from '../api/toggleActivation';

export interface ToggleActivationDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Who is deactivated (when active) or reactivated (kept while the dialog closes). */
  readonly user: CompanyUser | null;
}

/** Spec §4: deactivation and reactivation ask for confirmation first (`@portal/users`' question). */
export function ToggleActivationDialog({ open, onOpenChange, user }: ToggleActivationDialogProps) {
  const toggle = useToggleActivation();
  return (
    <UserActivationDialog
      open={open}
      onOpenChange={onOpenChange}
      user={user}
      onSwitch={(chosen) => toggle.mutateAsync(chosen._id)}
    />
  );
}
