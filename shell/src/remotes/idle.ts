// Speculative work (the pages a visitor is likely to open next) waits for a visitor who has
// stopped choosing: it must never compete with what they are about to ask for (issue 42).
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * How long a visitor leaves the page alone before speculative work starts: longer than the
 * pause between opening a menu and choosing its item, by a thumb or a keyboard.
 */
export const QUIET_AFTER_INTERACTION_MS = 1500;

/**
 * Runs `task` once the visitor has interacted with the page, then left it alone for
 * QUIET_AFTER_INTERACTION_MS, and the browser is idle. A cold visit that never interacts fetches
 * nothing beyond what it shows. Each interaction starts the wait over; one while the task runs
 * aborts its signal (the task stops before its next step) and the task runs again at the next
 * quiet moment, until it has run to its end once. Returns a function that cancels it all.
 */
export function whenIdleAfterInteraction(
  task: (signal: AbortSignal) => Promise<unknown> | void,
): () => void {
  let timer: number | undefined;
  let idleHandle: number | undefined;
  let running: AbortController | null = null;
  let finished = false;

  const clearWait = () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
    timer = idleHandle = undefined;
  };
  const run = () => {
    idleHandle = undefined;
    const controller = new AbortController();
    running = controller;
    void Promise.resolve()
      .then(() => task(controller.signal))
      .catch(() => undefined)
      .then(() => {
        if (running !== controller) return;
        running = null;
        if (!controller.signal.aborted) stop();
      });
  };
  const whenIdle = () => {
    timer = undefined;
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 2000 })
        : window.setTimeout(run, 200);
  };
  const onInteraction = () => {
    running?.abort();
    running = null;
    clearWait();
    timer = window.setTimeout(whenIdle, QUIET_AFTER_INTERACTION_MS);
  };
  const stop = () => {
    finished = true;
    clearWait();
    INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, true));
  };
  INTERACTIONS.forEach((type) =>
    window.addEventListener(type, onInteraction, { capture: true, passive: true }),
  );
  return () => {
    running?.abort();
    running = null;
    if (!finished) stop();
  };
}

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
  let idleHandle: number | undefined;
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
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 2000 })
        : window.setTimeout(run, 0);
  };
  const cancel = () => {
    cancelled = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
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
