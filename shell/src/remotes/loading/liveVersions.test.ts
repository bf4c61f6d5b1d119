import { act, renderHook } from '@testing-library/react';
import type { ReleaseInfo } from '@portal/contracts';
import {
  liveVersions,
  noteRelease,
  noteRemoteFailed,
  noteRemoteLoaded,
  noteRemoteLoading,
  noteSingletonSkew,
  pinnedRelease,
  remoteVersions,
  resetLiveVersions,
  trackRemotes,
  useLiveVersions,
} from './liveVersions';

const PINNED_MANIFEST = 'https://cdn.example/billing/releases/0.1.0-0badc0de/mf-manifest.json';

const billingRelease: ReleaseInfo = {
  name: 'mf_billing',
  version: '0.1.1',
  build: '3f9a2c1d',
  release: '0.1.1-3f9a2c1d',
  contracts: '0.1.0',
};

const remote = (name: string) =>
  liveVersions().remotes.find((candidate) => candidate.name === name);

beforeEach(() => {
  resetLiveVersions();
  trackRemotes([
    { name: 'mf_auth', manifest: 'http://localhost:18081/mf-manifest.json' },
    { name: 'mf_billing', manifest: PINNED_MANIFEST },
  ]);
});

describe('liveVersions', () => {
  it('tracks every remote of the config as not loaded, and knows a pinned one', () => {
    expect(liveVersions()).toEqual({
      skews: [],
      remotes: [
        {
          name: 'mf_auth',
          manifest: 'http://localhost:18081/mf-manifest.json',
          state: { kind: 'not-loaded' },
        },
        {
          name: 'mf_billing',
          manifest: PINNED_MANIFEST,
          state: { kind: 'not-loaded' },
        },
      ],
    });
    const [auth, billing] = liveVersions().remotes;
    expect(pinnedRelease(auth!.manifest)).toBeUndefined();
    expect(pinnedRelease(billing!.manifest)).toBe('0.1.0-0badc0de');
  });

  it('reads the pinned release from a release path only', () => {
    expect(pinnedRelease(PINNED_MANIFEST)).toBe('0.1.0-0badc0de');
    expect(pinnedRelease('http://localhost:18084/mf-manifest.json')).toBeUndefined();
    expect(pinnedRelease('https://cdn.example/releases/mf-manifest.json')).toBeUndefined();
    expect(pinnedRelease('https://cdn.example/releases/1.0.0-aa/other.json')).toBeUndefined();
  });

  it('moves a remote from not loaded to loading to loaded, with the version it reports', () => {
    noteRemoteLoading('mf_auth');
    expect(remote('mf_auth')?.state).toEqual({ kind: 'loading' });
    noteRemoteLoaded('mf_auth', '0.1.1');
    expect(remote('mf_auth')).toMatchObject({ state: { kind: 'loaded' }, version: '0.1.1' });
    expect(remote('mf_billing')?.state).toEqual({ kind: 'not-loaded' });
  });

  it('keeps why a remote failed, and lets a retry load it after all', () => {
    noteRemoteLoading('mf_billing');
    noteRemoteFailed('mf_billing', 'timeout', new Error('no answer in 4000 ms'));
    expect(remote('mf_billing')?.state).toEqual({
      kind: 'failed',
      phase: 'timeout',
      message: 'no answer in 4000 ms',
    });
    noteRemoteFailed('mf_billing', 'render', 'not an Error');
    expect(remote('mf_billing')?.state).toEqual({
      kind: 'failed',
      phase: 'render',
      message: 'not an Error',
    });
    noteRemoteLoading('mf_billing');
    noteRemoteLoaded('mf_billing', '0.1.1');
    expect(remote('mf_billing')?.state).toEqual({ kind: 'loaded' });
  });

  it('ignores a remote the config does not name', () => {
    const before = liveVersions();
    noteRemoteLoaded('mf_checkout', '9.9.9');
    noteRelease('mf_checkout', { ...billingRelease, name: 'mf_checkout' });
    expect(liveVersions()).toBe(before);
  });

  it('takes the version from the release file until the remote itself reports one', () => {
    noteRelease('mf_billing', billingRelease);
    expect(remote('mf_billing')).toMatchObject({ version: '0.1.1', release: billingRelease });
    noteRemoteLoaded('mf_auth', '0.2.0');
    noteRelease('mf_auth', { ...billingRelease, name: 'mf_auth', version: '0.1.9' });
    expect(remote('mf_auth')?.version).toBe('0.2.0');
  });

  it('lists singleton skews, and forgets them when the remotes are tracked again', () => {
    noteSingletonSkew({ pkgName: 'react', loaded: '19.3.1', required: '^18.3.0', from: 'mf_auth' });
    noteSingletonSkew({ pkgName: 'zustand', loaded: '5.1.0', required: '^4.0.0' });
    expect(liveVersions().skews).toEqual([
      { pkgName: 'react', loaded: '19.3.1', required: '^18.3.0', from: 'mf_auth' },
      { pkgName: 'zustand', loaded: '5.1.0', required: '^4.0.0' },
    ]);
    trackRemotes([]);
    expect(liveVersions()).toEqual({ remotes: [], skews: [] });
  });

  it('gives one line per remote for reports: release or version, state, pinned', () => {
    expect(remoteVersions()).toEqual({
      mf_auth: '? not-loaded',
      mf_billing: '? not-loaded pinned',
    });
    noteRemoteLoaded('mf_auth', '0.1.1');
    noteRelease('mf_billing', billingRelease);
    noteRemoteFailed('mf_billing', 'network', new Error('down'));
    expect(remoteVersions()).toEqual({
      mf_auth: '0.1.1 loaded',
      mf_billing: '0.1.1-3f9a2c1d failed (network) pinned',
    });
    noteRemoteLoading('mf_auth');
    expect(remoteVersions().mf_auth).toBe('0.1.1 loading');
  });

  it('re-renders a component on every change', () => {
    const { result } = renderHook(() => useLiveVersions());
    expect(result.current.remotes.map((r) => r.state.kind)).toEqual(['not-loaded', 'not-loaded']);
    act(() => noteRemoteLoading('mf_billing'));
    expect(result.current.remotes[1]?.state).toEqual({ kind: 'loading' });
    act(() => noteSingletonSkew({ pkgName: 'react', loaded: '19.3.1', required: '^18.0.0' }));
    expect(result.current.skews).toHaveLength(1);
    act(() => resetLiveVersions());
    expect(result.current).toEqual({ remotes: [], skews: [] });
  });
});
