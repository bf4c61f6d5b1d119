/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms when given), or, where
 * it has no idle callbacks (Safari), in a task of its own `fallbackMs` later. Returns a function
 * that cancels it. For work nobody waits for, which must not compete with what a visitor asked.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallbackMs = 0 }: { readonly timeout?: number; readonly fallbackMs?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, timeout === undefined ? {} : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
