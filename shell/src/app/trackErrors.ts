// Errors in an error tracker (issue 55), the part loaded once the page is in when the runtime
// config names a tracker (`./errorReporting`): each sampled report is noted with where the page
// was and handed to `./errorTracker`, the tracker's client, a chunk fetched with the first report.
import type { RuntimeConfig } from '@portal/config';
import { parseTrackerConfig, type TrackerConfig } from '@portal/config/tracker';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { configureReporting, reportError, type Forwarded } from '@portal/telemetry';
import { BASE_PATH } from '../routing/redirectUrl';
import type { NotedReport } from './errorTracker';

/** How many reports wait for the tracker's client at most (a page failing in a loop). */
const WAITING_KEPT = 20;

/**
 * Hands the page's sampled reports to the config's tracker, those made before included. A wrong
 * tracker block is itself reported, and the reports stay where they go without a tracker.
 */
export function trackErrors(config: RuntimeConfig): void {
  let tracker: TrackerConfig;
  try {
    tracker = parseTrackerConfig(config.errorReporting.tracker);
  } catch (error) {
    reportError({ phase: 'tracker-config', error });
    return;
  }
  configureReporting({ forward: forwardTo(config, tracker) });
}

/** What hands a sampled report to the tracker. */
function forwardTo(config: RuntimeConfig, tracker: TrackerConfig): (forwarded: Forwarded) => void {
  const waiting: NotedReport[] = [];
  let send: ((noted: NotedReport) => void) | undefined;
  let loading = false;
  return ({ report, error, pathname }) => {
    const noted: NotedReport = {
      report,
      error,
      pathname: pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname,
      // Now: for a report made before the page was in, the language and company of a moment later.
      language: i18n.locale,
      companyId: sessionStore.getState().session?.company.id ?? null,
    };
    if (send) return send(noted);
    if (waiting.length < WAITING_KEPT) waiting.push(noted);
    if (loading) return;
    loading = true;
    import(/* webpackChunkName: "error-tracker" */ './errorTracker')
      .then(({ startErrorTracker }) => {
        send = startErrorTracker(config, tracker);
        for (const next of waiting.splice(0)) send(next);
      })
      .catch(() => {
        loading = false; // the next report tries again; these stay on the page
      });
  };
}
