import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';

interface BrowserState {
  readonly action: NavigationType;
  readonly location: Location;
}

export interface BrowserRouterProps {
  readonly basename?: string;
  readonly children?: ReactNode;
  /**
   * Whether a navigation to `to` (under `basename`, as pages see it) is drawn at once
   * instead of as a transition. React Router draws every navigation as a transition: the page
   * shown stays until the next is ready, and React draws the next in slices that give way to
   * anything else the browser has to do. A page already drawn (the shell's page rendered ahead
   * of the click) only has to be shown: at once, it is shown in the click's own task.
   */
  readonly immediate?: (to: Location) => boolean;
}

/** Where `pathname` lies under `basename`, or null when it lies outside it. */
function underBasename(pathname: string, basename: string): string | null {
  if (basename === '/' || basename === '') return pathname;
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return null;
  return pathname.slice(basename.length) || '/';
}

/** React Router's BrowserRouter (the address bar's history), with `immediate`. */
export function BrowserRouter({ basename = '/', children, immediate }: BrowserRouterProps) {
  const history = useRef<ReturnType<typeof createBrowserHistory>>(null);
  history.current ??= createBrowserHistory({ v5Compat: true });
  const browser = history.current;
  const [state, setState] = useState<BrowserState>(() => ({
    action: browser.action,
    location: browser.location,
  }));
  const decide = useRef(immediate);
  decide.current = immediate;
  useLayoutEffect(
    () =>
      browser.listen(({ action, location }) => {
        const pathname = underBasename(location.pathname, basename);
        const next = { action, location };
        if (pathname !== null && decide.current?.({ ...location, pathname })) setState(next);
        else startTransition(() => setState(next));
      }),
    [browser, basename],
  );
  return (
    <Router
      basename={basename}
      location={state.location}
      navigationType={state.action}
      navigator={browser}
    >
      {children}
    </Router>
  );
}
