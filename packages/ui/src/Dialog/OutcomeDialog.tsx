import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import * as styles from './Dialog.css';

export type OutcomeStatus = 'loading' | 'success' | 'error';

export interface OutcomeDialogProps {
  readonly open: boolean;
  /** Ignored while loading: the payment must not be hidden while it is being processed. */
  readonly onOpenChange: (open: boolean) => void;
  readonly status: OutcomeStatus;
  readonly title: string;
  readonly description?: string;
  /** Buttons for what to do next (e.g. "Ver assinatura", "Tentar novamente"). */
  readonly actions?: ReactNode;
}

function Mark({ status }: { readonly status: OutcomeStatus }) {
  return (
    <span className={styles.mark[status]} aria-hidden="true" data-status={status}>
      {status === 'success' ? (
        <svg className={styles.markIcon} viewBox="0 0 24 24" fill="none">
          <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="3" />
        </svg>
      ) : null}
      {status === 'error' ? (
        <svg className={styles.markIcon} viewBox="0 0 24 24" fill="none">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" />
        </svg>
      ) : null}
    </span>
  );
}

/** The payment flow's modal outcome: processing, then success or error with next steps. */
export function OutcomeDialog({
  open,
  onOpenChange,
  status,
  title,
  description,
  actions,
}: OutcomeDialogProps) {
  const loading = status === 'loading';
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
      title={title}
      description={description}
      variant="outcome"
      busy={loading}
      header={<Mark status={status} />}
      actions={loading ? undefined : actions}
    />
  );
}
