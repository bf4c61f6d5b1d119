// Route hints (adr-006). The shell's server knows the route, the remote that serves it and that
// remote's manifest; the page it sends names everything the route needs, so the browser fetches
// it all in parallel with the shell's own files instead of one request after another (page →
// main.js → runtime config → manifest → remote entry → routes → page chunk):
//   - the runtime config and the remote's manifest, inline (`#portal-boot`, JSON the shell reads
//     instead of fetching them);
//   - preloads of the remote's entry, its `./routes` and the route's page chunk;
//   - each language's catalogs, which the prerender gate (or the shell) preloads for the
//     visitor's language only.
// Whatever the remote does not answer within the page's time limit is simply not hinted (the
// rest still is): the shell then fetches it as before.
import { escapeAttribute } from './html.mjs';

const SHELL_CATALOG = 'messages';
const REMOTE_CATALOG = 'catalog';

/** The shell's chunk group behind its entry's async boundary (shell/src/index.ts). */
const SHELL_APP_CHUNK = 'bootstrap';

/**
 * The language a visitor without a stored choice gets: the browser's first, when Spanish, as
 * the app decides (@portal/i18n's initialLocale); from the request's Accept-Language.
 */
export function likelyLocale(acceptLanguage = '') {
  return acceptLanguage.trim().toLowerCase().startsWith('es') ? 'es' : 'pt-BR';
}

/** The id of the inline JSON the shell reads: `BOOT_DATA_ID` of @portal/contracts (TypeScript). */
export const BOOT_DATA_ID = 'portal-boot';

/**
 * The name of the lazy chunk group of the page a route pattern shows: `page-` and the pattern's
 * words joined by hyphens, a splat as `all` (`login/cadastro/:sp?` → `page-login-cadastro-sp`;
 * `gestao-de-empresas/*` → `page-gestao-de-empresas-all`; the home `''` → `page-index`). A
 * remote names its pages' chunks so (`webpackChunkName`) for them to be hinted.
 */
