// The error tracker's tunnel on the shell's origin (issue 55): the page posts its events (Sentry's
// envelopes) to `<tunnel><dsn path>/api/<project>/envelope/?sentry_key=…` on its own origin, which
// no ad blocker or CSP stops, and the shell's server passes each on to the tracker the runtime
// config names for that project, and to nothing else: the tunnel is no open relay.

/** The largest envelope passed on (the tracker's own limit for an event is higher; ours is a page's). */
export const TUNNEL_BODY_LIMIT = 1024 * 1024;

/**
 * The tracker address a tunnel path (with its query) stands for, or null when no DSN of `config`
 * is that project's: `/minha-conta/__tracker/sentry/api/5/envelope/?k` → `https://t.example/sentry/api/5/envelope/?k`
 * for the DSN `https://key@t.example/sentry/5`.
 */
export function trackerTarget(config, pathWithQuery) {
  const tracker = config?.errorReporting?.tracker;
  if (!tracker?.tunnel) return null;
  const prefix = tracker.tunnel.replace(/\/$/, '');
  if (!pathWithQuery.startsWith(`${prefix}/`)) return null;
  const rest = pathWithQuery.slice(prefix.length);
  const mark = rest.indexOf('?');
  const restPath = mark < 0 ? rest : rest.slice(0, mark);
  for (const dsn of [tracker.dsn, ...Object.values(tracker.remotes ?? {})]) {
    const url = new URL(dsn);
    const project = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    const base = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    if (restPath === `${base}/api/${project}/envelope/`) return `${url.origin}${rest}`;
  }
  return null;
}

/** Whether a request is one for the tunnel of `config` (its path under the tunnel's). */
export function isTunnelRequest(config, pathname) {
  const tunnel = config?.errorReporting?.tracker?.tunnel?.replace(/\/$/, '');
  return !!tunnel && pathname.startsWith(`${tunnel}/`);
}

async function bodyOf(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > TUNNEL_BODY_LIMIT) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Passes a page's envelope on to its tracker and the tracker's answer back. */
export async function passToTracker(req, res, config, fetchImpl = fetch) {
  const answer = (status, body = '') => {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  };
  const target = req.method === 'POST' ? trackerTarget(config, req.url ?? '') : null;
  if (!target) return answer(404, 'no such tracker project');
  const body = await bodyOf(req);
  if (!body) return answer(413, 'envelope too large');
  try {
    const response = await fetchImpl(target, {
      method: 'POST',
      body,
      headers: { 'Content-Type': req.headers['content-type'] ?? 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(10_000),
    });
    res.writeHead(response.status, {
      'Content-Type': response.headers.get('content-type') ?? 'application/json',
      'Cache-Control': 'no-store',
    });
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch {
    answer(502, 'tracker unreachable');
  }
}
