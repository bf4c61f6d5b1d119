// Runs first, in the shell's entry chunk: starts the requests the first page needs (the runtime
// config, then the manifest and entry scripts of the remote serving the URL) so they travel
// while the rest of the shell is still being parsed and evaluated, instead of one after the
// other once React is up. Nothing here decides anything: the shell and the federation runtime
// load the same URLs as before and simply find them on their way (adr-003).

interface EarlyRemote {
  readonly manifest: string;
  readonly routes: readonly string[];
}

interface EarlyManifest {
  readonly metaData?: {
    readonly remoteEntry?: { readonly name?: string; readonly path?: string };
  };
  readonly exposes?: readonly {
    readonly assets?: { readonly js?: { readonly sync?: readonly string[] } };
  }[];
}

let pendingConfig: Promise<Response> | null = null;
const pendingManifests = new Map<string, Promise<Response>>();

/**
 * Whether `pathname` ('/login/sso', relative to the base path) is served by a route `pattern`
 * of the runtime config ('login/sso/:session', 'login/cadastro/:sp?', 'gestao/*'). Only steers
 * an early download: the router itself decides which page renders.
 */
export function patternServes(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let at = 0;
  for (const segment of wanted) {
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const value = given[at];
    if (value === undefined) {
      if (optional) continue;
      return false;
    }
    const literal = segment.replace(/\?$/, '').toLowerCase();
    // Case-insensitive, as the router matches.
    if (!segment.startsWith(':') && literal !== decodeSegment(value).toLowerCase()) {
      if (optional) continue;
      return false;
    }
    at += 1;
  }
  return at === given.length;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function remoteServing(remotes: unknown, pathname: string): EarlyRemote | undefined {
  if (!Array.isArray(remotes)) return undefined;
  return (remotes as EarlyRemote[]).find(
    (remote) =>
      typeof remote?.manifest === 'string' &&
      Array.isArray(remote.routes) &&
      remote.routes.some((pattern) => patternServes(pattern, pathname)),
  );
}

function hintScript(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = url;
  document.head.append(link);
}

/** The remote's entry and the scripts of its `./routes`, fetched ahead of the runtime's own load. */
function preloadScriptsOf(manifest: EarlyManifest, manifestUrl: string): void {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) hintScript(new URL(`${entry.path ?? ''}${entry.name}`, base).href);
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets?.js?.sync ?? []) hintScript(new URL(file, base).href);
  }
}

const jsonOf = (response: Response): Promise<unknown> =>
  response.ok ? response.clone().json() : Promise.resolve(null);

/** Starts the runtime config request and, once it answers, the current remote's downloads. */
export function startEarlyRequests(configUrl: string, pathname: string): void {
  // No cache option, so it matches the page's <link rel="preload"> of the same URL; the server
  // answers it with Cache-Control: no-cache, so it is revalidated all the same.
  pendingConfig = fetch(configUrl);
  pendingConfig
    .then(jsonOf)
    .then((config) => {
      const remote = remoteServing((config as { remotes?: unknown } | null)?.remotes, pathname);
      if (!remote) return;
      const manifest = fetch(remote.manifest, { cache: 'no-cache' });
      pendingManifests.set(remote.manifest, manifest);
      return manifest
        .then(jsonOf)
        .then((json) => json && preloadScriptsOf(json as EarlyManifest, remote.manifest));
    })
    // The real loads that follow report failures (and retry); an early miss changes nothing.
    .catch(() => undefined);
}

/** The runtime config response started early, once; null when there is none (tests, retries). */
export function takeEarlyConfig(): Promise<Response> | null {
  const pending = pendingConfig;
  pendingConfig = null;
  return pending;
}

/** A remote manifest response started early for `url`, once. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const pending = pendingManifests.get(url);
  pendingManifests.delete(url);
  return pending;
}