export function pageChunkName(pattern) {
  const words = pattern
    .replaceAll('*', ' all ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return `page-${words.length ? words.join('-') : 'index'}`;
}

const optional = (part) => part.endsWith('?');
const bare = (part) => part.replace(/\?$/, '');

/** Whether the pattern's segments from `p` on match the route's from `r` on (case ignored). */
function matchFrom(wanted, given, p, r) {
  if (p === wanted.length) return r === given.length;
  const part = wanted[p];
  if (part === '*') return true;
  const here =
    r < given.length &&
    (part.startsWith(':') || bare(part).toLowerCase() === given[r].toLowerCase()) &&
    matchFrom(wanted, given, p + 1, r + 1);
  return here || (optional(part) && matchFrom(wanted, given, p + 1, r));
}

const segments = (path) => (path === '' ? [] : path.split('/'));

/**
 * Whether `route` (no slashes at either end) matches a config pattern as React Router matches
 * it: `:param`, optional segments (`:param?`, `static?`), a final `*`, letter case ignored.
 */
export function matchesRoute(pattern, route) {
  return matchFrom(segments(pattern), segments(route), 0, 0);
}

/** React Router's ranking of a pattern: the more specific, the higher. */
function rank(pattern) {
  const parts = segments(pattern);
  return parts.reduce(
    (score, part) => score + (part === '*' ? -2 : part.startsWith(':') ? 3 : 10),
    parts.length,
  );
}

/**
 * The remote of `config` serving `route`, with the pattern the router would pick, or null: also
 * for a route one of the shell's own pages (`ownPages`, static patterns) matches, which the
 * router ranks above any remote's.
 */
export function remoteServing(config, route, ownPages = []) {
  if (ownPages.some((pattern) => matchesRoute(pattern, route))) return null;
  let best = null;
  for (const remote of config?.remotes ?? []) {
    for (const pattern of remote.routes ?? []) {
      if (!matchesRoute(pattern, route)) continue;
      if (!best || rank(pattern) > rank(best.pattern)) best = { remote, pattern };
    }
  }
  return best;
}

async function jsonFrom(url, { fetchImpl, signal }) {
  const response = await fetchImpl(url, { signal });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}

/** The URL of `file` of an app served at `base` (an absolute URL, or the shell's base path). */
const fileUrl = (file, base) =>
  base.startsWith('/') ? `${base}${file}` : new URL(file, base).href;

/**
 * The catalogs an index lists, as URLs by locale: the chunk groups named `<prefix>-<locale>`.
 * The shell's is `messages-<locale>` (its own texts with the kit's, rules' and API's: adr-003);
 * a remote's own texts are `catalog-<locale>`, apart from the kit's it bundles for its
 * standalone page, which the shell provides in the portal; a page that keeps its texts apart
 * from the remote's (`pageCatalogs` of @portal/api's createRemote) has its own,
 * `<page chunk>-catalog-<locale>`.
 */
function catalogsOf(index, base, prefix) {
  const catalogs = {};
  for (const [name, files] of Object.entries(index?.chunks ?? {})) {
    const locale = name.startsWith(`${prefix}-`) ? name.slice(prefix.length + 1) : null;
    if (locale) catalogs[locale] = files.map((file) => fileUrl(file, base));
  }
  return catalogs;
}

/** The remote's entry and `./routes` scripts its manifest names, as absolute URLs. */
function manifestScripts(manifest, manifestUrl) {
  const base = new URL('.', manifestUrl);
  const { name, path = '' } = manifest?.metaData?.remoteEntry ?? {};
  if (typeof name !== 'string' || name === '') return [];
  const exposed = (manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []);
  return [`${path}${name}`, ...exposed].map((file) => new URL(file, base).href);
}

/**
 * What the page for `route` should name: the remote's manifest (to inline), the scripts to
 * preload (the shell's app, the remote's entry, `./routes` and the route's page) and the
 * catalogs by locale (the shell's own, given as `shellIndex` with the base path
 * it is served under, and the remote's). Asks the remote for its manifest and its index in
 * parallel, within `signal`, and names what came: without the manifest, nothing of the remote;
 * without the index, the entry and `./routes` but no page chunk nor catalog of the remote.
 * Never fails: the shell fetches itself whatever the page does not bring. `ownPages`: the
 * shell's own pages (its Node build's), for which no remote's file is named.
 */
export async function routeHints({
  route,
  config,
  shellIndex,
  shellBase,
  ownPages = [],
  fetchImpl = fetch,
  signal,
}) {
  const shellCatalogs = catalogsOf(shellIndex, shellBase, SHELL_CATALOG);
  // The shell's own app behind its entry's async boundary (`bootstrap`), needed by every page.
  const shellScripts = (shellIndex?.chunks?.[SHELL_APP_CHUNK] ?? []).map((file) =>
    fileUrl(file, shellBase),
  );
  const none = { manifest: null, scripts: shellScripts, catalogs: mergeCatalogs(shellCatalogs) };
  const served = remoteServing(config, route, ownPages);
  if (!served) return none;
  const { remote, pattern } = served;
  const indexUrl = new URL('prerender.json', remote.manifest).href;
  const [manifest, index] = await Promise.allSettled([
    jsonFrom(remote.manifest, { fetchImpl, signal }),
    jsonFrom(indexUrl, { fetchImpl, signal }),
  ]);
  if (manifest.status === 'rejected') return none;
  const found = index.status === 'fulfilled' ? index.value : null;
  const page = (found?.chunks?.[pageChunkName(pattern)] ?? []).map((file) =>
    fileUrl(file, indexUrl),
  );
  return {
    manifest: { url: remote.manifest, json: manifest.value },
    scripts: [...shellScripts, ...manifestScripts(manifest.value, remote.manifest), ...page],
    catalogs: mergeCatalogs(
      shellCatalogs,
      catalogsOf(found, indexUrl, REMOTE_CATALOG),
      catalogsOf(found, indexUrl, `${pageChunkName(pattern)}-${REMOTE_CATALOG}`),
    ),
  };
}

function mergeCatalogs(...all) {
  const merged = {};
  for (const catalogs of all) {
    for (const [locale, files] of Object.entries(catalogs)) {
      merged[locale] = [...(merged[locale] ?? []), ...files];
    }
  }
  return merged;
}

/** JSON safe inside a `<script>` element. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

/** The page's preload of the runtime config, which the inline copy makes unnecessary. */
const CONFIG_PRELOAD = /<link rel="?preload"? href="?[^"\s>]*runtime-config\.json"?[^>]*>/;

/**
 * `html` with the runtime config (always) and `hints` (when there are any): the inline boot
 * data right after the charset, the preloads of the route's scripts, and of the catalogs of
 * `locale` (the visitor's likely language), at the end of the head, after the shell's own
 * scripts, which the page needs first.
 *
 * `afterFirstPaint`: the page is prerendered and its app starts after its first paint (adr-004),
 * so nothing of it is fetched before: the route's scripts go in the boot data (`scripts`) for
 * the gate to preload then, with the visitor's catalogs. Preloaded in the head, they took the
 * bandwidth the first paint needed, and Lighthouse counts a script that arrived before the
 * largest paint as needed for it (adr-009).
 */
export function withRouteHints(html, { config, hints, locale = null, afterFirstPaint = false }) {
  const boot = {
    config,
    manifest: hints?.manifest ?? null,
    catalogs: hints?.catalogs ?? {},
    ...(afterFirstPaint && { scripts: hints?.scripts ?? [] }),
  };
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`;
  // The catalogs of the likely language too (the gate adds the others' if it picks another).
  const scripts = afterFirstPaint
    ? []
    : [...(hints?.scripts ?? []), ...((locale && hints?.catalogs?.[locale]) || [])];
  // A remote's script (named by its absolute address; the shell's own by its base path) loads
  // in CORS mode (ADR 014): its preload asks alike, or the browser would fetch it twice.
  const preloads = scripts
    .map(
      (src) =>
        `<link rel="preload" as="script"${/^https?:/.test(src) ? ' crossorigin' : ''} href="${escapeAttribute(src)}">`,
    )
    .join('');
  const charset = /<meta charset="?[^"\s>]+"?>/i;
  const page = html.replace(CONFIG_PRELOAD, '').replace('</head>', () => `${preloads}</head>`);
  return charset.test(page)
    ? page.replace(charset, (match) => `${match}${data}`)
    : page.replace('<head>', () => `<head>${data}`);
}
