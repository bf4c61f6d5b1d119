// An error tracker as the sandbox serves it (issue 55): the ingest endpoint of Sentry's protocol
// (`POST <dsn path>/api/<project>/envelope/`, what Sentry, GlitchTip and Bugsink take), so the
// portal runs locally and in its tests against the same protocol a team's tracker speaks. A DSN
// of the sandbox is `http://<key>@<sandbox>/__sandbox/tracker/<project>`. `GET
// /__sandbox/tracker/api/<project>/events/` gives back what a project received, newest last.
import type { Db, TrackedEventRecord } from './db';
import { json, missingFields } from './respond';

/** How many events it keeps, all projects together (the oldest go first). */
const KEPT = 1000;
export const TRACKER_PATH = '/__sandbox/tracker';
const INGEST = /^\/__sandbox\/tracker\/api\/(\d+)\/envelope\/?$/;
const EVENTS = /^\/__sandbox\/tracker\/api\/(\d+)\/events\/?$/;

const NEWLINE = 10;

/**
 * The items of an envelope: a header line, then each item's header line and payload (as many
 * bytes as its header's `length` says, else up to the next newline). Null when it cannot be read.
 */
export function envelopeItems(bytes: Uint8Array): { type: string; payload: unknown }[] | null {
  const decoder = new TextDecoder();
  let at = 0;
  const line = (length?: number) => {
    const end = length === undefined ? bytes.indexOf(NEWLINE, at) : at + length;
    const stop = end < 0 ? bytes.length : Math.min(end, bytes.length);
    const text = decoder.decode(bytes.subarray(at, stop));
    at = stop + 1;
    return text;
  };
  try {
    JSON.parse(line());
    const items: { type: string; payload: unknown }[] = [];
    while (at < bytes.length) {
      const headerLine = line();
      if (!headerLine.trim()) continue;
      const header = JSON.parse(headerLine) as { type?: unknown; length?: unknown };
      const payload = line(typeof header.length === 'number' ? header.length : undefined);
      items.push({ type: String(header.type), payload: JSON.parse(payload) });
    }
    return items;
  } catch {
    return null;
  }
}

/** The key an envelope is sent with: in the address (`sentry_key`) or in `X-Sentry-Auth`. */
function keyOf(request: Request, url: URL): string | null {
  const inAddress = url.searchParams.get('sentry_key');
  if (inAddress) return inAddress;
  return /sentry_key=([^,\s]+)/.exec(request.headers.get('X-Sentry-Auth') ?? '')?.[1] ?? null;
}

/** The tracker's routes; null for a path of another. */
export function trackerRoutes(
  db: Db,
  request: Request,
  url: URL,
  now: Date,
): Promise<Response> | Response | null {
  const ingest = request.method === 'POST' ? INGEST.exec(url.pathname) : null;
  if (ingest) return ingestEnvelope(db, request, url, ingest[1]!, now);
  const events = request.method === 'GET' ? EVENTS.exec(url.pathname) : null;
  if (events)
    return json(
      200,
      db.trackedEvents.filter((one) => one.project === events[1]),
    );
  return null;
}

async function ingestEnvelope(
  db: Db,
  request: Request,
  url: URL,
  project: string,
  now: Date,
): Promise<Response> {
  const key = keyOf(request, url);
  if (!key) return json(401, { detail: 'missing sentry_key' });
  const items = envelopeItems(new Uint8Array(await request.arrayBuffer()));
  if (!items) return missingFields('not an envelope');
  const receivedAt = now.toISOString();
  const events = items.filter((item) => item.type === 'event');
  for (const { payload } of events) {
    db.trackedEvents.push({
      project,
      key,
      receivedAt,
      event: payload as TrackedEventRecord['event'],
    });
  }
  db.trackedEvents.splice(0, Math.max(0, db.trackedEvents.length - KEPT));
  const [first] = events;
  return json(200, { id: (first?.payload as { event_id?: string } | undefined)?.event_id ?? null });
}
