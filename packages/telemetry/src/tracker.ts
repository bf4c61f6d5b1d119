// Errors in an error tracker (issue 55): the page's reports as events of Sentry's protocol (an
// envelope per event), which Sentry and the trackers that speak it (GlitchTip, Bugsink) take.
// Each event goes to the project of the remote it belongs to, with that remote's release, through
// a tunnel on the page's own origin when there is one. `@sentry/browser` builds the events (the
// stack read into frames the tracker maps back to the sources) and sends them; it is loaded with
// the first event, once the page is in (the shell's `trackErrors`), never on a cold page: ADR 014.
import {
  captureException,
  httpContextIntegration,
  init,
  makeFetchTransport,
  makeMultiplexedTransport,
  withScope,
  type ErrorEvent,
} from '@sentry/browser';
import type { ErrorReport } from './report';

/** A report on its way to the tracker: where it happened and the release that was running. */
export interface TrackedError {
  readonly report: ErrorReport;
  readonly error: unknown;
  /** The remote it belongs to; null for the shell's own. */
  readonly remote: string | null;
  /** The release of that remote (of the shell, for the shell's own), when known. */
  readonly release: string | null;
  /** What a team filters on: the route's pattern, the language, the company… */
  readonly tags: Readonly<Record<string, string>>;
}

export interface TrackerOptions {
  /** The DSN of a remote's project; `null` asks for the shell's, which takes the rest. */
  readonly dsnOf: (remote: string | null) => string;
  /**
   * An address on the page's own origin that passes the tracker's ingest path on to it (so
   * neither an ad blocker nor the page's CSP drops an event): an event for
   * `https://key@tracker.example/4` is posted to `<tunnel>/api/4/envelope/?sentry_key=key…`.
   */
  readonly tunnel?: string;
  readonly environment: string;
  /**
   * What every event passes through before it leaves: the page's redaction (`redactValue` of
   * `@portal/telemetry`, given by the page so this chunk uses the page's one instance of it).
   */
  readonly redact: (value: unknown) => unknown;
}

/** An ingest address of the tracker, as the tunnel on the page's origin takes it. */
export function throughTunnel(url: string, tunnel: string | undefined): string {
  if (!tunnel) return url;
  const { pathname, search } = new URL(url);
  return `${tunnel.replace(/\/$/, '')}${pathname}${search}`;
}

const newEventId = () => globalThis.crypto.randomUUID().replace(/-/g, '');

/** Starts the tracker's client (once a page) and gives back what sends one report to it. */
export function startTracker({
  dsnOf,
  tunnel,
  environment,
  redact,
}: TrackerOptions): (tracked: TrackedError) => void {
  // Where each event goes and which release it is of, by its id (the transport sees the event).
  const routes = new Map<string, { readonly dsn: string; readonly release: string | null }>();
  init({
    dsn: dsnOf(null),
    environment,
    // Only what the report says and where the page was; nothing of the SDK's own watching (the
    // page's handlers report; breadcrumbs would carry addresses and texts typed).
    defaultIntegrations: false,
    integrations: [httpContextIntegration()],
    sendClientReports: false,
    transport: makeMultiplexedTransport(
      (options) => makeFetchTransport({ ...options, url: throughTunnel(options.url, tunnel) }),
      ({ getEvent }) => {
        const route = routes.get(getEvent()?.event_id ?? '');
        return route ? [route.dsn] : [];
      },
    ),
    beforeSend(event) {
      const route = routes.get(event.event_id ?? '');
      if (route?.release) event.release = route.release;
      return redact(event) as ErrorEvent;
    },
  });
  return ({ report, error, remote, release, tags }) => {
    const eventId = newEventId();
    routes.set(eventId, { dsn: dsnOf(remote), release });
    withScope((scope) => {
      scope.setTags({
        ...tags,
        ...(remote ? { remote } : {}),
        phase: report.phase,
        report_id: report.id,
      });
      if (report.context) scope.setExtra('context', report.context);
      captureException(error, { event_id: eventId });
    });
  };
}
