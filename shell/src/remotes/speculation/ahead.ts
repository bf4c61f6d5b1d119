// The page a visitor is about to open, rendered ahead of the click (issue 29, goal 5). Once the
// intent preload has brought a page's remote, code and first read, the shell renders that page
// hidden (React's <Activity mode="hidden">, at the lowest priority, no effects run); the click
// then only reveals it and runs its effects, instead of rendering it from scratch.
import { useMemo, useSyncExternalStore } from 'react';
import type { Location } from '@portal/router';
import { currentPortalPath } from '../../routing/redirectUrl';

/** The `key` of the location a page rendered ahead is drawn at. */
export const AHEAD_KEY = 'ahead';

/**
 * The `key` of the location of a visit's frame, drawn while the page rendered ahead for it is
 * revealed (App): a remote's route there draws only the shell's frame of its page.
 */
export const FRAME_KEY = 'frame';

let aheadPath: string | null = null;
const listeners = new Set<() => void>();

/**
 * Renders the page at `pathname` (under the base path) ahead; null renders none. Not the page
 * the visitor is at: a preload that ends after the click (the pointer rested only as long as a
 * click takes) would draw that page again under another location, as it is being shown.
 */
export function renderAhead(pathname: string | null): void {
  if (pathname !== null && pathname === currentPortalPath()) return;
  if (aheadPath === pathname) return;
  aheadPath = pathname;
  for (const listener of listeners) listener();
}

/**
 * Renders the page at `pathname` ahead unless another is: a guess (the config's likeliest next
 * page) gives way to a page the visitor pointed at, never the other way round.
 */
export function renderAheadIfNone(pathname: string): void {
  if (aheadPath === null) renderAhead(pathname);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The location of the page rendered ahead, one object per page: a visit that arrives at it
 * (same path, no search, hash or state) is shown with this very object, so the page rendered
 * ahead is revealed as it is rather than rendered again.
 */
export function useAheadLocation(): Location | null {
  const pathname = useSyncExternalStore(
    subscribe,
    () => aheadPath,
    () => null,
  );
  return useMemo(
    () =>
      pathname === null ? null : { pathname, search: '', hash: '', state: null, key: AHEAD_KEY },
    [pathname],
  );
}

/**
 * Whether a visit to `to` arrives at the page rendered ahead: the router then shows it at once,
 * in the click's own task, rather than as a transition (there is nothing left to wait for).
 */
export function arrivesAtAhead(to: Location): boolean {
  return aheadPath !== null && arrivesAt({ ...to, pathname: aheadPath }, to);
}

/** Whether `location` is the visit of `ahead`'s page (so it may be shown as rendered ahead). */
export function arrivesAt(ahead: Location, location: Location): boolean {
  return (
    ahead.pathname === location.pathname &&
    location.search === '' &&
    location.hash === '' &&
    (location.state ?? null) === null
  );
}
