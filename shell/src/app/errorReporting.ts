// The page's error reporting from its start (issue 55): what no boundary caught is reported too
// (an error thrown in a handler or a timer, a promise rejected with no one waiting), and, when the
// runtime config names an error tracker, the reports go to it once the page is in: `./trackErrors`
// then loads and takes those made before (`@portal/telemetry` keeps them). Nothing of the tracker
// loads or runs before (ADR 014).
import type { RuntimeConfig } from '@portal/config';
import { reportError } from '@portal/telemetry';
import { afterPageIn } from '../timing/afterPageIn';

// Not failures: a request given up (the visitor went elsewhere), a layout that took two frames.
const isBenign = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  /^ResizeObserver loop/.test(error instanceof Error ? error.message : String(error));

/** Reports to the page's reporting what no error boundary caught. */
export function reportUncaught(target: Window = window): void {
  const report = (phase: string) => (event: Event) => {
    const { error, message, reason } = event as ErrorEvent & PromiseRejectionEvent;
    const thrown: unknown = phase === 'uncaught' ? (error ?? message) : reason;
    if (!isBenign(thrown)) reportError({ phase, error: thrown });
  };
  target.addEventListener('error', report('uncaught'));
  target.addEventListener('unhandledrejection', report('unhandled-rejection'));
}

/** Hands the reports to the config's error tracker, if it names one, once the page is in. */
export function startErrorTracking(config: RuntimeConfig): void {
  if (!config.errorReporting.tracker) return;
  afterPageIn(() => {
    import(/* webpackChunkName: "track-errors" */ './trackErrors')
      .then(({ trackErrors }) => trackErrors(config))
      .catch(() => undefined); // the reports stay on the page, as without a tracker
  });
}
