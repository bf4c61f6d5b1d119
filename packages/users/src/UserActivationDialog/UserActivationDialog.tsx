import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { switchUserAccess } from '@portal/api';
import { ConfirmDialog } from '@portal/ui';

/** Whose access changes: their name and whether they are active now. */
export interface ActivationUser {
  readonly name: string;
  readonly active: boolean;
}

export interface UserActivationDialogProps<User extends ActivationUser> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /**
   * Who is deactivated (when active) or reactivated; kept by the caller while the dialog closes,
   * so its texts stay.
   */
  readonly user: User | null;
  /**
   * Deactivates or reactivates the user on the server (the call answers the user's new state).
   * The dialog is busy until it settles, tells how it went, then closes.
   */
  readonly onSwitch: (user: User) => Promise<{ readonly payload: { readonly active: boolean } }>;
}

/**
 * Spec §4: a user's deactivation (critical) or reactivation, confirmed first, then its notice
 * (done, or why not). The same question wherever a user's access is switched: a company's user
 * management and the back-office.
 */
export function UserActivationDialog<User extends ActivationUser>({
  open,
  onOpenChange,
  user,
  onSwitch,
}: UserActivationDialogProps<User>) {
  const { i18n, _ } = useLingui();
  const name = user?.name ?? '';
  const active = user?.active ?? true;

  // The dialog is busy while this runs and ignores a second confirm meanwhile.
  const confirm = async () => {
    if (user) await switchUserAccess(i18n, user, () => onSwitch(user));
    onOpenChange(false);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone={active ? 'critical' : 'brand'}
      title={active ? _(msg`Desativar ${name}?`) : _(msg`Reativar ${name}?`)}
      description={
        active
          ? _(msg`${name} perde o acesso ao portal até ser reativado.`)
          : _(msg`${name} volta a ter acesso ao portal, com a mesma função.`)
      }
      confirmLabel={active ? _(msg`Desativar`) : _(msg`Reativar`)}
      busyLabel={active ? _(msg`Desativando…`) : _(msg`Reativando…`)}
      cancelLabel={_(msg`Cancelar`)}
      onConfirm={confirm}
    />
  );
}
