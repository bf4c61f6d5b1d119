import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description?: string;
  readonly children?: ReactNode;
  /** The dialog's buttons, shown in a row at its end. */
  readonly actions?: ReactNode;
  /**
   * Work started in the dialog is under way (e.g. its form is being sent): Escape and a click
   * outside do nothing, so the outcome has somewhere to show. The dialog has no close button of
   * its own: disable your Cancel button while busy.
   */
  readonly busy?: boolean;
}

/**
 * A modal dialog on Radix: focus is trapped inside, Escape and a click outside ask to close,
 * and focus goes back to whatever opened it (the dialog is controlled, so it has no own trigger).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  busy = false,
}: DialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      actions={actions}
      busy={busy}
    >
      {children}
    </DialogFrame>
  );
}
