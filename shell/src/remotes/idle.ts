const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once the visitor has interacted with the page and the browser is idle. A cold
 * visit that never interacts fetches nothing beyond what it shows. Returns a cancel function.
 */
export function whenIdleAfterInteraction(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    remove();
    if (cancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 })
        : window.setTimeout(() => !cancelled && task(), 200);
  };
  const remove = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true));
  INTERACTIONS.forEach((type) =>
    window.addEventListener(type, run, { capture: true, passive: true }),
  );
  return () => {
    cancelled = true;
    remove();
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
}
