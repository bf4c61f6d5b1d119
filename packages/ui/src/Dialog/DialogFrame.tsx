import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as styles from './Dialog.css';

export interface DialogFrameProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description?: string;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  readonly variant?: 'default' | 'outcome';
  /** Shown above the title (the outcome mark). */
  readonly header?: ReactNode;
  /** Work is under way: Escape and a click outside do not close, and the content is aria-busy. */
  readonly busy?: boolean;
}
/** Shared by Dialog, ConfirmDialog and OutcomeDialog; private to the kit. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  variant = 'default',
  header,
  busy,
}: DialogFrameProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Closing while work is under way would hide its outcome (and a failure) from the user.
  const requestOpenChange = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={requestOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={variant === 'outcome' ? `${styles.content} ${styles.outcome}` : styles.content}
          aria-busy={busy || undefined}
          // Without a description, say so explicitly (Radix warns on a dangling reference).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Radix calls this before moving focus in, so the opener is still the active element.
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {header}
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? (
            <div
              className={
                variant === 'outcome'
                  ? `${styles.actions} ${styles.outcomeActions}`
                  : styles.actions
              }
            >
              {actions}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
