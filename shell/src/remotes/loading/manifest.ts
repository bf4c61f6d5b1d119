// What the shell reads from a remote's mf-manifest.json: where its entry script is, and which
// scripts its `./routes` needs first. The shell reads the manifest itself instead of handing it
// to the federation runtime, so the runtime's manifest ("snapshot") plugins stay out of the
// shell's first load (adr-003). The runtime config still names manifests only, so a remote
// moves by changing the config, never by rebuilding the shell.

/** The files of a remote, as absolute URLs. */
export interface RemoteFiles {
  /** `remoteEntry.js`: what the federation runtime loads. */
  readonly entry: string;
  /** The entry and the scripts of `./routes`, to fetch in parallel rather than one by one. */
  readonly scripts: readonly string[];
}

interface Manifest {
  readonly metaData?: {
    readonly remoteEntry?: { readonly name?: unknown; readonly path?: unknown };
  };
  readonly exposes?: readonly {
    readonly assets?: { readonly js?: { readonly sync?: readonly unknown[] } };
  }[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The remote's files from its manifest (fetched from `manifestUrl`), or null when it names no entry. */
export function remoteFiles(json: unknown, manifestUrl: string): RemoteFiles | null {
  const manifest = (json ?? {}) as Manifest;
  const base = new URL('.', new URL(manifestUrl, document.baseURI));
  const { name, path = '' } = manifest.metaData?.remoteEntry ?? {};
  if (!isText(name) || name === '' || !isText(path)) return null;
  const entry = new URL(`${path}${name}`, base).href;
  const exposes: NonNullable<Manifest['exposes']> = Array.isArray(manifest.exposes)
    ? manifest.exposes
    : [];
  const exposed = exposes.flatMap((expose) =>
    (expose.assets?.js?.sync ?? []).filter(isText).map((file) => new URL(file, base).href),
  );
  return { entry, scripts: [entry, ...exposed] };
}

const hinted = new Set<string>();

/** The scripts the page itself preloads (the shell's server names the route's: adr-006). */
function hintedByPage(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="script"]',
  )) {
    hinted.add(link.href);
  }
}

/**
 * Puts an element loading a script of another origin (a remote's) in CORS mode. Then what its code
 * throws reaches the page whole, not as "Script error." (and its rejections at all) for the error
 * tracker (ADR 014); its preload and its script must ask alike, or the preload is not used.
 */
export function corsIfCrossOrigin(element: HTMLScriptElement | HTMLLinkElement, url: string): void {
  if (new URL(url, document.baseURI).origin !== window.location.origin) {
    element.crossOrigin = 'anonymous';
  }
}

/** Starts downloading `urls` as scripts, each once per page; the runtime's own loads then find them. */
export function preloadScripts(urls: readonly string[]): void {
  hintedByPage();
  for (const url of urls) {
    // The page's links read as absolute addresses; a catalog may be named from the base path.
    const { href } = new URL(url, document.baseURI);
    if (hinted.has(href)) continue;
    hinted.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    corsIfCrossOrigin(link, url);
    link.href = url;
    document.head.append(link);
  }
}
