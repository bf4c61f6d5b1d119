// Small speculative work a visitor is all but sure to need next waits for the page they opened
// to be in (issue 42); it is loaded with the speculation itself, not with the first page.
import { whenIdle } from '../../timing/whenIdle';

/** How long no file may have arrived before the page a visitor opened counts as settled. */
export const SETTLED_AFTER_MS = 300;

/** What the kit's loading indicators and skeletons carry while a page is on its way. */
const LOADING_MARK = '[data-loading]';

/**
 * Runs `task` once, when the page the visitor opened is in: `pageIn` has settled (its code, its
 * first read), no file has arrived for SETTLED_AFTER_MS, nothing on the page shows it is still
 * loading (the kit's skeletons and loading indicators), and the browser is idle. For small speculative work a visitor is all but sure to need next, which must
 * not compete with the page they opened; unlike whenIdleAfterInteraction, it needs no
 * interaction first. Returns a function that cancels it.
 */
export function whenPageSettled(pageIn: Promise<unknown>, task: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  let lastArrival = 0;
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            lastArrival = Math.max(lastArrival, (entry as PerformanceResourceTiming).responseEnd);
          }
        })
      : null;
  observer?.observe({ type: 'resource' });
  const run = () => {
    cancel();
    task();
  };
  const check = () => {
    const quietFor = performance.now() - lastArrival;
    const loading = [...document.querySelectorAll(LOADING_MARK)].some(
      // A page rendered ahead is hidden: its loading is not the visitor's.
      (element) => element.checkVisibility?.() ?? true,
    );
    if (loading) {
      timer = window.setTimeout(check, SETTLED_AFTER_MS);
      return;
    }
    if (quietFor < SETTLED_AFTER_MS) {
      timer = window.setTimeout(check, Math.max(1, Math.ceil(SETTLED_AFTER_MS - quietFor)));
      return;
    }
    cancelIdle = whenIdle(run, { timeout: 2000 });
  };
  const cancel = () => {
    cancelled = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    cancelIdle?.();
  };
  void pageIn
    .catch(() => undefined)
    .then(() => {
      if (cancelled) return;
      // The page's own last file has just arrived.
      lastArrival = Math.max(lastArrival, performance.now());
      check();
    });
  return cancel;
}
