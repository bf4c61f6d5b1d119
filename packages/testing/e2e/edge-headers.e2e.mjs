// The portal as teams deploy it (issue 45), by plain HTTP requests: every remote's published
// folder on nginx (the configuration `portal nginx-config` generates from the runtime config),
// and two instances of the shell's origin behind nginx as a caching proxy. Each rule of the
// README's "On a static host with a CDN in front", as a real server and a real shared cache
// apply it. Needs Debian's nginx (`.ci/run` installs it) and the production build.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LONG_CACHE, NO_CACHE } from '@portal/build/serve';
import { ROOT, startEdgePortal } from '../src/browser.mjs';
import { releaseVariant } from '../src/releaseVariant.mjs';

/** The edge keeps a page this long here (`s-maxage`; deployed: 30 s), to keep the test short. */
const EDGE_SECONDS = 3;
const SUBTITLE = 'Acesse a conta da sua empresa.';
const REDEPLOYED = 'Acesse a conta da sua empresa, na versão publicada agora.';
const REMOTES = ['mf_auth', 'mf_account', 'mf_checkout', 'mf_billing', 'mf_backoffice'];
const ELSEWHERE = 'http://elsewhere.example';

let portal;
let variantDir;
beforeAll(async () => {
  portal = await startEdgePortal({ sharedPageSeconds: EDGE_SECONDS });
}, 120_000);
afterAll(async () => {
  await portal?.stop();
  if (variantDir) fs.rmSync(variantDir, { recursive: true, force: true });
});

const shellOrigin = () => new URL(portal.url).origin;
const distOf = (name) => path.join(ROOT, name.replace('_', '-'), 'dist');

