// Runs first, in the shell's entry chunk: starts the requests the first page needs (the runtime
// config, then the manifest and entry scripts of the remote serving the URL) so they travel
// while the rest of the shell is still being parsed and evaluated, instead of one after the
// other once React is up. Nothing here decides anything: the shell loads the same URLs as before
// and simply finds them on their way (adr-003). The shell's shared
// packages are eager, so the config schema and the router's matching are already at hand.
import { parseRuntimeConfig } from '@portal/config';
import { BASE_PATH } from '../routing/redirectUrl';
import { remoteFor } from '../remotes/federation';
import { preloadScripts, remoteFiles } from '../remotes/manifest';

const CONFIG_URL = `${BASE_PATH}/runtime-config.json`;

let pendingConfig: Promise<Response> | null = null;
const pendingManifests = new Map<string, Promise<Response>>();

const jsonOf = (response: Response): Promise<unknown> =>
  response.ok ? response.clone().json() : Promise.resolve(null);

/**
 * Starts the runtime config request and, once it answers, the downloads of the remote serving
 * `pathname` (inside the portal). A config that does not parse starts nothing more: the shell
 * reports it when it reads the same answer.
 */
export function startEarlyRequests(pathname: string): void {
  // No cache option, so it matches the page's <link rel="preload"> of the same URL; the server
  // answers it with Cache-Control: no-cache, so it is revalidated all the same.
  pendingConfig = fetch(CONFIG_URL);
  pendingConfig
    .then(jsonOf)
    .then((json) => {
      const remote = remoteFor(parseRuntimeConfig(json).remotes, pathname);
      if (!remote) return;
      const manifest = fetch(remote.manifest, { cache: 'no-cache' });
      pendingManifests.set(remote.manifest, manifest);
      return manifest
        .then(jsonOf)
        .then((json) => preloadScripts(remoteFiles(json, remote.manifest)?.scripts ?? []));
    })
    // The real loads that follow report failures (and retry); an early miss changes nothing.
    .catch(() => undefined);
}

/** The runtime config response: the one started early, else a fresh request. */
export function takeConfigResponse(): Promise<Response> {
  const pending = pendingConfig ?? fetch(CONFIG_URL, { cache: 'no-cache' });
  pendingConfig = null;
  return pending;
}

/** A remote manifest response started early for `url`, once. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const pending = pendingManifests.get(url);
  pendingManifests.delete(url);
  return pending;
}
