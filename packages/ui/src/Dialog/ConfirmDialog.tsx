import { Button } from '../Button/Button';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** `critical` for destructive actions (cancel a subscription, delete a user). */
  readonly tone?: 'critical' | 'brand';
  /** The confirmed work is running: the confirm button blocks repeats and the dialog stays open. */
  readonly busy?: boolean;
  /** Accessible name of the confirm button while busy. */
  readonly busyLabel?: string;
}

/** Asks before an action; the caller closes it (after onConfirm's work, or at once). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'brand',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  // While busy, Escape, a click outside and Cancel must not hide work still in flight.
  const requestOpenChange = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={requestOpenChange}
      title={title}
      description={description}
      busy={busy}
      actions={
        <>
          <Button tone="ghost" onClick={() => requestOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            tone={tone === 'critical' ? 'critical' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
