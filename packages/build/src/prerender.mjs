// Prerendered pages (adr-004). A remote's build writes its pages' HTML beside its manifest; the
// shell's server puts that HTML, inside the shell's frame, into the page it sends, so a cold
// visit paints before any script has run. The app then takes over (shell/src/prerender).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { escapeAttribute, escapeText } from './html.mjs';
import { matchesRoute, remoteServing } from './routeHints.mjs';

/** Where an app's Node build goes: beside dist/, never served. */
export const SERVER_DIR = 'dist-server';
export const SERVER_ENTRY = 'prerender.cjs';
export const PRERENDER_INDEX = 'prerender.json';
const PAGES_DIR = 'prerender';
/**
 * Where a remote's server renders a visit its build's pages do not cover (a generated link's
 * sign-up, a recovery link): `?path=<route and query>&variant=<variant>` answers
 * `{ html, head }` by locale. A remote on a static host has no such address: those visits are
 * then served without a prerender, as before.
 */
export const RENDER_PATH = `${PAGES_DIR}/render`;

/** Where the app's Node build is (`dist-server/prerender.cjs`, or `entry`, beside `dist/`). */
const serverFile = (distDir, entry = SERVER_ENTRY) =>
  path.join(path.dirname(distDir), SERVER_DIR, entry);

/** The app's Node build (its prerender module, or another `entry` of `dist-server/`), or null. */
export function loadServerModule(distDir, entry = SERVER_ENTRY) {
  const file = serverFile(distDir, entry);
  if (!fs.existsSync(file)) return null;
  // A CommonJS bundle; read afresh, so a rebuilt app is picked up by a new server.
  const require = createRequire(file);
  delete require.cache[file];
  return require(file);
}

/** `portal build`, after webpack: writes the HTML of each page the app prerenders. */
export async function writePrerenderedPages(dist) {
  const server = loadServerModule(dist);
  if (!server?.prerenderPages) return [];
  const pages = await server.prerenderPages();
  const indexFile = path.join(dist, PRERENDER_INDEX);
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  fs.mkdirSync(path.join(dist, PAGES_DIR), { recursive: true });
  for (const [route, byVariant] of Object.entries(pages)) {
    index.pages[route] = {};
    for (const [variant, byLocale] of Object.entries(byVariant)) {
      index.pages[route][variant] = {};
      for (const [locale, html] of Object.entries(byLocale)) {
        // Content-hashed: a page never changes under its name, so the shell's server keeps it.
        const hash = crypto.createHash('sha256').update(html).digest('hex').slice(0, 8);
        const file = `${PAGES_DIR}/${route.replaceAll('/', '_')}.${variant}.${locale}.${hash}.html`;
        fs.writeFileSync(path.join(dist, file), html);
        index.pages[route][variant][locale] = file;
      }
    }
  }
  // The pages' titles and meta descriptions, for the head of the page the shell's server sends.
  if (server.prerenderPageHeads) index.heads = await server.prerenderPageHeads();
  // The query parameters with which a page is served without its prerender.
  if (server.prerenderPageRules) index.unless = await server.prerenderPageRules();
  // The patterns its server can render on demand, with their parameters and query.
  if (server.renderPage && server.renderablePatterns) {
    index.render = { path: RENDER_PATH, patterns: await server.renderablePatterns() };
  }
  fs.writeFileSync(indexFile, JSON.stringify(index, null, 2));
  return Object.keys(pages);
}

/** A page file whose name carries its content hash: it never changes, so it can be kept. */
const HASHED_PAGE = /\.[0-9a-f]{8}\.html$/;
const CACHE_LIMIT = 100;
/**
 * How long the server keeps fetching a content-hashed page after the visitor who asked for it
 * stopped waiting: the next visitor then gets it from the cache instead of the same miss.
 */
const PAGE_FETCH_LIMIT_MS = 10_000;

function keep(cache, key, value) {
  cache.set(key, value);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value);
}

/** `<script defer src=…></script>` as html-webpack-plugin writes it, quoted or not. */
const DEFERRED_SCRIPT = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/g;

