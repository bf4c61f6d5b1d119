import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
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
/**
 * Where the focus goes back when a dialog closes: the element that opened it; for an item of a
 * menu (a row's Editar), the menu's button, as the item is gone by then.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menuButton = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (menuButton && document.getElementById(menuButton)) || active;
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
  const body = useScrollsDown();
  const titleTextId = useId();
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
            returnFocusTo.current = openerOf(document.activeElement);
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
          <RadixDialog.Title className={styles.title}>
            {/* Its own id, to name the scrolling body (Radix keeps the title's for the dialog). */}
            <span id={titleTextId}>{title}</span>
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? (
            <div
              ref={body.ref}
              className={styles.body}
              // A text taller than its room (a phone): keyboard users reach it with Tab and scroll
              // it with the arrows, as the region named by the dialog's title. (Fields and
              // buttons in it scroll into view as Tab reaches them.)
              {...(body.scrolls
                ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleTextId }
                : {})}
            >
              {children}
            </div>
          ) : null}
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

const FOCUSABLE =
  'a[href], button, input, select, textarea, [contenteditable], [tabindex]:not([tabindex="-1"])';

/**
 * Whether the dialog's body is taller than its box (so it scrolls) and holds nothing Tab could
 * stop at (a long text), kept up to date as its size or content changes. A callback ref: the
 * body mounts with the dialog's portal.
 */
function useScrollsDown() {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: HTMLDivElement) => {
    // A body with fields or buttons needs no stop of its own: Tab scrolls each into view.
    const measure = () =>
      setScrolls(
        element.scrollHeight > element.clientHeight + 1 && !element.querySelector(FOCUSABLE),
      );
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const observeChildren = () => {
      resized?.disconnect();
      resized?.observe(element);
      for (const child of Array.from(element.children)) resized?.observe(child);
    };
    observeChildren();
    // A part shown or hidden (an error summary, a section) changes the height inside the box.
    const changed =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            observeChildren();
            measure();
          });
    changed?.observe(element, { childList: true, subtree: true });
    return () => {
      resized?.disconnect();
      changed?.disconnect();
      setScrolls(false);
    };
  }, []);
  return { ref, scrolls };
}
