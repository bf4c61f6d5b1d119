import { whenIdle } from './whenIdle';

/**
 * Runs `task` once the page is in (its load event) and the browser is idle: for what the page's
 * visitor never waits for (field speed, the error tracker), which must not slow its start.
 */
export function afterPageIn(task: () => void): void {
  const start = () => whenIdle(task, { timeout: 5000, fallbackMs: 1000 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
