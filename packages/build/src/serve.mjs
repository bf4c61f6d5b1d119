// Serves built apps the way they are deployed: each on its own origin, entry files revalidated,
// hashed chunks cached for a year, CORS for the remotes, gzip, and a strict CSP on pages.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  composePage,
  inlineStyleSources,
  loadServerModule,
  PRERENDER_INDEX,
  RENDER_PATH,
  onDemandRenderer,
  serializedFrame,
  warmPrerenderedPages,
} from './prerender.mjs';
import { likelyLocale, routeHints, withRouteHints } from './routeHints.mjs';
import { ENCODINGS, MIN_COMPRESSIBLE_BYTES } from './compress.mjs';
import { isTunnelRequest, passToTracker, trackerDsns, tunnelOf } from './tunnel.mjs';
import { readReleasesIndex, releaseDist, releasesIndexFile, RELEASES_PATH } from './release.mjs';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|html)$|^assets\//;

/** How long a page waits for the remote's manifest and index to name the route's files. */
const HINTS_TIME_LIMIT_MS = 300;

/**
 * How long the shell's server trusts what it last heard of a remote's entry files (its
 * manifest and page index) before asking again (a conditional request: a 304 while unchanged).
 * A page it composed from them is kept meanwhile; a remote redeployed is seen within this time.
 */
export const REMOTE_FILES_TRUSTED_MS = 1000;

/**
 * What the shell's server knows of the remotes' revalidated files (`no-cache`: manifests,
 * page indexes): each one's validator, when it was last confirmed, and the confirmation under
 * way. `recordingFetch` notes what a page's composition read; `unchanged` tells whether a
 * kept page's files are still the ones it was composed from.
 */
export function remoteFileValidators({
  fetchImpl = fetch,
  trustedMs = REMOTE_FILES_TRUSTED_MS,
  timeoutMs = HINTS_TIME_LIMIT_MS,
  now = () => Date.now(),
} = {}) {
  const known = new Map();
  const note = (url, response) => {
    const etag = response.headers.get('etag');
    known.set(url, { etag, checkedAt: now(), checking: null });
    return etag;
  };
  /** The validator `url` has now: the one noted when recent, else asked (null: unknown). */
  const current = (url) => {
    const entry = known.get(url);
    if (!entry?.etag) return Promise.resolve(null);
    if (now() - entry.checkedAt < trustedMs) return Promise.resolve(entry.etag);
    entry.checking ??= fetchImpl(url, {
      headers: { 'If-None-Match': entry.etag },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 304) {
          known.set(url, { etag: entry.etag, checkedAt: now(), checking: null });
          return entry.etag;
        }
        return response.ok ? note(url, response) : (known.delete(url), null);
      })
      .catch(() => {
        known.delete(url);
        return null;
      });
    return entry.checking;
  };
  return {
    /**
     * A fetch for one page's composition: whatever it reads goes into `read` (URL → validator
     * of a revalidated file, or null for a failure: such a page is not kept).
     */
    recordingFetch(read) {
      return async (url, init) => {
        const key = String(url);
        try {
          const response = await fetchImpl(url, init);
          if (!response.ok) read.set(key, null);
          else if (response.headers.get('cache-control') === NO_CACHE) {
            read.set(key, note(key, response));
          }
          return response;
        } catch (error) {
          read.set(key, null);
          throw error;
        }
      };
    },
    /**
     * Whether every file of `read` still has its validator: true at once while all of them are
     * trusted (no promise: this is every kept page's answer), else a promise of it.
     */
    unchanged(read) {
      let trusted = true;
      for (const [url, etag] of read) {
        const entry = known.get(url);
        if (!entry || entry.etag !== etag) return false;
        if (now() - entry.checkedAt >= trustedMs) trusted = false;
      }
      return trusted || this.confirmed(read);
    },
    /** Whether every file of `read` still has its validator, asking for those not trusted. */
    async confirmed(read) {
      const answers = await Promise.all(
        [...read].map(async ([url, etag]) => (await current(url)) === etag),
      );
      return answers.every(Boolean);
    },
  };
}

