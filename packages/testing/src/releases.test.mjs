// Published releases (issue 30, item 3): a remote's builds side by side, the newest current,
// each under its own path where a runtime config may pin it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildDigest,
  publishRelease,
  readReleasesIndex,
  writeReleaseInfo,
} from '@portal/build/release';
import { closeServer, createReleasesHandler, listen } from '@portal/build/serve';
import { followConfigFile } from '@portal/stack/follow-config';

const ROOT = path.resolve(__dirname, '..', '..', '..');

let app;
let releases;
beforeEach(() => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  // An app folder whose @portal/contracts resolves as a remote's does (from the workspace).
  app = fs.mkdtempSync(path.join(ROOT, 'mf-billing', '.releases-test-'));
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'mf-billing', version: '0.1.1' }),
  );
  releases = path.join(work, 'releases');
});
afterEach(() => {
  fs.rmSync(app, { recursive: true, force: true });
  fs.rmSync(path.dirname(releases), { recursive: true, force: true });
});

/** A build as `portal build` leaves it, whose remote entry says `text`. */
function build(text) {
  const dist = path.join(app, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_billing' }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `entry(${JSON.stringify(text)});`);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.gz'), 'not part of the build digest');
  return writeReleaseInfo(app);
}

describe('release.json', () => {
  it('names the build by its files: the same files, the same build', () => {
    const first = build('one');
    expect(first).toMatchObject({
      name: 'mf_billing',
      version: '0.1.1',
      release: `0.1.1-${first.build}`,
      contracts: JSON.parse(
        fs.readFileSync(path.join(ROOT, 'packages', 'contracts', 'package.json'), 'utf8'),
      ).version,
    });
    expect(first.build).toMatch(/^[0-9a-f]{8}$/);
    expect(build('one').build).toBe(first.build);
    expect(build('two').build).not.toBe(first.build);
    expect(buildDigest(path.join(app, 'dist'))).toBe(build('two').build);
    // The shell, with no routes module, says which contracts it loads.
    expect(first.acceptsContracts).toMatch(/^\^0\.\d+\.0$/);
  });
});

describe('portal publish and the releases server', () => {
  let server;
  let base;
  afterEach(() => server && closeServer(server));

  const text = async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.text() };
  };

  it('serves the newest release at the root and the last two under their paths, live without a restart', async () => {
    const one = build('one');
    publishRelease(app, releases);
    server = await listen(createReleasesHandler({ releasesDir: releases }), 0);
    base = `http://localhost:${server.address().port}`;
    expect((await text(`${base}/remoteEntry.js`)).body).toBe('entry("one");');

    const two = build('two');
    publishRelease(app, releases);
    expect((await text(`${base}/remoteEntry.js`)).body).toBe('entry("two");');
    expect((await text(`${base}/releases/${one.release}/remoteEntry.js`)).body).toBe(
      'entry("one");',
    );
    expect((await text(`${base}/releases/${two.release}/release.json`)).body).toContain(two.build);

    // A third build: the first is no longer kept, on disk or served.
    const three = build('three');
    publishRelease(app, releases);
    expect(readReleasesIndex(releases)).toEqual({
      current: three.release,
      releases: [two.release, three.release],
    });
    expect(fs.existsSync(path.join(releases, one.release))).toBe(false);
    expect((await text(`${base}/releases/${one.release}/remoteEntry.js`)).status).toBe(404);
    expect((await text(`${base}/releases/${two.release}/remoteEntry.js`)).body).toBe(
      'entry("two");',
    );
    expect((await text(`${base}/remoteEntry.js`)).body).toBe('entry("three");');
  });

  it('keeps a release the live config pins the remote to, through later publishes', async () => {
    const one = build('one');
    publishRelease(app, releases);
    // The team rolls back: the config pins mf_billing to its first release...
    const config = {
      remotes: [
        {
          name: 'mf_account',
          manifest: 'http://account.test/releases/0.1.0-aaaaaaaa/mf-manifest.json',
        },
        {
          name: 'mf_billing',
          manifest: `http://billing.test/releases/${one.release}/mf-manifest.json`,
        },
      ],
    };
    // ...and two more builds are published while it is pinned.
    const two = build('two');
    publishRelease(app, releases, undefined, { config });
    const three = build('three');
    const published = publishRelease(app, releases, undefined, { config });
    expect(published.releases).toEqual([one.release, two.release, three.release]);
    expect(readReleasesIndex(releases)).toEqual({
      current: three.release,
      releases: [one.release, two.release, three.release],
    });
    server = await listen(createReleasesHandler({ releasesDir: releases }), 0);
    base = `http://localhost:${server.address().port}`;
    expect((await text(`${base}/releases/${one.release}/remoteEntry.js`)).body).toBe(
      'entry("one");',
    );

    // Unpinned, the next publish keeps the last two only.
    build('four');
    const unpinned = publishRelease(app, releases, undefined, {
      config: {
        remotes: [{ name: 'mf_billing', manifest: 'http://billing.test/mf-manifest.json' }],
      },
    });
    expect(unpinned.releases).not.toContain(one.release);
    expect(fs.existsSync(path.join(releases, one.release))).toBe(false);
  });

  it('publishing a build again makes it current without copying it twice', () => {
    const one = build('one');
    publishRelease(app, releases);
    const two = build('two');
    publishRelease(app, releases);
    build('one');
    const again = publishRelease(app, releases);
    expect(again.releases).toEqual([two.release, one.release]);
    expect(readReleasesIndex(releases).current).toBe(one.release);
  });

  it('answers 404 before anything is published', async () => {
    server = await listen(createReleasesHandler({ releasesDir: releases }), 0);
    const response = await fetch(`http://localhost:${server.address().port}/mf-manifest.json`);
    expect(response.status).toBe(404);
  });
});

describe('the running portal follows its runtime config file', () => {
  it('reads the file again once it changed, and keeps the last good config over a broken edit', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    const file = path.join(dir, 'development.json');
    const pinned = 'http://localhost:8084/releases/0.1.1-3f9a2c1d/mf-manifest.json';
    fs.writeFileSync(file, JSON.stringify({ remotes: [{ manifest: 'current' }] }));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    let clock = 0;
    const config = followConfigFile(file, { checkMs: 500, now: () => clock });
    const first = config();
    expect(first.remotes[0].manifest).toBe('current');

    fs.writeFileSync(file, JSON.stringify({ remotes: [{ manifest: pinned }] }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
    // Not looked at again within the check interval: the same config, the same object.
    clock = 100;
    expect(config()).toBe(first);
    clock = 700;
    expect(config().remotes[0].manifest).toBe(pinned);

    fs.writeFileSync(file, '{ "remotes": [');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 4000));
    clock = 1400;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(config().remotes[0].manifest).toBe(pinned);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    log.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
