// What the portal is running (issue 30): for each remote of the runtime config, where it is
// loaded from, whether it is loaded, and which build; the shared singletons in use and any skew.
// The shell's loading path writes here; the versions page, error details and every failure
// report read it. Nothing here loads a remote.
import { useSyncExternalStore } from 'react';
import type { RemoteConfig } from '@portal/config';
import type { ReleaseInfo, RemoteName } from '@portal/contracts';

export type RemoteLoadState =
  | { readonly kind: 'not-loaded' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | {
      readonly kind: 'failed';
      /** How it failed: its files (network, timeout), its contract, or while rendering. */
      readonly phase: 'network' | 'timeout' | 'contract' | 'render';
      readonly message: string;
    };

export interface LiveRemote {
  readonly name: RemoteName;
  /** The manifest the runtime config names (a release path when the config pins one). */
  readonly manifest: string;
  readonly state: RemoteLoadState;
  /** From its `./routes` once loaded, else from its release file when read. */
  readonly version?: string;
  /** Its build's release file (`release.json` beside the manifest), once read. */
  readonly release?: ReleaseInfo;
}

export interface SingletonSkew {
  readonly pkgName: string;
  readonly loaded: string;
  readonly required: string;
  readonly from?: string;
}

export interface LiveVersions {
  readonly remotes: readonly LiveRemote[];
  readonly skews: readonly SingletonSkew[];
}

/** A remote's release path, as `portal publish` lays releases out beside the current build. */
const PINNED = /\/releases\/([^/]+)\/mf-manifest\.json$/;

/**
 * The release a manifest address pins (`…/releases/<release>/mf-manifest.json`), if it pins one:
 * the config then runs the remote at a published release instead of its current build.
 */
export function pinnedRelease(manifest: string): string | undefined {
  return PINNED.exec(manifest)?.[1];
}

let snapshot: LiveVersions = { remotes: [], skews: [] };
const listeners = new Set<() => void>();

function publish(next: LiveVersions): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function updateRemote(name: RemoteName, change: (remote: LiveRemote) => LiveRemote): void {
  if (!snapshot.remotes.some((remote) => remote.name === name)) return;
  publish({
    ...snapshot,
    remotes: snapshot.remotes.map((remote) => (remote.name === name ? change(remote) : remote)),
  });
}

/** Called once at start with the remotes of the runtime config. */
export function trackRemotes(remotes: readonly Pick<RemoteConfig, 'name' | 'manifest'>[]): void {
  publish({
    skews: [],
    remotes: remotes.map(({ name, manifest }) => ({
      name,
      manifest,
      state: { kind: 'not-loaded' },
    })),
  });
}

export function noteRemoteLoading(name: RemoteName): void {
  updateRemote(name, (remote) => ({ ...remote, state: { kind: 'loading' } }));
}

export function noteRemoteLoaded(name: RemoteName, version: string): void {
  updateRemote(name, (remote) => ({ ...remote, version, state: { kind: 'loaded' } }));
}

export function noteRemoteFailed(
  name: RemoteName,
  phase: Extract<RemoteLoadState, { kind: 'failed' }>['phase'],
  error: unknown,
): void {
  const message = error instanceof Error ? error.message : String(error);
  updateRemote(name, (remote) => ({ ...remote, state: { kind: 'failed', phase, message } }));
}

export function noteSingletonSkew(skew: SingletonSkew): void {
  publish({ ...snapshot, skews: [...snapshot.skews, skew] });
}

/** A remote's release file, read (the versions page reads them). */
export function noteRelease(name: RemoteName, release: ReleaseInfo): void {
  updateRemote(name, (remote) => ({
    ...remote,
    release,
    version: remote.version ?? release.version,
  }));
}

export function liveVersions(): LiveVersions {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveVersions(): LiveVersions {
  return useSyncExternalStore(subscribe, liveVersions, liveVersions);
}

/**
 * The remotes as one line each is known ("mf_billing 0.1.1-3f9a2c1d loaded"), for failure
 * reports and the unexpected-error details: which builds were live when it happened.
 */
export function remoteVersions(): Record<string, string> {
  return Object.fromEntries(
    snapshot.remotes.map((remote) => {
      const version = remote.release?.release ?? remote.version ?? '?';
      const state =
        remote.state.kind === 'failed' ? `failed (${remote.state.phase})` : remote.state.kind;
      return [remote.name, `${version} ${state}${pinnedRelease(remote.manifest) ? ' pinned' : ''}`];
    }),
  );
}

/** Forgets everything (tests). */
export function resetLiveVersions(): void {
  publish({ remotes: [], skews: [] });
}