/** `promise`, or its rejection with the signal's reason once `signal` aborts. */
function untilAborted(promise, signal) {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The text of a page file. A content-hashed one is fetched once, whoever asks first and
 * however long they wait (its promise is the cache entry, so visitors arriving meanwhile share
 * it); a failed fetch leaves the cache, to be tried again by the next visitor.
 */
function pageText(url, { signal, fetchImpl, cache }) {
  const load = async (loadSignal) => {
    const page = await fetchImpl(url, { signal: loadSignal });
    if (!page.ok) throw new Error(`${new URL(url).pathname} answered ${page.status}`);
    return page.text();
  };
  if (!HASHED_PAGE.test(url)) return load(signal);
  if (!cache.has(url)) {
    const loading = load(AbortSignal.timeout(PAGE_FETCH_LIMIT_MS));
    keep(cache, url, loading);
    loading.catch(() => {
      if (cache.get(url) === loading) cache.delete(url);
    });
  }
  return untilAborted(cache.get(url), signal);
}

/** A remote's `prerender.json` and its address, or null when it has none it can serve. */
async function fetchIndex(remote, { signal, fetchImpl }) {
  const url = new URL(PRERENDER_INDEX, remote.manifest);
  const response = await fetchImpl(url, { signal });
  if (!response.ok) return null;
  const index = await response.json();
  return index?.version === 1 ? { index, url } : null;
}

/**
 * The pages of `route` in `variant`, by locale: the build's when `index` lists them and the
 * query does not rule them out, else rendered by the remote's server when its index says it
 * renders the route's pattern; null when neither.
 */
async function indexedPage({ index, url: indexUrl }, remote, route, variant, options) {
  const files = index.pages?.[route]?.[variant];
  // A query parameter that makes the page show something else (recovery's `token`).
  const ruledOut = (index.unless?.[route] ?? []).some((name) => options.search?.has(name));
  const styles = (index.styles ?? []).map((file) => new URL(file, indexUrl).href);
  if (!files || ruledOut) {
    const page = await renderedPage(index, indexUrl, route, variant, options);
    return page && { styles, ...page };
  }
  const html = await Promise.all(
    Object.entries(files).map(async ([locale, file]) => {
      const url = new URL(file, indexUrl).href;
      try {
        return [locale, await pageText(url, options)];
      } catch (error) {
        if (error === options.signal?.reason) throw error;
        throw new Error(`${remote.name}: ${error.message}`, { cause: error });
      }
    }),
  );
  return { styles, html: Object.fromEntries(html), head: index.heads?.[route] ?? null };
}

/** What the remote's server renders for this visit (`RENDER_PATH`), or null. */
async function renderedPage(index, indexUrl, route, variant, { signal, fetchImpl, search }) {
  const render = index.render;
  if (!render?.path || !(render.patterns ?? []).some((pattern) => matchesRoute(pattern, route))) {
    return null;
  }
  const url = new URL(render.path, indexUrl);
  const query = search?.toString() ?? '';
  url.searchParams.set('path', query ? `${route}?${query}` : route);
  url.searchParams.set('variant', variant);
  const response = await fetchImpl(url, { signal });
  if (!response.ok) return null;
  const { html, head } = await response.json();
  return html && typeof html === 'object' ? { html, head: head ?? null } : null;
}

/**
 * The page's `<title>` and `<meta name="description">` in the first locale (the page's `lang`),
 * each with the other locales' texts in `data-<locale>` for the gate, which picks the
 * visitor's before the first paint. `html` unchanged when the remote gave no head.
 */
export function withPageHead(html, head, locales) {
  const first = head?.[locales[0]];
  if (!first) return html;
  const others = (key) =>
    locales
      .slice(1)
      .filter((locale) => typeof head[locale]?.[key] === 'string')
      .map((locale) => ` data-${locale.toLowerCase()}="${escapeAttribute(head[locale][key])}"`)
      .join('');
  const title = `<title${others('title')}>${escapeText(first.title)}</title>`;
  const description =
    typeof first.description === 'string'
      ? `<meta name="description" content="${escapeAttribute(first.description)}"${others('description')}>`
      : '';
  const withTitle = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  return withTitle.replace('</head>', () => `${description}</head>`);
}

/**
 * Fetches what a remote prerendered for `route` in `variant`: its stylesheets (absolute URLs) and its HTML
 * per locale, or null when it has none, or does not answer within `signal`. The index is asked
 * for every time (it names the remote's current build); content-hashed pages are kept in
 * `cache`.
 */
export async function fetchPrerenderedPage(
  remote,
  route,
  variant,
  { signal, fetchImpl = fetch, cache = new Map(), search },
) {
  const options = { signal, fetchImpl, cache, search };
  const found = await fetchIndex(remote, options);
  return found ? indexedPage(found, remote, route, variant, options) : null;
}

/** Waits between tries of a remote the warm-up could not reach (it may be starting too). */
const WARM_RETRY_DELAYS_MS = [250, 1000, 4000];

/**
 * Before the first visitor: fetches every page the config's remotes prerender (in the variant
 * the config matches) into `cache` and renders their frames, so the first visit of each page
 * does not wait for what every later one gets from memory. A remote that cannot be reached is
 * tried again a few times (servers may start in any order); one that still fails, or has no
 * index, is skipped, and the first visit of its pages fetches them instead. Resolves to the
 * routes made ready.
 */
export async function warmPrerenderedPages({
  config,
  frame,
  cache,
  fetchImpl = fetch,
  timeoutMs = PAGE_FETCH_LIMIT_MS,
  retryDelaysMs = WARM_RETRY_DELAYS_MS,
}) {
  const variant = frame.prerenderVariant(config);
  const warm = async (remote) => {
    const options = { signal: AbortSignal.timeout(timeoutMs), fetchImpl, cache };
    const found = await fetchIndex(remote, options);
    if (!found) return [];
    const routes = Object.keys(found.index.pages ?? {}).filter(
      (route) => remoteServing(config, route)?.remote === remote,
    );
    for (const route of routes) {
      await indexedPage(found, remote, route, variant, options);
      for (const locale of frame.locales) await frame.renderFrame(config, locale, route);
    }
    return routes;
  };
  const ready = await Promise.all(
    (config?.remotes ?? []).map(async (remote) => {
      for (const delay of [0, ...retryDelaysMs]) {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        try {
          return await warm(remote);
        } catch {
          // Not reachable yet, or a page failed: try again after the next delay.
        }
      }
      return [];
    }),
  );
  return ready.flat();
}

/**
 * The shell's page for `pathname` with the prerendered page in it, or `html` unchanged when the
 * route has no prerender, a locale is missing, or the remote is slow (`timeoutMs`): the
 * visitor then gets the client-rendered page, as before.
 * @param {object} options
 * @param {string} options.html       the shell's index.html
 * @param {string} options.route      path under the base path, without slashes at either end
 * @param {object} options.config     the runtime config served to the page
 * @param {object} options.frame      the shell's Node build: locales, renderFrame, PAGE_SLOT,
 *                                    prerenderVariant
 * @param {string[]} options.shellStyles  the shell's stylesheets (URLs)
 * @param {string} options.gateSrc    URL of the gate script
 * @param {Map<string, string>} [options.cache]  content-hashed pages already fetched
 * @param {URLSearchParams} [options.search]  the page's query (a page may rule its prerender out)
 * @param {(href: string) => Promise<string | null>} [options.styleText]  a stylesheet's text, or
 *                                    null: the page then carries its stylesheets inline
 */
export async function composePage({
  html,
  route,
  config,
  frame,
  shellStyles,
  gateSrc,
  timeoutMs = 300,
  fetchImpl = fetch,
  cache,
  search,
  styleText,
  onError = () => undefined,
}) {
  const remote = remoteServing(config, route, frame.ownPages)?.remote;
  if (!remote) return html;
  let page;
  try {
    page = await fetchPrerenderedPage(remote, route, frame.prerenderVariant(config), {
      signal: AbortSignal.timeout(timeoutMs),
      fetchImpl,
      cache,
      search,
    });
  } catch (error) {
    onError(error);
    return html;
  }
  if (!page || !frame.locales.every((locale) => typeof page.html[locale] === 'string')) {
    return html;
  }
  const copies = [];
  for (const locale of frame.locales) {
    const framed = await frame.renderFrame(config, locale, route);
    const [before, after] = framed.split(frame.PAGE_SLOT);
    copies.push(
      `<div lang="${escapeAttribute(locale)}">${before}${page.html[locale]}${after}</div>`,
    );
  }
  // The app's scripts would run as soon as the page is parsed, which on a slow device can be
  // before the first paint. On a prerendered page the gate fetches and runs them after the
  // first paint, in order (adr-009: before it, they only took the first paint's bandwidth).
  const scripts = [];
  const withoutScripts = html.replace(DEFERRED_SCRIPT, (_tag, src) => {
    scripts.push(src);
    return '';
  });
  // Without the app's scripts there would be nothing to take over: serve the plain page.
  if (scripts.length === 0) return html;
  // Only the stylesheets hold the first paint. The gate runs once the page is parsed (`defer`)
  // and only then shows the prerender, whole: a paint between two of the parser's slices
  // showed a page half there, and what came next moved it. A render-blocking `expect` link and
  // a gate run before the body did that before, and made the first paint wait (adr-009).
  const head = [
    `<script defer src="${escapeAttribute(gateSrc)}" data-scripts="${escapeAttribute(scripts.join(' '))}"></script>`,
    await stylesheetTags([...shellStyles, ...page.styles], styleText),
  ].join('');
  const body = `<div id="prerender" inert>${copies.join('')}</div>`;
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) return html;
  return withPageHead(withoutScripts, page.head, frame.locales)
    .replace('</head>', () => `${head}</head>`)
    .replace(root, (match) => `${body}${match}`);
}

