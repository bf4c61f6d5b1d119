import {
  liveVersions,
  noteRelease,
  noteRemoteLoaded,
  resetLiveVersions,
  trackRemotes,
} from './liveVersions';
import { readReleases, readShellRelease } from './releaseFiles';
import { aRelease } from '../../testing/aRelease';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake fetch answering by URL; anything else is a network failure. */
function fakeFetch(answers: Record<string, () => Response>) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
}

const state = (name: string) => liveVersions().remotes.find((remote) => remote.name === name);

beforeEach(() => {
  resetLiveVersions();
  trackRemotes([
    { name: 'mf_auth', manifest: 'http://localhost:18081/mf-manifest.json' },
    {
      name: 'mf_billing',
      manifest: 'http://localhost:18084/releases/0.1.0-0badc0de/mf-manifest.json',
    },
    { name: 'mf_account', manifest: 'http://localhost:18082/mf-manifest.json' },
    { name: 'mf_checkout', manifest: 'http://localhost:18083/mf-manifest.json' },
    { name: 'mf_backoffice', manifest: 'http://localhost:18085/mf-manifest.json' },
  ]);
});

describe('readReleases', () => {
  it("reads each remote's release.json beside its manifest, uncached", async () => {
    const fetchImpl = fakeFetch({
      'http://localhost:18081/release.json': () => json(aRelease('mf_auth', '0.1.1', '3f9a2c1d')),
      'http://localhost:18084/releases/0.1.0-0badc0de/release.json': () =>
        json(aRelease('mf_billing', '0.1.0', '0badc0de')),
    });
    await readReleases(fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost:18081/release.json', {
      cache: 'no-cache',
    });
    expect(state('mf_auth')).toMatchObject({
      version: '0.1.1',
      release: { build: '3f9a2c1d', release: '0.1.1-3f9a2c1d' },
    });
    expect(state('mf_billing')?.release?.release).toBe('0.1.0-0badc0de');
  });

  it('leaves a remote as it was when its release file is absent, broken or unreachable', async () => {
    noteRemoteLoaded('mf_account', '0.1.1');
    noteRelease('mf_checkout', aRelease('mf_checkout', '0.1.0', 'aaaaaaaa'));
    const before = {
      auth: state('mf_auth'),
      account: state('mf_account'),
      checkout: state('mf_checkout'),
      backoffice: state('mf_backoffice'),
    };
    const fetchImpl = fakeFetch({
      // Absent.
      'http://localhost:18081/release.json': () => json({ message: 'not found' }, 404),
      // Not a release file.
      'http://localhost:18082/release.json': () => json({ version: '0.1.1' }),
      // Not JSON at all.
      'http://localhost:18083/release.json': () => new Response('<html>oops</html>'),
      // mf_backoffice: the network fails (no answer in the fake).
      'http://localhost:18084/releases/0.1.0-0badc0de/release.json': () =>
        json(aRelease('mf_billing', '0.1.0', '0badc0de')),
    });
    await expect(readReleases(fetchImpl as typeof fetch)).resolves.toBeUndefined();
    expect(state('mf_auth')).toEqual(before.auth);
    expect(state('mf_account')).toEqual(before.account);
    expect(state('mf_checkout')).toEqual(before.checkout);
    expect(state('mf_backoffice')).toEqual(before.backoffice);
    // The one good file still counts.
    expect(state('mf_billing')?.release?.build).toBe('0badc0de');
  });
});

describe('readShellRelease', () => {
  it('reads the shell’s own release file under its base path, or says none', async () => {
    const fetchImpl = fakeFetch({
      '/minha-conta/release.json': () => json(aRelease('shell', '0.1.1', 'cafe0123')),
    });
    await expect(readShellRelease(fetchImpl as typeof fetch)).resolves.toBe('0.1.1-cafe0123');
    await expect(readShellRelease(fakeFetch({}) as typeof fetch)).resolves.toBeNull();
  });
});
