/**
 * Resolves in a task of its own, so the browser can paint and answer a key or a click before what
 * follows (the boot's steps each fit in a short task: a slow phone never waits for all of them).
 * `scheduler.yield()` where the browser has it: the boot then goes on ahead of other queued work.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