/**
 * The page's stylesheets inline, each in a `<style data-href>` naming its file: the first paint
 * then waits for no other request, where the remote's stylesheet, from another origin, cost a
 * connection of its own (adr-009). The app's style loaders (mini-css-extract's, in the shell and
 * in each remote) take a `<style>` with the `data-href` of a file for that file, so the app
 * does not fetch them again. Links, as before, when a text is missing or cannot sit in a
 * `<style>` element.
 */
async function stylesheetTags(hrefs, styleText) {
  const texts = styleText
    ? await Promise.all(hrefs.map((href) => styleText(href).catch(() => null)))
    : [];
  const inline =
    texts.length > 0 && texts.every((text) => text !== null && !/<\/style/i.test(text));
  return hrefs
    .map((href, index) =>
      inline
        ? `<style data-href="${escapeAttribute(href)}">${texts[index]}</style>`
        : `<link rel="stylesheet" href="${escapeAttribute(href)}">`,
    )
    .join('');
}

const INLINE_STYLE = /<style data-href="[^"]*">([\s\S]*?)<\/style>/g;

/** The CSP sources (`'sha256-…'`) of the stylesheets a composed page carries inline. */
export function inlineStyleSources(html) {
  return [...html.matchAll(INLINE_STYLE)].map(
    ([, text]) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`,
  );
}

/**
 * `call` one at a time (each switches the shared i18n instance and runtime config), its results
 * kept by `keyOf(...args)` (the last CACHE_LIMIT; a failed one is not) unless the key is null.
 */
function oneAtATime(call, keyOf) {
  const cache = new Map();
  let queue = Promise.resolve();
  return (...args) => {
    const key = keyOf(...args);
    if (key !== null && cache.has(key)) return cache.get(key);
    const result = queue.then(() => call(...args));
    queue = result.catch(() => undefined);
    if (key !== null) {
      keep(cache, key, result);
      result.catch(() => {
        if (cache.get(key) === result) cache.delete(key);
      });
    }
    return result;
  };
}

/** The shell's frame renderer: each frame rendered once per config, locale and route. */
export function serializedFrame(frame) {
  return {
    locales: frame.locales,
    PAGE_SLOT: frame.PAGE_SLOT,
    ownPages: frame.ownPages ?? [],
    prerenderVariant: frame.prerenderVariant,
    renderFrame: oneAtATime(
      (config, locale, route) => frame.renderFrame(config, locale, route),
      (config, locale, route) => JSON.stringify([config, locale, route]),
    ),
  };
}

/** The worker's script: loads the remote's Node build and renders the pages it is asked for. */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const server = require(workerData.file);
parentPort.on('message', async ({ id, path, variant }) => {
  try {
    parentPort.postMessage({ id, page: await server.renderPage(path, variant) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * A remote's on-demand renderer, or null when its build renders nothing on demand (its index
 * has no `render`). Its Node build runs in a worker, started with the server: apart
 * from the server's own modules (in one process with the shell's, the shared packages would
 * be loaded twice) and off the thread that answers requests. A page without a query is the
 * same for every visitor of the build: it is kept. One with a query (a recovery link's token)
 * is not.
 */
export function onDemandRenderer(distDir) {
  const file = serverFile(distDir);
  let index;
  try {
    index = JSON.parse(fs.readFileSync(path.join(distDir, PRERENDER_INDEX), 'utf8'));
  } catch {
    return null;
  }
  if (!index?.render || !fs.existsSync(file)) return null;
  let worker = null;
  let next = 0;
  const waiting = new Map();
  const start = () => {
    worker = new Worker(RENDER_WORKER, { eval: true, workerData: { file } });
    // The server's process may end while the worker waits for work.
    worker.unref();
    worker.on('message', ({ id, page, error }) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error) call?.reject(new Error(error));
      else call?.resolve(page);
    });
    worker.on('error', (error) => {
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
      worker = null;
    });
  };
  // Now, so the first visitor does not wait for the build to load.
  start();
  const renderPage = (pagePath, variant) => {
    if (!worker) start();
    return new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, path: pagePath, variant });
    });
  };
  return {
    render: oneAtATime(renderPage, (pagePath, variant) =>
      pagePath.includes('?') ? null : JSON.stringify([pagePath, variant]),
    ),
    /** Stops the worker (a later page starts another). */
    close: async () => {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