/** A fetch for one page view that asks for each URL once and hands each caller its own copy. */
function fetchingOnce(fetchImpl = fetch) {
  const asked = new Map();
  return (url, init) => {
    const key = String(url);
    if (!asked.has(key)) asked.set(key, fetchImpl(url, init));
    return asked.get(key).then((response) => response.clone());
  };
}

/**
 * The encodings `Accept-Encoding` accepts (q > 0), by name. `*` accepts any not named.
 */
export function acceptedEncodings(header = '') {
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return (encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
}

/**
 * `raw` as it may be sent: plain and, when worth it, in each encoding (the build's copy when
 * `copyOf(encoding)` gives one, else compressed here), each with its validator.
 */
function representationsOf(raw, type, copyOf = () => null) {
  const encoded = {};
  if (COMPRESSIBLE.test(type) && raw.length > MIN_COMPRESSIBLE_BYTES) {
    for (const encoding of ENCODINGS) {
      encoded[encoding.name] = copyOf(encoding) ?? encoding.compress(raw);
    }
  }
  return {
    raw,
    encoded,
    etags: Object.fromEntries(
      ['', ...Object.keys(encoded)].map((name) => [name, entityTag(raw, name)]),
    ),
  };
}

/** The body and headers of `representations` in `encoding` (undefined: plain). */
function answerOf(representations, encoding, headers, validated) {
  const body = encoding ? representations.encoded[encoding] : representations.raw;
  const etag = validated ? representations.etags[encoding ?? ''] : null;
  const withValidator = etag ? { ...headers, ETag: etag } : headers;
  return {
    body,
    etag,
    headers: {
      ...withValidator,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    },
    // A 304 says what a 200 would, less what describes the body.
    notModified: Object.fromEntries(
      Object.entries(withValidator).filter(([name]) => name !== 'Content-Type'),
    ),
  };
}

/** A strong validator of `body` sent with `encoding` ('' for none): same bytes, same tag. */
export function entityTag(body, encoding = '') {
  const hash = crypto.createHash('sha1').update(body).digest('base64url');
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether an If-None-Match header names `etag` (or `*`); weak tags compare by their value. */
export function matchesEntityTag(header, etag) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/**
 * A composed page the same for every anonymous visitor of a config and language: a shared cache
 * (a CDN) may keep it briefly and then revalidates it; a browser always revalidates it.
 */
export const SHARED_PAGE_SECONDS = 30;
const sharedPageCache = (seconds) => `public, max-age=0, s-maxage=${seconds}`;
export const SHARED_PAGE_CACHE = sharedPageCache(SHARED_PAGE_SECONDS);
/** How many composed pages the shell's server keeps (routes × languages). */
const KEPT_PAGES_LIMIT = 200;
/** How long a composed page waits for a remote's stylesheet before linking it instead. */
const STYLE_FETCH_LIMIT_MS = 300;

export function cacheControlFor(relativePath) {
  return HASHED.test(relativePath) ? LONG_CACHE : NO_CACHE;
}

const origin = (address) => new URL(address).origin;

/**
 * A strict CSP: scripts, styles and connections only from this origin and the configured ones,
 * and the page's own inline stylesheets by their hash (`inlineStyles`, a prerendered page's).
 */
export function contentSecurityPolicy(config, { inlineStyles = [] } = {}) {
  const remotes = [...new Set((config?.remotes ?? []).map((r) => origin(r.manifest)))];
  const apis = [...new Set(Object.values(config?.api ?? {}).map(origin))];
  // An error tracker is asked directly only without a tunnel (on this origin: 'self').
  const trackers = tunnelOf(config) ? [] : trackerDsns(config);
  const reporting = [
    ...new Set(
      [
        config?.errorReporting?.endpoint,
        config?.fieldSpeed?.endpoint,
        config?.releaseHealth?.endpoint,
        ...trackers,
      ]
        .filter(Boolean)
        .map(origin),
    ),
  ];
  const list = (...sources) => sources.flat().join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, remotes)}`,
    `style-src ${list(`'self'`, remotes, inlineStyles)}`,
    `img-src ${list(`'self'`, 'data:', 'blob:', remotes, apis)}`,
    `font-src ${list(`'self'`, remotes)}`,
    `connect-src ${list(`'self'`, remotes, apis, reporting)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * @param {object} options
 * @param {string} options.root            the dist folder
 * @param {string} [options.basePath]      URL prefix the files live under ('/minha-conta/' for the shell)
 * @param {string} [options.spaPrefix]     paths under this prefix fall back to index.html
 * @param {() => object} [options.runtimeConfig]  served at `${basePath}runtime-config.json`
 * @param {boolean} [options.cors]
 * @param {(error: unknown) => void} [options.onPrerenderMiss]  a prerender the page went without
 * @param {boolean} [options.brotli]       whether files go out in Brotli to clients that take it
 *                                        (the bench turns it off to compare gzip with gzip)
 * @param {number} [options.remoteFilesTrustedMs]  how long a remote's manifest and index are
 *                                        trusted without asking (browser tests: 0, so a remote
 *                                        they fault or redeploy is seen on the next page)
 * @param {number} [options.sharedPageSeconds]  how long a shared cache (an edge) may keep a
 *                                        composed page (`s-maxage`; the edge's tests shorten it)
 */
export function createStaticHandler({
  root,
  basePath = '/',
  spaPrefix = '/minha-conta/',
  runtimeConfig,
  cors = true,
  onPrerenderMiss = (error) => console.warn(`[portal] page served without its prerender: ${error}`),
  brotli = true,
  remoteFilesTrustedMs = REMOTE_FILES_TRUSTED_MS,
  sharedPageSeconds = SHARED_PAGE_SECONDS,
}) {
  const pageCache = sharedPageCache(sharedPageSeconds);
  const encodings = ENCODINGS.filter(({ name }) => brotli || name !== 'br');
  const configPath = `${basePath}runtime-config.json`;

  /** The headers of every answer. */
  const headersFor = (type, cacheControl) => ({
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Accept-Encoding',
    ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
  });

  /**
   * A file's bytes as it is served, in each encoding, with a validator each: read once and kept
   * while the file is unchanged (its size and time), its compressed copies from the build
   * (`compressBuild`) when they are not older than it, else compressed here once.
   */
  const files = new Map();
  const fileRepresentations = (file, stat, type) => {
    const known = files.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const representations = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      ...representationsOf(fs.readFileSync(file), type, (encoding) => {
        const copy = `${file}${encoding.suffix}`;
        const fresh = fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= stat.mtimeMs;
        return fresh ? fs.readFileSync(copy) : null;
      }),
    };
    files.set(file, representations);
    return representations;
  };

  /** The encoding of `encoded` to send for an `Accept-Encoding` header, or undefined (plain). */
  const encodingFor = (header = '', encoded) => {
    // The common header ("gzip, deflate, br, zstd") names encodings without weights.
    if (!header.includes(';') && !header.includes('*')) {
      const names = header.split(',').map((name) => name.trim());
      return encodings.find(({ name }) => encoded[name] && names.includes(name))?.name;
    }
    const accepts = acceptedEncodings(header);
    return encodings.find(({ name }) => encoded[name] && accepts(name))?.name;
  };

  /**
   * Sends a file's (or a kept page's) representations in the best encoding the request
   * accepts, with a validator unless it is cached for good. The headers of each encoding are
   * put together once: a file's (or a page's) cache policy and extra headers do not change.
   */
  const sendFile = (req, res, representations, type, cacheControl, extra = {}) => {
    const encoding = encodingFor(req.headers['accept-encoding'], representations.encoded);
    representations.answers ??= {};
    const answer = (representations.answers[encoding ?? ''] ??= answerOf(
      representations,
      encoding,
      { ...headersFor(type, cacheControl), ...extra },
      // Hashed files never change under their name: cached for a year, no validator needed.
      cacheControl !== LONG_CACHE,
    ));
    if (answer.etag && matchesEntityTag(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, answer.notModified);
      res.end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };

  const send = (req, res, status, body, type, cacheControl, extra = {}) => {
    const headers = { ...headersFor(type, cacheControl), ...extra };
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) body = String(body);
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const gzip = acceptsGzip && COMPRESSIBLE.test(type) && body.length > 256;
    // A validator of what is revalidated, so a returning visitor's unchanged entry, manifest or
    // page costs a 304 instead of its bytes (hashed files are cached for a year anyway). One
    // per encoding: the gzip and plain answers are different representations.
    if (status === 200 && cacheControl === NO_CACHE) {
      const etag = entityTag(body, gzip ? 'gzip' : '');
      headers.ETag = etag;
      if (matchesEntityTag(req.headers['if-none-match'], etag)) {
        const { 'Content-Type': _type, ...kept } = headers;
        res.writeHead(304, kept);
        res.end();
        return;
      }
    }
    if (gzip) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = Buffer.byteLength(body);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // The shell's Node build, when it has one, frames the pages remotes prerender (adr-004).
  const isShell = basePath === spaPrefix;
  const server = isShell ? loadServerModule(root) : null;
  const frame = server?.renderFrame ? serializedFrame(server) : null;
  // A remote's Node build renders, when the shell's server asks, the visits its build's pages
  // do not cover (adr-006).
  const renderer = isShell ? null : onDemandRenderer(root);
  const prerenderedPages = new Map();
  // In the background: the server answers at once, and a remote not up yet only costs the
  // first visit of its pages the fetch every later visit is spared.
  const warmed =
    frame && runtimeConfig
      ? warmPrerenderedPages({ config: runtimeConfig(), frame, cache: prerenderedPages })
      : Promise.resolve([]);
  // The shell's own index: its stylesheets and catalogs (a build without one has neither).
  const shellIndex = () => {
    const file = path.join(root, PRERENDER_INDEX);
    if (!fs.existsSync(file)) return { styles: [], chunks: {} };
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };

  const validators = remoteFileValidators({ trustedMs: remoteFilesTrustedMs });
  /**
   * A stylesheet's text for a composed page to carry inline: the shell's from its folder, a
   * remote's fetched (`fetchImpl`); content-hashed, so a text is kept under its address.
   */
  const styleTexts = new Map();
  const styleText = (fetchImpl) => async (href) => {
    if (styleTexts.has(href)) return styleTexts.get(href);
    let text = null;
    if (href.startsWith(basePath)) {
      const file = path.join(root, href.slice(basePath.length));
      if (file.startsWith(root) && fs.existsSync(file)) text = fs.readFileSync(file, 'utf8');
    } else {
      const response = await fetchImpl(href, { signal: AbortSignal.timeout(STYLE_FETCH_LIMIT_MS) });
      if (response.ok) text = await response.text();
    }
    if (text !== null && HASHED.test(href)) {
      styleTexts.set(href, text);
      if (styleTexts.size > KEPT_PAGES_LIMIT) styleTexts.delete(styleTexts.keys().next().value);
    }
    return text;
  };
  /**
   * Composed pages kept, precompressed, by route, language and config: the same for every
   * visitor who asks without a query. One is served again while the remote files it was
   * composed from are unchanged; one composed without a remote's answer is not kept.
   */
  const keptPages = new Map();
  const configKeys = new WeakMap();
  const configKey = (config) => {
    if (!configKeys.has(config)) configKeys.set(config, JSON.stringify(config));
    return configKeys.get(config);
  };
  const pageHeaders = (config, html) => ({
    'Content-Security-Policy': contentSecurityPolicy(config, {
      inlineStyles: inlineStyleSources(html),
    }),
    // The page preloads the catalogs of the browser's language.
    Vary: 'Accept-Encoding, Accept-Language',
  });

  const page = async (req, res, pathname, search) => {
    const config = runtimeConfig?.();
    const locale = likelyLocale(req.headers['accept-language']);
    const keep = isShell && config && search.size === 0 && pathname.startsWith(spaPrefix);
    const key = keep ? `${pathname}\n${locale}\n${configKey(config)}` : null;
    const kept = key && keptPages.get(key);
    const unchanged = kept && validators.unchanged(kept.read);
    if (unchanged === true || (unchanged && (await unchanged))) {
      sendFile(req, res, kept.representations, TYPES['.html'], pageCache, kept.headers);
      return;
    }
    let html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const read = new Map();
    if (isShell && config && pathname.startsWith(spaPrefix)) {
      const route = pathname.slice(spaPrefix.length).replace(/\/+$/, '');
      const index = shellIndex();
      // The prerender and the route hints read the same remote files: each is fetched once.
      const fetchImpl = fetchingOnce(validators.recordingFetch(read));
      const [composed, hints] = await Promise.all([
        frame
          ? composePage({
              html,
              route,
              config,
              frame,
              shellStyles: index.styles.map((file) => `${basePath}${file}`),
              gateSrc: `${basePath}prerender-gate.js`,
              cache: prerenderedPages,
              search,
              fetchImpl,
              styleText: styleText(fetchImpl),
              onError: onPrerenderMiss,
            }).catch((error) => {
              onPrerenderMiss(error);
              return html;
            })
          : html,
        routeHints({
          route,
          config,
          shellIndex: index,
          shellBase: basePath,
          ownPages: frame?.ownPages,
          fetchImpl,
          signal: AbortSignal.timeout(HINTS_TIME_LIMIT_MS),
        }),
      ]);
      // The runtime config goes inline in any case; the remote's files as far as it answered.
      html = withRouteHints(composed, {
        config,
        hints,
        locale,
        afterFirstPaint: composed !== html,
      });
    }
    if (key && read.size > 0 && [...read.values()].every((etag) => etag !== null)) {
      const entry = {
        read,
        headers: pageHeaders(config, html),
        representations: representationsOf(Buffer.from(html), TYPES['.html']),
      };
      keptPages.set(key, entry);
      if (keptPages.size > KEPT_PAGES_LIMIT) keptPages.delete(keptPages.keys().next().value);
      sendFile(req, res, entry.representations, TYPES['.html'], pageCache, entry.headers);
      return;
    }
    keptPages.delete(key);
    send(req, res, 200, html, TYPES['.html'], NO_CACHE, pageHeaders(config, html));
  };

  const renderOnDemand = async (req, res, query) => {
    const path = query.get('path') ?? '';
    const variant = query.get('variant') ?? '';
    let page = null;
    try {
      page = await renderer.render(path, variant);
    } catch (error) {
      console.warn(`[portal] could not render ${path}: ${error}`);
    }
    if (!page) {
      send(req, res, 404, JSON.stringify({ path, variant }), TYPES['.json'], NO_CACHE);
      return;
    }
    // Without a query the page is the same for every visitor of this build; with one (a
    // recovery link's token) it is kept nowhere.
    const cacheControl = path.includes('?') ? 'no-store' : 'public, max-age=300';
    send(req, res, 200, JSON.stringify(page), TYPES['.json'], cacheControl);
  };

  const handler = (req, res) => {
    if (req.method === 'POST' && runtimeConfig && isTunnelRequest(runtimeConfig(), req.url ?? '')) {
      void passToTracker(req, res, runtimeConfig());
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, 'Method not allowed', TYPES['.txt'], NO_CACHE);
      return;
    }
    // Split by hand, not `new URL()`: this runs for every request. A path is checked against
    // the root below, whatever dot segments it holds.
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const rawPath = mark < 0 ? target : target.slice(0, mark);
    const query = mark < 0 ? '' : target.slice(mark + 1);
    const pathname = rawPath.includes('%') ? decodeURIComponent(rawPath) : rawPath;
    const search = new URLSearchParams(query);
    if (renderer && pathname === `${basePath}${RENDER_PATH}`) {
      return renderOnDemand(req, res, search);
    }
    if (runtimeConfig && pathname === configPath) {
      send(req, res, 200, JSON.stringify(runtimeConfig()), TYPES['.json'], NO_CACHE);
      return;
    }
    // Only a name with an extension can be a file (every file of a build has one): a route
    // (/minha-conta/login) goes to its page without asking the disk.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (looksLikeFile && pathname.startsWith(basePath)) {
      const relative = pathname.slice(basePath.length);
      const file = path.resolve(root, relative);
      const stat =
        relative && file.startsWith(root + path.sep)
          ? fs.statSync(file, { throwIfNoEntry: false })
          : undefined;
      if (stat?.isFile()) {
        if (relative === 'index.html') return page(req, res, pathname, search);
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        sendFile(req, res, fileRepresentations(file, stat, type), type, cacheControlFor(relative));
        return;
      }
    }
    if (!looksLikeFile && (pathname.startsWith(spaPrefix) || `${pathname}/` === spaPrefix)) {
      return page(req, res, pathname, search);
    }
    send(req, res, 404, 'Not found', TYPES['.txt'], NO_CACHE);
  };
  /** Stops what the handler started beside the server (a remote's render worker). */
  handler.close = () => renderer?.close();
  /** Settles once the shell's server has fetched and framed the remotes' prerendered pages. */
  handler.warmed = warmed;
  return handler;
}

/**
 * A remote's published releases (`portal publish`), as a static host would serve them: the
 * current one at the root, and each one kept under `/releases/<release>/`, where a runtime
 * config may pin the remote. The index is read again when it changes, so a publish goes live
 * without a restart.
 * @param {object} options  those of createStaticHandler, with `releasesDir` instead of `root`
 * @param {string} options.releasesDir
 */
export function createReleasesHandler({ releasesDir, ...options }) {
  /** Release → base path it is served under (its own, or the root while current) → handler. */
  const handlers = new Map();
  let index = { current: null, releases: [] };
  let stamp = null;
  const currentIndex = () => {
    const stat = fs.statSync(releasesIndexFile(releasesDir), { throwIfNoEntry: false });
    const next = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : null;
    if (next !== stamp) {
      stamp = next;
      index = readReleasesIndex(releasesDir);
      for (const [release, byBase] of handlers) {
        if (index.releases.includes(release)) continue;
        for (const each of byBase.values()) each.close();
        handlers.delete(release);
      }
    }
    return index;
  };
  const handlerFor = (release, basePath) => {
    if (!handlers.has(release)) handlers.set(release, new Map());
    const byBase = handlers.get(release);
    if (!byBase.has(basePath)) {
      const root = releaseDist(releasesDir, release);
      byBase.set(basePath, createStaticHandler({ ...options, root, basePath }));
    }
    return byBase.get(basePath);
  };
  const prefix = `/${RELEASES_PATH}/`;
  const handler = (req, res) => {
    const { current, releases } = currentIndex();
    const target = req.url ?? '/';
    if (target.startsWith(prefix)) {
      const release = target.slice(prefix.length).split('/')[0];
      if (releases.includes(release)) {
        return handlerFor(release, `${prefix}${release}/`)(req, res);
      }
    }
    if (!current) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Access-Control-Allow-Origin': '*' });
      res.end('No release published');
      return;
    }
    return handlerFor(current, '/')(req, res);
  };
  handler.close = () => {
    for (const byBase of handlers.values()) for (const each of byBase.values()) each.close();
    handlers.clear();
  };
  return handler;
}

/** Starts an HTTP server for `handler` on `port` (127.0.0.1 and ::1 via localhost). */
export function listen(handler, port, host = 'localhost') {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.keepAliveTimeout = 2000;
    server.on('close', () => handler.close?.());
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
