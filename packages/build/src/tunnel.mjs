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
  const prefix = tunnelOf(config);
  if (!prefix || !pathWithQuery.startsWith(`${prefix}/`)) return null;
  const rest = pathWithQuery.slice(prefix.length);
  const mark = rest.indexOf('?');
  const restPath = mark < 0 ? rest : rest.slice(0, mark);
  for (const url of trackerDsns(config)) {
    const project = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    const base = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    if (restPath === `${base}/api/${project}/envelope/`) return `${url.origin}${rest}`;
  }
  return null;
}

/** Whether a request is one for the tunnel of `config` (its path under the tunnel's). */
export function isTunnelRequest(config, pathname) {
  const tunnel = tunnelOf(config);
  return !!tunnel && pathname.startsWith(`${tunnel}/`);
}

/** The tracker's tunnel path of `config`, without its last slash, if it names one. */
export function tunnelOf(config) {
  const tunnel = config?.errorReporting?.tracker?.tunnel;
  return typeof tunnel === 'string' && tunnel !== '' ? tunnel.replace(/\/$/, '') : null;
}

/**
 * The DSNs the runtime config's tracker names (the shell's, then each remote's) as addresses. The
 * page reads that block once it is in and leaves tracking off when it is wrong
 * (`@portal/config/tracker`); the server, which reads it before, skips what is not an address
 * rather than fail on it.
 */
export function trackerDsns(config) {
  const tracker = config?.errorReporting?.tracker;
  const remotes = tracker?.remotes;
  return [tracker?.dsn, ...(remotes && typeof remotes === 'object' ? Object.values(remotes) : [])]
    .filter((dsn) => typeof dsn === 'string' && URL.canParse(dsn))
    .map((dsn) => new URL(dsn));
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
