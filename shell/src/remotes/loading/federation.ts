// The shell's side of runtime composition: remotes come from the runtime config, load with
// the shell's own timeout and retries, and every failure is reported with its remote's name.
// The shell reads each remote's manifest itself and gives the runtime the entry script it names
// (the runtime's manifest plugins are left out of the build: adr-003).
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@portal/config';
import type { RemoteName, RemoteRoutesModule } from '@portal/contracts';
import { RemoteLoadError } from './RemoteLoadError';
import { reportVersionSkew } from './versionSkew';
import { takeEarlyManifest } from './earlyRequests';
import { corsIfCrossOrigin, preloadScripts, remoteFiles } from './manifest';
import { remoteFor } from './remoteFor';
import {
  noteRemoteFailed,
  noteRemoteLoaded,
  noteRemoteLoading,
  trackRemotes,
} from './liveVersions';

interface Registry {
  remotes: Map<RemoteName, RemoteConfig>;
  modules: Map<RemoteName, Promise<RemoteRoutesModule>>;
  timeoutMs: number;
}

const registry: Registry = { remotes: new Map(), modules: new Map(), timeoutMs: 8000 };

/** Runtime plugin: our own time limit on scripts, and version-skew detection. */
function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime',
    createScript({ url }) {
      const script = document.createElement('script');
      corsIfCrossOrigin(script, url);
      script.src = url;
      script.async = true;
      return { script, timeout: registry.timeoutMs };
    },
    resolveShare(args) {
      const resolved = args.resolver()?.shared;
      if (resolved) {
        reportVersionSkew({
          pkgName: args.pkgName,
          loaded: resolved.version,
          required: args.shareInfo.shareConfig?.requiredVersion,
          from: resolved.from,
        });
      }
      return args;
    },
  };
}

/** Called once at start with the remotes of the runtime config. */
export function setUpFederation(remotes: readonly RemoteConfig[], timeoutMs: number): void {
  registry.timeoutMs = timeoutMs;
  registry.remotes = new Map(remotes.map((remote) => [remote.name, remote]));
  served.clear();
  trackRemotes(remotes);
  registerPlugins([portalRuntimePlugin()]);
}

// Which remote serves each path asked about, until the remotes change: matching a path against
// every pattern of the config took a navigation's own task 8 ms on a phone-class CPU (4×
// throttled), and a visit asks about the same few paths again and again.
const served = new Map<string, RemoteName | undefined>();
const SERVED_KEPT = 200;

/** The registered remote that serves `pathname`, if any. */
export function remoteServing(pathname: string): RemoteName | undefined {
  if (served.has(pathname)) return served.get(pathname);
  if (served.size >= SERVED_KEPT) served.clear();
  const name = remoteFor(registry.remotes.values(), pathname)?.name;
  served.set(pathname, name);
  return name;
}

