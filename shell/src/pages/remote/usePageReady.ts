import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteRoute } from '@portal/contracts';
import { loadPage, markPageReady, readyPage } from '../../remotes/loading/loadedPages';
import { afterNextPaint } from '../../timing/afterNextPaint';

/**
 * How long a page opened waits for its first read before it renders anyway (its own loading
 * states then show): a read that hangs must not keep the frame up.
 */
export const PAGE_READY_WAIT_MS = 2000;

export type PageReadiness =
  /** Still waiting: the route shows its frame, as a plain render. */
  | { readonly kind: 'waiting' }
  /** The page's code is in: draw it as it is, it will not suspend. */
  | { readonly kind: 'loaded'; readonly Page: ComponentType }
  /** Draw the route's lazy `Page` (no `load`, or it failed: the error boundary then tells). */
  | { readonly kind: 'lazy' };

const initial = (route: RemoteRoute): PageReadiness => {
  // Ready already (an earlier visit, or a preload to its end): drawn in the first render.
  const Page = readyPage(route);
  if (Page) return { kind: 'loaded', Page };
  return route.load ? { kind: 'waiting' } : { kind: 'lazy' };
};

/**
 * What a private page with a frame draws (issue 52): its frame, as a plain render, until its
 * code (`load`) is in and its `preload` (its first read) has ended, however it ended, or
 * PAGE_READY_WAIT_MS has passed (both started once the frame has painted); then the page's own component, which does not suspend. A Suspense
 * fallback would not do: React holds a fallback it has shown for 300 ms before it reveals what
 * it waited for, so a page whose code came in 100 ms would still show in 400. For a page the
 * visitor may open, with a frame to show meanwhile (FramedPage).
 */
export function usePageReady(route: RemoteRoute): PageReadiness {
  const [readiness, setReadiness] = useState(() => initial(route));
  const waiting = readiness.kind === 'waiting';
  useEffect(() => {
    if (!waiting || !route.load) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Once the frame has painted: the effects of a click's render run in the click's own task,
    // and the page's code and first read starting there (their scripts, the remote's shared
    // modules: some 40 ms on a throttled phone-class CPU) held the frame the visitor waits for.
    const cancelStart = afterNextPaint(() => {
      const code = loadPage(route)!;
      // Answered, not timed out or failed: the page is then ready for a later visit too.
      let answered = !route.preload;
      const read = route.preload?.().then(() => {
        answered = true;
      });
      // However the first read ends, or once it has taken too long.
      const firstRead = Promise.race([
        read?.catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, PAGE_READY_WAIT_MS))),
      ]);
      Promise.all([code, firstRead]).then(
        ([Page]) => {
          if (answered) markPageReady(route);
          if (current) setReadiness({ kind: 'loaded', Page });
        },
        () => current && setReadiness({ kind: 'lazy' }),
      );
    });
    return () => {
      current = false;
      cancelStart();
      clearTimeout(timer);
    };
  }, [waiting, route]);
  return readiness;
}
