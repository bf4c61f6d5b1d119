import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';

export interface UserActivationDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Whose access changes (kept by the caller while the dialog closes, so its texts stay). */
  readonly name: string;
  /** The user is active now: the dialog asks to deactivate; otherwise to reactivate. */
  readonly active: boolean;
  /**
   * Deactivates or reactivates; the dialog is busy until its promise settles. Handle failures
   * inside it and close the dialog when done.
   */
  readonly onConfirm: () => Promise<unknown>;
}

/**
 * Spec §4: a user's deactivation (critical) or reactivation, confirmed first. The same question
 * wherever a user's access is switched: a company's user management and the back-office.
 */
export function UserActivationDialog({
  open,
  onOpenChange,
  name,
  active,
  onConfirm,
}: UserActivationDialogProps) {
  const _ = useKitI18n();
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
      onConfirm={onConfirm}
    />
  );
}
