// Speculative work (the pages a visitor is likely to open next) waits for a visitor who has
// stopped choosing: it must never compete with what they are about to ask for (issue 42).
import { whenIdle } from '../../timing/whenIdle';

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
 * quiet moment, until it has run to its end once. `interacted`: the visitor has just interacted
 * (the wait starts at once). Returns a function that cancels it all.
 */
export function whenIdleAfterInteraction(
  task: (signal: AbortSignal) => Promise<unknown> | void,
  { interacted = false } = {},
): () => void {
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  let running: AbortController | null = null;
  let finished = false;

  const clearWait = () => {
    window.clearTimeout(timer);
    cancelIdle?.();
    timer = cancelIdle = undefined;
  };
  const run = () => {
    cancelIdle = undefined;
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
  const waitForIdle = () => {
    timer = undefined;
    cancelIdle = whenIdle(run, { timeout: 2000, fallbackMs: 200 });
  };
  const onInteraction = () => {
    running?.abort();
    running = null;
    clearWait();
    timer = window.setTimeout(waitForIdle, QUIET_AFTER_INTERACTION_MS);
  };
  const stop = () => {
    finished = true;
    clearWait();
    INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, true));
  };
  INTERACTIONS.forEach((type) =>
    window.addEventListener(type, onInteraction, { capture: true, passive: true }),
  );
  if (interacted) onInteraction();
  return () => {
    running?.abort();
    running = null;
    if (!finished) stop();
  };
}
