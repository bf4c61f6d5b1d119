// Runs first, in the shell's entry chunk: gets the first page's requests going while the rest of
// the shell is still being parsed and evaluated, instead of one after the other once React is up
// (adr-003). The shell's server usually sent what they would fetch inside the page (adr-006): the
// runtime config and the serving remote's manifest in `#portal-boot`, the remote's scripts as
// preloads. What the page did not bring is fetched here: the config, then the manifest and
// scripts of the remote serving the URL. Nothing here decides anything: the shell loads the same
// URLs as before and simply finds them on their way.
import { parseRuntimeConfig } from '@portal/config';
import { BOOT_DATA_ID } from '@portal/contracts';
import { initialLocale } from '@portal/i18n/locale';
import { BASE_PATH } from '../../routing/redirectUrl';
import { preloadScripts, remoteFiles } from './manifest';
import { remoteFor } from './remoteFor';

const CONFIG_URL = `${BASE_PATH}/runtime-config.json`;

/** What the shell's server put in the page for its first requests. */
interface BootData {
  readonly config?: unknown;
  readonly manifest?: { readonly url: string; readonly json: unknown } | null;
  /** The route's catalogs (the shell's and the remote's) by locale. */
  readonly catalogs?: Readonly<Record<string, readonly string[]>>;
}

function readBootData(doc: Document): BootData {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return {};
  }
}

let pendingConfig: Promise<Response> | null = null;
const pendingManifests = new Map<string, Promise<Response>>();

const jsonOf = (response: Response): Promise<unknown> =>
  response.ok ? response.clone().json() : Promise.resolve(null);

/** The page's copy of a JSON answer (`Response.json()` is missing before Safari 17). */
const answer = (json: unknown) => Promise.resolve(new Response(JSON.stringify(json)));

/** Preloads the scripts a remote's manifest names for its `./routes`. */
const preloadRemote = (json: unknown, manifestUrl: string) =>
  preloadScripts(remoteFiles(json, manifestUrl)?.scripts ?? []);

/**
 * Starts the runtime config request (unless the page brought it) and, once it is there, the
 * downloads of the remote serving `pathname` (inside the portal), with the visitor's catalogs.
 * A config that does not parse starts nothing more: the shell reports it when it reads the same
 * answer.
 */
export function startEarlyRequests(pathname: string, doc: Document = document): void {
  const boot = readBootData(doc);
  preloadScripts(boot.catalogs?.[initialLocale()] ?? []);
  if (boot.manifest) {
    pendingManifests.set(boot.manifest.url, answer(boot.manifest.json));
    preloadRemote(boot.manifest.json, boot.manifest.url);
  }
  // No cache option, so it matches the page's <link rel="preload"> of the same URL; the server
  // answers it with Cache-Control: no-cache, so it is revalidated all the same.
  pendingConfig = boot.config ? answer(boot.config) : fetch(CONFIG_URL);
  pendingConfig
    .then(jsonOf)
    .then((json) => {
      const remote = remoteFor(parseRuntimeConfig(json).remotes, pathname);
      if (!remote || pendingManifests.has(remote.manifest)) return;
      const manifest = fetch(remote.manifest, { cache: 'no-cache' });
      pendingManifests.set(remote.manifest, manifest);
      return manifest.then(jsonOf).then((json) => preloadRemote(json, remote.manifest));
    })
    // The real loads that follow report failures (and retry); an early miss changes nothing.
    .catch(() => undefined);
}

/** The runtime config response: the one started early (or brought by the page), else a fresh request. */
export function takeConfigResponse(): Promise<Response> {
  const pending = pendingConfig ?? fetch(CONFIG_URL, { cache: 'no-cache' });
  pendingConfig = null;
  return pending;
}

/** A remote manifest response started early (or brought by the page) for `url`, once. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const pending = pendingManifests.get(url);
  pendingManifests.delete(url);
  return pending;
}