/** A GET (or `method`) as sent, the answer's bytes as received (no decoding, no pooling). */
function request(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const page = (route, headers = {}) =>
  request(new URL(route, portal.url).href, {
    'Accept-Encoding': 'gzip',
    'Accept-Language': 'pt-BR',
    ...headers,
  });
const cacheStatus = (answer) => answer.headers['x-cache-status'];
const varyOf = (answer) => String(answer.headers.vary ?? '').toLowerCase();

describe('each remote on its static host', () => {
  test.each(REMOTES)(
    '%s: manifest and entry revalidated (no-cache, ETag, 304), CORS for the shell, security headers',
    async (name) => {
      const origin = portal.remoteOrigin(name);
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const answer = await request(`${origin}/${file}`, { Origin: shellOrigin() });
        expect(answer.status).toBe(200);
        expect(answer.body.equals(fs.readFileSync(path.join(distOf(name), file)))).toBe(true);
        expect(answer.headers['cache-control']).toBe(NO_CACHE);
        expect(answer.headers.etag).toBeTruthy();
        expect(answer.headers['access-control-allow-origin']).toBe(shellOrigin());
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        const again = await request(`${origin}/${file}`, { 'If-None-Match': answer.headers.etag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
    },
  );

  test('hashed files: a year and immutable, the build’s .br or .gz copy by Accept-Encoding, with Vary', async () => {
    const dist = distOf('mf_auth');
    const file = fs
      .readdirSync(dist)
      .find(
        (name) => /\.[0-9a-f]{8}\.js$/.test(name) && fs.existsSync(path.join(dist, `${name}.br`)),
      );
    const url = `${portal.remoteOrigin('mf_auth')}/${file}`;
    const cases = [
      ['br, gzip', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['identity', undefined, file],
    ];
    for (const [accepted, encoding, served] of cases) {
      const answer = await request(url, { 'Accept-Encoding': accepted });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.equals(fs.readFileSync(path.join(dist, served)))).toBe(true);
      expect(answer.headers['cache-control']).toBe(LONG_CACHE);
      expect(varyOf(answer)).toContain('accept-encoding');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });

  test('a prerendered page carries the portal’s CSP; only the shell’s origins get CORS; a preflight is answered', async () => {
    const dist = distOf('mf_auth');
    const index = JSON.parse(fs.readFileSync(path.join(dist, 'prerender.json'), 'utf8'));
    const prerendered = index.pages.login['self-sign-up']['pt-BR'];
    const origin = portal.remoteOrigin('mf_auth');
    const answer = await request(`${origin}/${prerendered}`, { Origin: shellOrigin() });
    expect(answer.headers['cache-control']).toBe(LONG_CACHE);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const foreign = await request(`${origin}/mf-manifest.json`, { Origin: ELSEWHERE });
    expect(foreign.status).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(
      `${origin}/mf-manifest.json`,
      { Origin: shellOrigin() },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(shellOrigin());
  });

  test('a kept release is served under /releases/<release>/; the releases’ index and Node build are not', async () => {
    const { release } = JSON.parse(
      fs.readFileSync(path.join(distOf('mf_billing'), 'release.json')),
    );
    const origin = portal.remoteOrigin('mf_billing');
    const pinned = await request(`${origin}/releases/${release}/mf-manifest.json`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers['cache-control']).toBe(NO_CACHE);
    const manifest = fs.readFileSync(path.join(distOf('mf_billing'), 'mf-manifest.json'));
    expect(pinned.body.equals(manifest)).toBe(true);
    expect((await request(`${origin}/releases/index.json`)).status).toBe(404);
    expect((await request(`${origin}/releases/${release}/routes.cjs`)).status).toBe(404);
    expect((await request(`${origin}/releases/no-such-release/mf-manifest.json`)).status).toBe(404);
  });
});

describe('the edge in front of two origin instances', () => {
  // Public pages no other test asks for: each attempt (a retry too) starts with a cold cache.
  const coldRoutes = ['login/sso', 'login/definir-senha'];
  test('a public page is answered from the cache after its first visit, per language; the edge revalidates it once stale', async () => {
    const route = coldRoutes.shift();
    const first = await page(route);
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(first.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${EDGE_SECONDS}`);
    expect(varyOf(first)).toContain('accept-encoding');
    expect(varyOf(first)).toContain('accept-language');
    const second = await page(route);
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A browser's revalidation is answered by the edge.
    const revalidated = await page(route, { 'If-None-Match': first.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(cacheStatus(revalidated)).toBe('HIT');
    // Spanish is another variant of the same address (the origin's Vary): cached apart.
    const spanish = await page(route, { 'Accept-Language': 'es' });
    expect(cacheStatus(spanish)).toBe('MISS');
    expect(cacheStatus(await page(route, { 'Accept-Language': 'es' }))).toBe('HIT');
    const portuguese = await page(route);
    expect(cacheStatus(portuguese)).toBe('HIT');
    expect(portuguese.body.equals(first.body)).toBe(true);
    // Stale after s-maxage (nginx counts whole seconds: up to one more): asked again of the
    // origin with its validator, which answers 304.
    await new Promise((resolve) => setTimeout(resolve, EDGE_SECONDS * 1000 + 1200));
    const stale = await page(route);
    expect(cacheStatus(stale)).toBe('REVALIDATED');
    expect(stale.body.equals(first.body)).toBe(true);
  });

  test('a page with a query (a recovery link’s token) and a signed-in request are never cached', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const token = await page('login/definir-senha?token=a-recovery-token');
      expect(token.status).toBe(200);
      expect(cacheStatus(token)).toBe('BYPASS');
      expect(token.headers['cache-control']).toBe(NO_CACHE);
      const signedIn = await page('meu/perfil', { Authorization: 'Bearer a-session-token' });
      expect(cacheStatus(signedIn)).toBe('BYPASS');
      const withCookie = await page('meu/perfil', { Cookie: 'session=a-session' });
      expect(cacheStatus(withCookie)).toBe('BYPASS');
    }
    // What those requests fetched was kept for nobody: the address alone is a miss.
    expect(cacheStatus(await page('meu/perfil'))).toBe('MISS');
  });

  test('both origin instances give the same answer', async () => {
    const answers = await Promise.all(
      portal.origins.map((origin) =>
        request(`${origin.address}/minha-conta/login`, {
          'Accept-Encoding': 'gzip',
          'Accept-Language': 'pt-BR',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1].headers.etag).toBe(answers[0].headers.etag);
    expect(answers[1].body.equals(answers[0].body)).toBe(true);
  });

  test('killing one origin instance loses no request: the edge retries the other', async () => {
    const [doomed] = portal.origins;
    // Not cached (a query): every one of them reaches an origin instance.
    const ask = (n) => page(`login/definir-senha?token=t${n}`);
    try {
      const before = Array.from({ length: 20 }, (_, n) => ask(n));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await doomed.kill();
      const after = Array.from({ length: 20 }, (_, n) => ask(n + 20));
      const statuses = (await Promise.all([...before, ...after])).map((answer) => answer.status);
      expect(statuses).toEqual(Array(40).fill(200));
    } finally {
      await doomed.start();
    }
  });

  test('a remote published while running shows in composed pages within 1 s at the origin and within s-maxage behind the edge; a rollback by config likewise', async () => {
    const previous = JSON.parse(fs.readFileSync(path.join(distOf('mf_auth'), 'release.json')));
    variantDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-variant-'));
    const variant = releaseVariant({
      dist: distOf('mf_auth'),
      into: path.join(variantDir, 'dist'),
      from: SUBTITLE,
      to: REDEPLOYED,
    });
    const [origin] = portal.origins;
    const atOrigin = () =>
      request(`${origin.address}/minha-conta/login`, { 'Accept-Language': 'pt-BR' });
    const atEdge = () => page('login', { 'Accept-Encoding': 'identity' });
    // The edge holds the page before the publish.
    await atEdge();
    expect(cacheStatus(await atEdge())).toBe('HIT');
    expect(String((await atEdge()).body)).toContain(SUBTITLE);

    const shows = async (ask, text, limitMs) => {
      const started = Date.now();
      while (!String((await ask()).body).includes(text)) {
        if (Date.now() - started > limitMs) throw new Error(`"${text}" not shown in ${limitMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Date.now() - started;
    };
    // The promise (README): 1 s at the origin, s-maxage behind the edge (nginx counts whole
    // seconds: up to one more); a little slack for a busy machine's polling.
    const originLimit = 1000 + 700;
    const edgeLimit = EDGE_SECONDS * 1000 + 2000;

    const published = Date.now();
    portal.publish('mf_auth', path.join(variantDir, 'dist'));
    const redeployOrigin = await shows(atOrigin, REDEPLOYED, originLimit);
    const redeployEdge = (await shows(atEdge, REDEPLOYED, edgeLimit)) + redeployOrigin;
    expect(Date.now() - published).toBeLessThanOrEqual(edgeLimit + originLimit);

    // Rollback: the config pins the remote to the release before.
    portal.updateConfig((config) => {
      config.remotes.find((remote) => remote.name === 'mf_auth').manifest =
        `${portal.remoteOrigin('mf_auth')}/releases/${previous.release}/mf-manifest.json`;
    });
    const notRedeployed = async (ask) => {
      const body = String((await ask()).body);
      return { body: body.includes(REDEPLOYED) ? '' : body };
    };
    const rollbackOrigin = await shows(() => notRedeployed(atOrigin), SUBTITLE, originLimit);
    const rollbackEdge = await shows(() => notRedeployed(atEdge), SUBTITLE, edgeLimit);
    console.log(
      `edge (s-maxage ${EDGE_SECONDS} s): ${variant.release} published → origin ${redeployOrigin} ms, edge ${redeployEdge} ms; ` +
        `rollback to ${previous.release} by config → origin ${rollbackOrigin} ms, edge ${rollbackOrigin + rollbackEdge} ms`,
    );
  });
});
