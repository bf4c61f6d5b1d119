import { Activity, memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
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
  FRAME_KEY,
  renderAhead,
  useAheadLocation,
} from '../remotes/speculation/ahead';
import { ShellErrorBoundary } from '../pages/ShellErrorBoundary';
import { opensOnItsFrame } from '../pages/remote/opensOnItsFrame';
import { startWhenLoaded } from '../remotes/speculation/startWhenLoaded';
import { loadShellFrame, shellFrame } from '../pages/remote/shellFrame';
import { afterNextPaint } from '../timing/afterNextPaint';
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

/**
 * Whether the visit that has just arrived at the page rendered ahead shows that page's frame
 * first: a page the shell's frame knows is revealed once its frame has painted, not in the
 * press's own task. Revealing it there ran its effects (its menus', its reads') before the
 * browser could paint: 60-80 ms after a key on the companies' table at 4x CPU, 120-144 ms to
 * the next frame (issue 52). The frame is light; the reveal, a transition, follows it.
 */
function useFrameBeforeReveal(ahead: Location | null, shown: Location): boolean {
  const [revealed, setRevealed] = useState<Location | null>(null);
  const framing =
    ahead !== null &&
    shown === ahead &&
    revealed !== ahead &&
    (shellFrame()?.knows(ahead.pathname) ?? false);
  useEffect(() => {
    if (!framing) return undefined;
    return afterNextPaint(() => startTransition(() => setRevealed(ahead)));
  }, [framing, ahead]);
  return framing;
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
  const framing = useFrameBeforeReveal(ahead, shown);
  // Each page keyed by its path: leaving a page that crashed gives the next one a fresh start,
  // and arriving at the page rendered ahead reveals that very tree (after its frame, drawn as a
  // tree of its own, with the page rendered ahead still hidden beside it). The toast area sits
  // outside it, so a toast raised just before a navigation ('Ops!', then login) stays. Every
  // tree has the same shape, so the page rendered ahead moves into view as it was drawn.
  const pageAt = (at: Location) => (
    <ShellErrorBoundary>
      <RoutesAt routes={routes} location={at} />
    </ShellErrorBoundary>
  );
  return (
    <PortalToasts>
      {framing ? (
        <Activity key={FRAME_KEY} mode="visible">
          {pageAt({ ...location, key: FRAME_KEY })}
        </Activity>
      ) : (
        <Activity key={shown.pathname} mode="visible">
          {pageAt(shown)}
        </Activity>
      )}
      {ahead && (ahead.pathname !== location.pathname || framing) ? (
        <Activity key={ahead.pathname} mode="hidden">
          {pageAt(ahead)}
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
