import { Activity, memo, useEffect, useMemo, useRef } from 'react';
import {
  AtLocation,
  BrowserRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from '@portal/router';
import type { RuntimeConfig } from '@portal/config';
import { I18nRoot } from '@portal/i18n';
import { PortalToasts } from '@portal/ui';
import { useSession } from '@portal/session';
import { BASE_PATH } from '../routing/redirectUrl';
import {
  arrivesAt,
  arrivesAtAhead,
  renderAhead,
  useAheadLocation,
} from '../remotes/speculation/ahead';
import { ShellErrorBoundary } from '../pages/ShellErrorBoundary';
import { opensOnItsFrame } from '../pages/remote/opensOnItsFrame';
import { startWhenLoaded } from '../remotes/speculation/startWhenLoaded';
import { loadShellFrame } from '../pages/remote/shellFrame';
import { buildRoutes } from './routes';

function RouteTree({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The route tree at `location`. The same props render nothing anew, even as the router moves:
 * a page rendered ahead, once arrived at, is revealed as it was drawn.
 */
const RoutesAt = memo(function RoutesAt({
  routes,
  location,
}: {
  readonly routes: RouteObject[];
  readonly location: Location;
}) {
  return (
    <AtLocation location={location}>
      <RouteTree routes={routes} />
    </AtLocation>
  );
});

/**
 * For a signed-in visitor, the shell's frame of the profile menu's pages at once, and their
 * remotes once the page opened is in.
 */
function useWarmMenuRemotes(): void {
  const signedIn = useSession((s) => !!s.session);
  // The shell's frame of those pages, at once: a first switch draws it, warmed or not.
  useEffect(() => {
    if (signedIn) void loadShellFrame();
  }, [signedIn]);
  useEffect(
    () =>
      signedIn
        ? startWhenLoaded(import('../remotes/speculation/warmMenuRemotes'), (module) =>
            module.warmMenuRemotesOnceSettled(),
          )
        : undefined,
    [signedIn],
  );
}

/** The portal's pages at the current address, and the page rendered ahead, if any. */
export function AppRoutes({ config }: { readonly config: RuntimeConfig }) {
  const routes = useMemo(() => buildRoutes(config), [config]);
  useWarmMenuRemotes();
  const location = useLocation();
  const ahead = useAheadLocation();
  const shown = ahead && arrivesAt(ahead, location) ? ahead : location;
  // A page rendered ahead serves one visit: once the visitor leaves it, it goes (a later visit
  // starts afresh, as any page does).
  const visited = useRef<string | null>(null);
  useEffect(() => {
    if (!ahead) return;
    if (shown === ahead) visited.current = ahead.pathname;
    else if (visited.current === ahead.pathname) {
      visited.current = null;
      renderAhead(null);
    }
  }, [ahead, shown]);
  // Each page keyed by its path: leaving a page that crashed gives the next one a fresh start,
  // and arriving at the page rendered ahead reveals that very tree. The toast area sits outside
  // it, so a toast raised just before a navigation ('Ops!', then login) stays.
  return (
    <PortalToasts>
      <Activity key={shown.pathname} mode="visible">
        <ShellErrorBoundary>
          <RoutesAt routes={routes} location={shown} />
        </ShellErrorBoundary>
      </Activity>
      {ahead && ahead.pathname !== location.pathname ? (
        <Activity key={ahead.pathname} mode="hidden">
          <ShellErrorBoundary>
            <RoutesAt routes={routes} location={ahead} />
          </ShellErrorBoundary>
        </Activity>
      ) : null}
    </PortalToasts>
  );
}

/**
 * Visits drawn in the click's own task: to the page rendered ahead (it is only revealed), and to
 * a page that shows its frame while its code arrives (the frame is light, and shows at once where
 * the visitor went). Every other visit is a transition: the page left stays until the next is in.
 */
const drawnAtOnce = (to: Location) => arrivesAtAhead(to) || opensOnItsFrame(to.pathname);

export function App({ config }: { readonly config: RuntimeConfig }) {
  return (
    <I18nRoot>
      <BrowserRouter basename={BASE_PATH} immediate={drawnAtOnce}>
        <AppRoutes config={config} />
      </BrowserRouter>
    </I18nRoot>
  );
}
