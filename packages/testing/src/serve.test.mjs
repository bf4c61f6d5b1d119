import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressBuild } from '@portal/build/compress';
import {
  acceptedEncodings,
  closeServer,
  contentSecurityPolicy,
  createStaticHandler,
  listen,
  remoteFileValidators,
} from '@portal/build/serve';

const config = {
  remotes: [{ name: 'mf_auth', manifest: 'http://localhost:8081/mf-manifest.json' }],
  api: { user: 'http://localhost:8090/user', cardProvider: 'https://cards.example/api' },
  errorReporting: { sampleRate: 1 },
};

/** A GET with exactly this Accept-Encoding (fetch would decode the body itself). */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) =>
    import('node:http').then(({ get }) =>
      get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () =>
          resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject),
    ),
  );
}

let server;
let base;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id=root></div>');
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1);'.repeat(100));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x = 1;');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, '123.abcdef12.js'), 'chunk();');
  server = await listen(
    createStaticHandler({ root: dist, basePath: '/minha-conta/', runtimeConfig: () => config }),
    0,
  );
  base = `http://localhost:${server.address().port}`;
});
afterAll(() => closeServer(server));

describe('static server (as deployed)', () => {
  it('revalidates entry files and caches hashed chunks for a year', async () => {
    for (const file of ['main.js', 'remoteEntry.js', 'mf-manifest.json']) {
      const res = await fetch(`${base}/minha-conta/${file}`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const chunk = await fetch(`${base}/minha-conta/123.abcdef12.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers cross-origin requests (the runtime fetches remote manifests)', async () => {
    const res = await fetch(`${base}/minha-conta/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the page for any route under the base path, with a strict CSP', async () => {
    const res = await fetch(`${base}/minha-conta/gestao-de-usuarios`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id=root');
    const csp = res.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' http://localhost:8081");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('https://cards.example');
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('gzips text for clients that accept it', async () => {
    const res = await new Promise((resolve) =>
      import('node:http').then(({ get }) =>
        get(`${base}/minha-conta/main.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
          const chunks = [];
          r.on('data', (c) => chunks.push(c));
          r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
        }),
      ),
    );
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toContain('console.log(1)');
  });

  it('serves Brotli to a client that accepts it, gzip to one that accepts only that, plain to others', async () => {
    const asked = (encoding) => rawGet(`${base}/minha-conta/main.js`, encoding);
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe('console.log(1);'.repeat(100));
    expect((await asked('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1);'.repeat(100));
  });

  it('serves the runtime config and 404s unknown files', async () => {
    expect(await (await fetch(`${base}/minha-conta/runtime-config.json`)).json()).toEqual(config);
    expect((await fetch(`${base}/minha-conta/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/minha-conta/../../etc/passwd`)).status).not.toBe(200);
  });

  it('builds the CSP from the runtime config', () => {
    expect(contentSecurityPolicy(config)).toContain("default-src 'self'");
  });

  it('lets the page send to the error and field speed collectors the config names', () => {
    const csp = contentSecurityPolicy({
      ...config,
      errorReporting: { sampleRate: 1, endpoint: 'https://errors.example.com/report' },
      fieldSpeed: { sampleRate: 0.1, endpoint: 'https://speed.example.com/collect' },
      releaseHealth: { endpoint: 'https://health.example.com/releases' },
    });
    const connect = csp.split('; ').find((part) => part.startsWith('connect-src '));
    expect(connect).toContain('https://errors.example.com');
    expect(connect).toContain('https://speed.example.com');
    expect(connect).toContain('https://health.example.com');
  });

  it('lets the page reach an error tracker directly only when it has no tunnel', () => {
    const connectWith = (tracker) =>
      contentSecurityPolicy({ ...config, errorReporting: { sampleRate: 1, tracker } })
        .split('; ')
        .find((part) => part.startsWith('connect-src '));
    const tracker = {
      dsn: 'https://key@shell-tracker.example/1',
      remotes: { mf_billing: 'https://key@billing-tracker.example/5' },
    };
    expect(connectWith(tracker)).toContain('https://shell-tracker.example');
    expect(connectWith(tracker)).toContain('https://billing-tracker.example');
    const tunneled = connectWith({ ...tracker, tunnel: '/minha-conta/__tracker' });
    expect(tunneled).not.toContain('tracker.example');
    // A wrong tracker turns tracking off in the page; the policy goes on without it.
    expect(connectWith({ ...tracker, dsn: 'not a DSN' })).not.toContain('shell-tracker');
    expect(connectWith({ ...tracker, dsn: 'not a DSN' })).toContain(
      'https://billing-tracker.example',
    );
  });
});

describe('revalidation (a returning visitor)', () => {
  it('answers an unchanged entry, manifest or page with a 304 and no body, a changed one in full', async () => {
    for (const file of ['main.js', 'mf-manifest.json', 'gestao-de-usuarios']) {
      const first = await fetch(`${base}/minha-conta/${file}`);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      await first.arrayBuffer();
      const again = await fetch(`${base}/minha-conta/${file}`, {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const other = await fetch(`${base}/minha-conta/${file}`, {
        headers: { 'If-None-Match': '"something-else"' },
      });
      expect(other.status).toBe(200);
    }
  });

  it('gives the gzip and the plain answer different validators, and none to hashed chunks', async () => {
    const { get } = await import('node:http');
    const etagOf = (headers) =>
      new Promise((resolve) =>
        get(`${base}/minha-conta/main.js`, { headers }, (r) => {
          r.resume();
          resolve(r.headers.etag);
        }),
      );
    expect(await etagOf({ 'Accept-Encoding': 'gzip' })).not.toBe(await etagOf({}));
    const hashed = await fetch(`${base}/minha-conta/123.abcdef12.js`);
    expect(hashed.headers.get('etag')).toBeNull();
  });
});

describe('a remote’s server renders on demand what its build’s pages do not cover', () => {
  let remote;
  let remoteBase;
  beforeAll(async () => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-remote-'));
    const dist = path.join(appDir, 'dist');
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(appDir, 'dist-server'));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x = 1;');
    fs.writeFileSync(
      path.join(dist, 'prerender.json'),
      JSON.stringify({
        version: 1,
        pages: {},
        render: { path: 'prerender/render', patterns: ['login/cadastro/:sp?'] },
      }),
    );
    // The remote's Node build: renders `login/cadastro/…` pages, counting its renders.
    fs.writeFileSync(
      path.join(appDir, 'dist-server', 'prerender.cjs'),
      `let renders = 0;
       exports.renderablePatterns = () => ['login/cadastro/:sp?'];
       exports.renderPage = async (path, variant) => {
         if (!path.startsWith('login/cadastro')) return null;
         renders += 1;
         return { html: { 'pt-BR': '<p>' + path + ' ' + variant + ' #' + renders + '</p>' }, head: null };
       };`,
    );
    remote = await listen(createStaticHandler({ root: dist, basePath: '/' }), 0);
    remoteBase = `http://localhost:${remote.address().port}`;
  });
  afterAll(() => closeServer(remote));

  const render = (query) => fetch(`${remoteBase}/prerender/render?${query}`);

  it('answers the page by locale, kept for a shared cache and by the server when it has no query', async () => {
    const first = await render('path=login%2Fcadastro%2Fadw&variant=self-sign-up');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await first.json()).toEqual({
      html: { 'pt-BR': '<p>login/cadastro/adw self-sign-up #1</p>' },
      head: null,
    });
    const again = await render('path=login%2Fcadastro%2Fadw&variant=self-sign-up');
    expect((await again.json()).html['pt-BR']).toBe('<p>login/cadastro/adw self-sign-up #1</p>');
  });

  it('keeps no page asked with a query (a recovery link’s token), nowhere', async () => {
    const withToken = await render('path=login%2Fcadastro%3Ftoken%3Dabc&variant=self-sign-up');
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    const text = (await withToken.json()).html['pt-BR'];
    const again = await render('path=login%2Fcadastro%3Ftoken%3Dabc&variant=self-sign-up');
    expect((await again.json()).html['pt-BR']).not.toBe(text);
  });

  it('answers 404 for a page it does not render', async () => {
    expect((await render('path=login&variant=self-sign-up')).status).toBe(404);
  });
});

describe('compressed copies made at build time', () => {
  let built;
  let builtBase;
  let dist;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-built-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id=root></div>');
    fs.writeFileSync(path.join(dist, 'app.12345678.js'), 'var built = 1;'.repeat(200));
    fs.writeFileSync(path.join(dist, 'tiny.js'), 'var x;');
    expect(compressBuild(dist)).toBe(1);
    built = await listen(createStaticHandler({ root: dist, basePath: '/' }), 0);
    builtBase = `http://localhost:${built.address().port}`;
  });
  afterAll(() => closeServer(built));

  it('serves the copies the build wrote (its best Brotli and gzip), none for a tiny file', async () => {
    const brotli = await rawGet(`${builtBase}/app.12345678.js`, 'br, gzip');
    expect(brotli.body).toEqual(fs.readFileSync(path.join(dist, 'app.12345678.js.br')));
    const gzip = await rawGet(`${builtBase}/app.12345678.js`, 'gzip');
    expect(gzip.body).toEqual(fs.readFileSync(path.join(dist, 'app.12345678.js.gz')));
    expect(fs.existsSync(path.join(dist, 'tiny.js.br'))).toBe(false);
    expect(
      (await rawGet(`${builtBase}/tiny.js`, 'br')).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('ignores a copy older than its file, and serves a file changed since it was first read', async () => {
    const file = path.join(dist, 'entry.js');
    fs.writeFileSync(file, 'var first = 1;'.repeat(100));
    compressBuild(dist);
    const first = await rawGet(`${builtBase}/entry.js`, 'br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toContain('first');
    // Rewritten after the build (a copy not made again): the copy is stale, not served.
    fs.writeFileSync(file, 'var second = 2;'.repeat(100));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const second = await rawGet(`${builtBase}/entry.js`, 'br');
    expect(zlib.brotliDecompressSync(second.body).toString()).toBe('var second = 2;'.repeat(100));
  });
});

describe('acceptedEncodings', () => {
  it('reads the encodings a client accepts, refusing those with q=0, and * for the rest', () => {
    const accepts = acceptedEncodings('gzip;q=0.8, br;q=0');
    expect(accepts('gzip')).toBe(true);
    expect(accepts('br')).toBe(false);
    expect(acceptedEncodings('*')('br')).toBe(true);
    expect(acceptedEncodings('')('gzip')).toBe(false);
  });
});

describe('remoteFileValidators (what the shell’s server knows of a remote’s manifest and index)', () => {
  const URL_ = 'http://remote.test/mf-manifest.json';
  function setup({ trustedMs = 1000 } = {}) {
    let clock = 0;
    let etag = '"v1"';
    let down = false;
    const asked = [];
    const fetchImpl = async (url, init = {}) => {
      asked.push(init.headers?.['If-None-Match'] ?? 'plain');
      if (down) throw new TypeError('fetch failed');
      if (init.headers?.['If-None-Match'] === etag) return new Response(null, { status: 304 });
      return new Response('{}', { headers: { etag, 'cache-control': 'no-cache' } });
    };
    const validators = remoteFileValidators({ fetchImpl, trustedMs, now: () => clock });
    return {
      validators,
      asked,
      tick: (ms) => (clock += ms),
      redeploy: () => (etag = '"v2"'),
      goDown: () => (down = true),
    };
  }

  it('trusts what a composition read for a while, then asks with its validator', async () => {
    const { validators, asked, tick, redeploy } = setup();
    const read = new Map();
    await validators.recordingFetch(read)(URL_);
    expect(read).toEqual(new Map([[URL_, '"v1"']]));
    tick(500);
    expect(await validators.unchanged(read)).toBe(true);
    expect(asked).toEqual(['plain']);
    tick(600);
    expect(await validators.unchanged(read)).toBe(true);
    expect(asked).toEqual(['plain', '"v1"']);
    redeploy();
    tick(1000);
    expect(await validators.unchanged(read)).toBe(false);
  });

  it('counts a remote it cannot reach as changed, and a failed read as one not to keep', async () => {
    const { validators, tick, goDown } = setup({ trustedMs: 0 });
    const read = new Map();
    await validators.recordingFetch(read)(URL_);
    goDown();
    tick(1);
    expect(await validators.unchanged(read)).toBe(false);
    const failed = new Map();
    await expect(validators.recordingFetch(failed)(URL_)).rejects.toThrow('fetch failed');
    expect(failed.get(URL_)).toBeNull();
  });
});

describe('the shell’s server keeps a composed page while the remote’s files are unchanged', () => {
  let remoteDist;
  let remoteServer;
  let shellServer;
  let shellBase;
  let remoteRequests = [];
  beforeAll(async () => {
    remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-remote-'));
    fs.writeFileSync(
      path.join(remoteDist, 'mf-manifest.json'),
      JSON.stringify({ id: 'build-one', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    fs.writeFileSync(
      path.join(remoteDist, 'prerender.json'),
      JSON.stringify({ version: 1, pages: {}, chunks: {} }),
    );
    const remoteHandler = createStaticHandler({ root: remoteDist, basePath: '/' });
    remoteServer = await listen((req, res) => {
      remoteRequests.push(req.url);
      remoteHandler(req, res);
    }, 0);
    const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-shell-'));
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>',
    );
    const remoteConfig = {
      remotes: [
        {
          name: 'mf_auth',
          manifest: `http://localhost:${remoteServer.address().port}/mf-manifest.json`,
          routes: ['login'],
        },
      ],
      api: {},
    };
    shellServer = await listen(
      createStaticHandler({
        root: shellDist,
        basePath: '/minha-conta/',
        runtimeConfig: () => remoteConfig,
        remoteFilesTrustedMs: 60_000,
      }),
      0,
    );
    shellBase = `http://localhost:${shellServer.address().port}/minha-conta/`;
  });
  afterAll(() => Promise.all([closeServer(shellServer), closeServer(remoteServer)]));

  it('answers the next visitors from memory, precompressed, for a shared cache to keep briefly', async () => {
    remoteRequests = [];
    const first = await rawGet(`${shellBase}login`, 'br');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(zlib.brotliDecompressSync(first.body).toString()).toContain('build-one');
    expect(remoteRequests.sort()).toEqual(['/mf-manifest.json', '/prerender.json']);
    remoteRequests = [];
    const second = await rawGet(`${shellBase}login`, 'br');
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(remoteRequests).toEqual([]);
    const gzip = await rawGet(`${shellBase}login`, 'gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(
      zlib.brotliDecompressSync(first.body).toString(),
    );
  });

  it('composes a page asked with a query every time, and keeps it nowhere', async () => {
    remoteRequests = [];
    const withQuery = await rawGet(`${shellBase}login?token=abc`, 'gzip');
    expect(withQuery.headers['cache-control']).toBe('no-cache');
    expect(remoteRequests.length).toBeGreaterThan(0);
  });
});
