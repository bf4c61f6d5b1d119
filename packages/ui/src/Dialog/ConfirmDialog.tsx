import { useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /**
   * The confirmed action. When it returns a promise, the dialog is busy until it settles and a
   * second confirm is ignored; handle failures inside it (a rejection is not caught here).
   */
  readonly onConfirm: () => void | Promise<unknown>;
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
  const [pending, setPending] = useState(false);
  // State is read on the next render: two clicks within one are stopped by the ref.
  const running = useRef(false);
  const working = busy || pending;

  const confirm = () => {
    if (working || running.current) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setPending(true);
    void result.finally(() => {
      running.current = false;
      setPending(false);
    });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={working}
      actions={
        <>
          <Button tone="ghost" onClick={() => onOpenChange(false)} disabled={working}>
            {cancelLabel}
          </Button>
          <Button
            tone={tone === 'critical' ? 'critical' : 'primary'}
            onClick={confirm}
            busy={working}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