function remoteConfig(name: RemoteName): RemoteConfig {
  const remote = registry.remotes.get(name);
  if (!remote) throw new Error(`Remote ${name} is not in the runtime config`);
  return remote;
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  const candidate = value as Partial<RemoteRoutesModule> | null;
  return (
    !!candidate &&
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.routes) &&
    typeof candidate.loadMessages === 'function'
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fails when the remote stays silent for `ms`: the timer restarts each time a file from the
 * remote's origin arrives, so a slow remote that keeps answering still loads, and one that
 * never answers fails after `ms`, not after the runtime's own 20 s.
 */
function withInactivityLimit<T>(
  promise: Promise<T>,
  ms: number,
  remote: RemoteConfig,
  progress: Progress,
): Promise<T> {
  const origin = new URL(remote.manifest).origin;
  return new Promise<T>((resolve, reject) => {
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        stop();
        const silent = new Error(`no answer in ${ms} ms`);
        reject(new RemoteLoadError(remote.name, 'timeout', silent, !progress.manifestRead));
      }, ms);
    };
    const observer =
      typeof PerformanceObserver === 'function'
        ? new PerformanceObserver((list) => {
            if (list.getEntries().some((entry) => entry.name.startsWith(origin))) arm();
          })
        : null;
    const stop = () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
    observer?.observe({ type: 'resource' });
    arm();
    promise.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

/**
 * The remote's entry script, read from its manifest (the one the first page asked for early, or
 * a fresh copy), with the scripts of its `./routes` set downloading alongside.
 */
async function entryOf(remote: RemoteConfig, fresh: boolean): Promise<string> {
  const response = await ((!fresh && takeEarlyManifest(remote.manifest)) ||
    fetch(remote.manifest, { cache: 'no-cache', signal: AbortSignal.timeout(registry.timeoutMs) }));
  if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
  const files = remoteFiles(await response.json(), remote.manifest);
  if (!files) throw new Error('mf-manifest.json names no remote entry');
  preloadScripts(files.scripts);
  return files.entry;
}

/** How far a load has come: whether its manifest was read. */
interface Progress {
  manifestRead: boolean;
}

async function loadOnce(
  remote: RemoteConfig,
  fresh: boolean,
  progress: Progress,
): Promise<RemoteRoutesModule> {
  let exported: unknown;
  try {
    const entry = await entryOf(remote, fresh);
    progress.manifestRead = true;
    if (fresh) {
      // A redeployed remote must not pick up chunks the previous copy left in its loading global.
      delete (globalThis as Record<string, unknown>)[`webpackChunk${remote.name}`];
    }
    registerRemotes([{ name: remote.name, entry }], { force: fresh });
    exported = await loadRemote<{ default: unknown }>(`${remote.name}/routes`);
  } catch (error) {
    // The manifest's own time limit is the shell's: running out of it is a timeout too.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const phase = timedOut ? 'timeout' : 'network';
    throw new RemoteLoadError(remote.name, phase, error, !progress.manifestRead);
  }
  const routesModule = (exported as { default?: unknown } | null)?.default;
  if (!isRoutesModule(routesModule)) {
    throw new RemoteLoadError(
      remote.name,
      'contract',
      new Error('./routes does not match the contract'),
    );
  }
  return routesModule;
}

const BACKOFF_MS = [300, 900, 2000];

/**
 * Loads a remote's `./routes`, failing when it stays silent longer than the shell's limit and
 * retrying network failures with backoff for as long as that limit allows. A broken contract
 * fails at once.
 */
async function loadWithRetries(remote: RemoteConfig, fresh: boolean): Promise<RemoteRoutesModule> {
  const deadline = Date.now() + registry.timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    const progress: Progress = { manifestRead: false };
    try {
      return await withInactivityLimit(
        loadOnce(remote, fresh || attempt > 0, progress),
        registry.timeoutMs,
        remote,
        progress,
      );
    } catch (error) {
      const pause = BACKOFF_MS[attempt];
      const retryable = error instanceof RemoteLoadError && error.phase === 'network';
      if (!retryable || pause === undefined || Date.now() + pause >= deadline) throw error;
      await sleep(pause);
    }
  }
}

/** The remote's routes module, loaded once per page unless `retry` asks for a fresh copy. */
export function loadRoutesModule(
  name: RemoteName,
  { retry = false } = {},
): Promise<RemoteRoutesModule> {
  const cached = registry.modules.get(name);
  if (cached && !retry) return cached;
  const pending = loadWithRetries(remoteConfig(name), retry);
  registry.modules.set(name, pending);
  noteRemoteLoading(name);
  pending.then(
    (module) => noteRemoteLoaded(name, module.version),
    (error: unknown) => {
      if (registry.modules.get(name) === pending) registry.modules.delete(name);
      noteRemoteFailed(name, error instanceof RemoteLoadError ? error.phase : 'network', error);
    },
  );
  return pending;
}

/** The load of a remote's routes module under way or done, if any (nothing is started). */
export function currentRoutesModule(name: RemoteName): Promise<RemoteRoutesModule> | undefined {
  return registry.modules.get(name);
}

/** The remotes a visitor of `current` is likely to open next (the config's preloadNext). */
export function nextRemotes(current: RemoteName): RemoteName[] {
  return remoteConfig(current).preloadNext.filter((next) => registry.remotes.has(next));
}

/** The page a visitor of `current` most often opens next (the config's renderNext), if any. */
export function nextPage(current: RemoteName): string | null {
  const path = remoteConfig(current).renderNext;
  return path === undefined ? null : `/${path}`;
}
