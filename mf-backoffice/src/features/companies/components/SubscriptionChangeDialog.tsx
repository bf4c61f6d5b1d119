import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@portal/ui';
import type { SubscriptionChange } from '../api/subscription';

export interface SubscriptionChangeDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly change: SubscriptionChange;
  readonly planName: string;
  readonly companyName: string;
  /** The change itself; the dialog is busy until it settles (handle failures inside it). */
  readonly onConfirm: () => Promise<unknown>;
}

/**
 * Asks before a SaaS account's subscription is cancelled or reactivated (spec §4), from the
 * subscription section or from the company's status in the edit form: the same question in both.
 */
export function SubscriptionChangeDialog({
  open,
  onOpenChange,
  change,
  planName,
  companyName,
  onConfirm,
}: SubscriptionChangeDialogProps) {
  const { t } = useLingui();
  const reactivate = change === 'reactivate';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone={reactivate ? 'brand' : 'critical'}
      title={reactivate ? t`Reativar a assinatura?` : t`Cancelar a assinatura?`}
      description={
        reactivate
          ? t`A assinatura ${planName} de ${companyName} volta a ficar ativa e a ser cobrada.`
          : t`A assinatura ${planName} de ${companyName} deixa de ser cobrada e fica inativa.`
      }
      confirmLabel={reactivate ? t`Reativar assinatura` : t`Cancelar assinatura`}
      cancelLabel={t`Voltar`}
      busyLabel={reactivate ? t`Reativando…` : t`Cancelando…`}
      onConfirm={onConfirm}
    />
  );
}
