import { useEffect, useState } from 'react';
import type { RemoteRoute } from '@portal/contracts';
import { isPreloaded } from './useRemoteModule';

/**
 * How long a page opened waits for its preload before it renders anyway (its own loading states
 * then show): a read that hangs must not keep the frame up.
 */
export const PAGE_READY_WAIT_MS = 2000;

/**
 * Whether the page of `route` at `pathname` may render: once its `preload` (its code and first
 * read) has ended, however it ended, or after PAGE_READY_WAIT_MS. Until then the route shows its
 * frame as a plain render, not as a Suspense fallback: React keeps a fallback it has shown on
 * screen for 300 ms at least before it reveals what it waited for, so a page whose code came in
 * 100 ms would still show in 400 (issue 52). A route without `preload`, or preloaded already
 * (the page rendered ahead), is ready at once. Nothing starts unless `wanted` (the visitor may
 * open the page and it has a frame to show meanwhile).
 */
export function usePageReady(route: RemoteRoute, pathname: string, wanted: boolean): boolean {
  const [ready, setReady] = useState(() => !route.preload || isPreloaded(pathname));
  useEffect(() => {
    if (ready || !wanted || !route.preload) return;
    let current = true;
    const done = () => {
      if (current) setReady(true);
    };
    route.preload().then(done, done);
    const timer = setTimeout(done, PAGE_READY_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ready, wanted, route]);
  return ready;
}
