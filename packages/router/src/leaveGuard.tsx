// Leaving a page with unsaved changes. The portal runs React Router in declarative mode, where
// `useBlocker` does not exist, so the portal's own doors out of a page (the `Link` and `useNavigate`
// of this package, which the shell's menu and every remote use) ask the page first.
// This package is one federation singleton, so a guard set by a remote's page is seen by the
// shell's header. A reload or a closed tab is asked by the browser itself (`beforeunload`).
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import {
  Link as RouterLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';

/** Asks the user; calls `leave` if they agree to lose their changes, does nothing otherwise. */
export type AskToLeave = (leave: () => void) => void;

const guards: { readonly ask: () => AskToLeave }[] = [];

/** Leaves at once when no page objects, else lets the newest guard ask. */
function leaveThrough(leave: () => void): void {
  const guard = guards.at(-1);
  if (guard) guard.ask()(leave);
  else leave();
}

/**
 * While `active`, leaving the page through the portal asks `ask` first, and reloading or closing
 * the tab asks the browser's own question.
 */
export function useLeaveGuard(active: boolean, ask: AskToLeave): void {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  useEffect(() => {
    if (!active) return undefined;
    const guard = { ask: () => askRef.current };
    guards.push(guard);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}

/** React Router's `useNavigate`, asking a guarded page before leaving it. */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  return useCallback<NavigateFunction>(
    ((to: To | number, options?: NavigateOptions) =>
      leaveThrough(() => {
        void (typeof to === 'number' ? navigate(to) : navigate(to, options));
      })) as NavigateFunction,
    [navigate],
  );
}

/**
 * Goes to `to`, then runs `apply` once the component that called this hook is gone. For a change
 * that would make the shell judge the old page again before it leaves: after handing over the
 * super-user status, the shell would otherwise show "access denied" instead of home. Call it in a
 * component that lives as long as its page. A page that asks first (`useLeaveGuard`) and is told
 * to stay is not left, and `apply` never runs.
 */
export function useNavigateThen(): (to: To, apply: () => void) => void {
  const navigate = useRouterNavigate();
  const pending = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      const apply = pending.current;
      pending.current = null;
      apply?.();
    },
    [],
  );
  return useCallback(
    (to: To, apply: () => void) =>
      leaveThrough(() => {
        pending.current = apply;
        void navigate(to);
      }),
    [navigate],
  );
}

/** A plain click the router would follow in this tab (not a new tab, not a download). */
const followsInPlace = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!target || target === '_self');

function useGuardedClick(
  props: Pick<LinkProps, 'to' | 'replace' | 'state' | 'target' | 'onClick' | 'reloadDocument'>,
) {
  const navigate = useRouterNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (guards.length === 0 || props.reloadDocument || !followsInPlace(event, props.target)) return;
    event.preventDefault();
    leaveThrough(() => {
      void navigate(props.to, { replace: props.replace, state: props.state });
    });
  };
}

/** React Router's `Link`, asking a guarded page before leaving it. */
export function Link(props: LinkProps) {
  return <RouterLink {...props} onClick={useGuardedClick(props)} />;
}
