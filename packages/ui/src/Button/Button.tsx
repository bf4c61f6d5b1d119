import type { MouseEvent, ReactNode } from 'react';
import * as styles from './Button.css';

export type ButtonTone = keyof typeof styles.button;

export interface ButtonProps {
  readonly children: ReactNode;
  readonly tone?: ButtonTone;
  readonly onClick?: () => void;
  readonly type?: 'button' | 'submit';
  readonly disabled?: boolean;
  readonly 'aria-live'?: 'polite';
  /**
   * Work started by this button is under way: a spinner shows and further clicks (and form
   * submits) are ignored, while the button keeps its focus so keyboard users are not lost.
   */
  readonly busy?: boolean;
  /** Accessible name while busy, e.g. "Pagando…"; without it the visible text stays the name. */
  readonly busyLabel?: string;
  /**
   * Looks and is announced as unavailable (aria-disabled) but stays focusable and still calls
   * `onClick` or submits: for a step's Next, which then shows what blocks it. Prefer it to
   * `disabled` when pressing should explain itself.
   */
  readonly unavailable?: boolean;
}

export function Button({
  children,
  tone = 'primary',
  type = 'button',
  onClick,
  busy = false,
  busyLabel,
  disabled,
  unavailable = false,
  'aria-live': ariaLive,
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Swallow the click entirely: also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.();
  };
  return (
    <button
      type={type}
      className={styles.button[tone]}
      onClick={handleClick}
      disabled={disabled}
      aria-live={ariaLive}
      aria-busy={busy || undefined}
      aria-disabled={busy || unavailable || undefined}
      aria-label={busy && busyLabel ? busyLabel : undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" data-spinner="" /> : null}
      {children}
    </button>
  );
}
