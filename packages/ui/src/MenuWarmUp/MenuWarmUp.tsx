// A dropdown menu's first opening costs about twice its next ones on a phone's CPU (its code
// compiled on first use, its styles matched for the first time): 104-120 ms against 56-64 ms at
// 4x CPU for the profile menu (issue 42). So, once a page shows a menu, a hidden copy of it is
// opened and closed again while the browser is idle: the visitor's first opening is then as quick
// as any other.
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as styles from './MenuWarmUp.css';

/** The kinds of menu warmed up on this page: each once. */
const warmed = new Set<string>();

/**
 * Whether a menu of `kind` should render its warm-up (MenuWarmUp) now: true for one frame, at the
 * first idle moment after the first menu of that kind is shown on the page, then false for good.
 * Never where the browser has no idle callbacks to wait for.
 */
export function useMenuWarmUp(kind: string): boolean {
  const [warming, setWarming] = useState(false);
  useEffect(() => {
    if (warmed.has(kind) || typeof window.requestIdleCallback !== 'function') return undefined;
    const handle = window.requestIdleCallback(
      () => {
        if (warmed.has(kind)) return;
        warmed.add(kind);
        // Interruptible: a visitor's own input goes first.
        startTransition(() => setWarming(true));
      },
      { timeout: 5000 },
    );
    return () => window.cancelIdleCallback?.(handle);
  }, [kind]);
  useEffect(() => {
    if (!warming) return undefined;
    const frame = requestAnimationFrame(() => setWarming(false));
    return () => cancelAnimationFrame(frame);
  }, [warming]);
  return warming;
}

export interface MenuWarmUpProps {
  /** The menu's content class, so its styles are matched as they will be. */
  readonly contentClassName: string;
  readonly align?: 'start' | 'end';
  /** The menu's items, as the menu renders them. */
  readonly children: ReactNode;
}

const FOCUS_SCOPE_EVENTS = ['focusScope.autoFocusOnMount', 'focusScope.autoFocusOnUnmount'];
const refuse = (event: Event) => event.preventDefault();

/**
 * An opened copy of a dropdown menu that nobody sees, reaches or hears: laid out off sight, out
 * of the accessibility tree and inert (so the focus its opening gives its content, and its
 * closing its trigger, stays where the visitor left it).
 */
export function MenuWarmUp({ contentClassName, align = 'end', children }: MenuWarmUpProps) {
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const holdFocus = useCallback((element: HTMLDivElement | null) => {
    setStage(element);
    // Where `inert` is not known: the menu's focus scope asks these (cancelable) events before it
    // moves the focus, on opening and on closing; the answer is no.
    for (const type of FOCUS_SCOPE_EVENTS) element?.addEventListener(type, refuse, true);
  }, []);
  return (
    <div ref={holdFocus} className={styles.stage} aria-hidden="true" inert>
      <DropdownMenu.Root open modal={false}>
        <DropdownMenu.Trigger tabIndex={-1} />
        {stage ? (
          <DropdownMenu.Portal container={stage}>
            <DropdownMenu.Content
              className={contentClassName}
              align={align}
              onCloseAutoFocus={(event) => event.preventDefault()}
            >
              {children}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        ) : null}
      </DropdownMenu.Root>
    </div>
  );
}

/** For tests: every kind may warm up again. */
export function resetMenuWarmUps(): void {
  warmed.clear();
}
