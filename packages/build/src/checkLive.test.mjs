import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLive, patternsCollide } from './checkLive.mjs';

// Babel turns this file into CommonJS for Jest, where `import.meta` does not exist.
const PORTAL = path.join(__dirname, '..', 'bin', 'portal.mjs');

const singleton = (name, version, requiredVersion = `^${version}`) => ({
  id: `x:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion,
});

const LIVE_SHARED = [
  singleton('react', '19.3.1'),
  singleton('react-dom', '19.3.1'),
  singleton('react/jsx-runtime', '19.3.1'),
  singleton('zustand', '5.1.0'),
  singleton('@lingui/core', '5.9.5'),
  singleton('@portal/router', '0.1.1'),
  singleton('@portal/session', '0.1.1'),
];

const LIVE_CONFIG = {
  remotes: [
    { name: 'mf_auth', manifest: 'http://a/mf-manifest.json', routes: ['login', 'login/sso'] },
    { name: 'mf_billing', manifest: 'http://b/mf-manifest.json', routes: ['gestao-de-cobrancas'] },
    {
      name: 'mf_backoffice',
      manifest: 'http://c/mf-manifest.json',
      routes: ['gestao-de-empresas', 'gestao-de-empresas/*'],
    },
  ],
};

let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'check-live-'));
});
afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

const write = (file, value) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
};

/** The live shell's published files and its runtime config, as a deploy would read them. */
function liveShell({ contracts = '0.1.1', accepts = '^0.1.0', shared = LIVE_SHARED } = {}) {
  const dir = path.join(work, 'shell');
  write(path.join(dir, 'mf-manifest.json'), { name: 'shell', shared, exposes: [] });
  write(path.join(dir, 'release.json'), {
    name: 'shell',
    version: '0.1.1',
    build: 'aaaaaaaa',
    release: '0.1.1-aaaaaaaa',
    contracts,
    acceptsContracts: accepts,
  });
  const config = path.join(work, 'production.json');
  write(config, LIVE_CONFIG);
  return { dir, config };
}

/**
 * A remote's build as `portal build` leaves it (manifest, release file, page index and pages),
 * compatible with the live shell unless `change` makes it otherwise.
 */
function candidate(change = {}) {
  const dist = path.join(work, 'candidate', 'dist');
  const build = {
    name: 'mf_billing',
    exposes: [{ id: 'mf_billing:routes', name: 'routes', path: './routes' }],
    shared: [singleton('react', '19.3.1'), singleton('@portal/router', '0.1.1')],
    contracts: '0.1.1',
    routes: [{ path: 'gestao-de-cobrancas', access: 'private' }],
    pages: {},
    ...change,
  };
  write(path.join(dist, 'mf-manifest.json'), {
    name: build.name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: build.shared,
    exposes: build.exposes,
  });
  write(path.join(dist, 'release.json'), {
    name: build.name,
    version: '0.2.0',
    build: 'bbbbbbbb',
    release: '0.2.0-bbbbbbbb',
    contracts: build.contracts,
    routes: build.routes,
  });
  write(path.join(dist, 'prerender.json'), { version: 1, styles: [], pages: build.pages });
  for (const byVariant of Object.values(build.pages)) {
    for (const byLocale of Object.values(byVariant)) {
      for (const file of Object.values(byLocale)) write(path.join(dist, file), '<main></main>');
    }
  }
  return dist;
}

const verdict = (dist, shell = liveShell()) =>
  checkLive({ distDir: dist, configFrom: shell.config, shellFrom: shell.dir });

/** A prerendered route's pages in every variant and locale. */
const everyPage = (route) => ({
  [route]: Object.fromEntries(
    ['self-sign-up', 'no-self-sign-up'].map((variant) => [
      variant,
      {
        'pt-BR': `prerender/${route}.${variant}.pt-BR.html`,
        es: `prerender/${route}.${variant}.es.html`,
      },
    ]),
  ),
});

describe('portal check-live', () => {
  it('passes a build that works with the live shell', async () => {
    expect(await verdict(candidate())).toEqual([]);
    const prerendering = candidate({
      routes: [{ path: 'gestao-de-cobrancas', access: 'public', prerender: true }],
      pages: everyPage('gestao-de-cobrancas'),
    });
    expect(await verdict(prerendering)).toEqual([]);
    // A route with optional parameters is prerendered at its bare path.
    const optional = candidate({
      routes: [
        { path: 'gestao-de-cobrancas', access: 'private' },
        { path: 'gestao-de-cobrancas/historico/:ano?', access: 'public', prerender: true },
      ],
      pages: everyPage('gestao-de-cobrancas/historico'),
    });
    expect(await verdict(optional)).toEqual([]);
  });

  it('fails a build against another React major', async () => {
    const problems = await verdict(candidate({ shared: [singleton('react', '20.0.0')] }));
    expect(problems).toEqual([
      'mf_billing 0.2.0-bbbbbbbb requires react ^20.0.0; the live shell provides 19.3.1',
    ]);
  });

  it('fails a build that needs a newer shared package than the shell provides, or one it lacks', async () => {
    const problems = await verdict(
      candidate({
        shared: [singleton('@portal/router', '0.1.4'), singleton('@portal/notify', '0.1.1')],
      }),
    );
    expect(problems).toEqual([
      'mf_billing 0.2.0-bbbbbbbb requires @portal/router ^0.1.4; the live shell provides 0.1.1',
      'mf_billing 0.2.0-bbbbbbbb requires the singleton @portal/notify ^0.1.1, which the live shell does not provide',
    ]);
  });

  it('fails a build against a contract the live shell does not load', async () => {
    expect(await verdict(candidate({ contracts: '0.2.0' }))).toEqual([
      'mf_billing 0.2.0-bbbbbbbb was built against @portal/contracts 0.2.0; the live shell 0.1.1 loads ^0.1.0',
    ]);
    expect(await verdict(candidate({ contracts: '1.0.0' }))).toHaveLength(1);
    // A newer patch of the same contract line is fine.
    expect(await verdict(candidate({ contracts: '0.1.9' }))).toEqual([]);
  });

  it('fails a build that does not expose ./routes', async () => {
    expect(await verdict(candidate({ exposes: [{ name: 'app', path: './app' }] }))).toEqual([
      'mf_billing 0.2.0-bbbbbbbb does not expose ./routes',
    ]);
  });

  it('fails a build missing a route the config sends to it', async () => {
    const problems = await verdict(
      candidate({ routes: [{ path: 'gestao-de-faturas', access: 'private' }] }),
    );
    expect(problems).toEqual([
      'the live config sends "gestao-de-cobrancas" to mf_billing, but mf_billing 0.2.0-bbbbbbbb has no such route',
    ]);
  });

  it("fails a build with a route that collides with another remote's pattern", async () => {
    const problems = await verdict(
      candidate({
        routes: [
          { path: 'gestao-de-cobrancas', access: 'private' },
          { path: 'gestao-de-empresas/relatorios', access: 'private' },
          { path: 'login/:step?', access: 'public' },
        ],
      }),
    );
    expect(problems).toEqual([
      `mf_billing 0.2.0-bbbbbbbb's route "login/:step?" collides with mf_auth's "login"`,
      `mf_billing 0.2.0-bbbbbbbb's route "gestao-de-empresas/relatorios" collides with mf_backoffice's "gestao-de-empresas/*"`,
    ]);
  });

  it('fails a build whose prerendered page misses a locale or a config variant', async () => {
    const pages = everyPage('gestao-de-cobrancas');
    delete pages['gestao-de-cobrancas']['no-self-sign-up'];
    delete pages['gestao-de-cobrancas']['self-sign-up'].es;
    const problems = await verdict(
      candidate({
        routes: [{ path: 'gestao-de-cobrancas', access: 'public', prerender: true }],
        pages,
      }),
    );
    expect(problems).toEqual([
      `mf_billing 0.2.0-bbbbbbbb's prerendered "gestao-de-cobrancas" has no self-sign-up page in es`,
      `mf_billing 0.2.0-bbbbbbbb's prerendered "gestao-de-cobrancas" has no no-self-sign-up page in pt-BR`,
      `mf_billing 0.2.0-bbbbbbbb's prerendered "gestao-de-cobrancas" has no no-self-sign-up page in es`,
    ]);
  });

  it('fails a build whose page index names a file it does not have, or a prerendered route without pages', async () => {
    const dist = candidate({
      routes: [{ path: 'gestao-de-cobrancas', access: 'public', prerender: true }],
      pages: everyPage('gestao-de-cobrancas'),
    });
    fs.rmSync(path.join(dist, 'prerender/gestao-de-cobrancas.self-sign-up.es.html'));
    expect(await verdict(dist)).toEqual([
      `mf_billing 0.2.0-bbbbbbbb's prerendered "gestao-de-cobrancas" (self-sign-up, es) names prerender/gestao-de-cobrancas.self-sign-up.es.html, which is not in the build`,
    ]);
    const noPages = candidate({
      routes: [{ path: 'gestao-de-cobrancas', access: 'public', prerender: true }],
    });
    expect(await verdict(noPages)).toEqual([
      'mf_billing 0.2.0-bbbbbbbb prerenders "gestao-de-cobrancas" but lists no page for it',
    ]);
  });

  it('reads the live shell from its address, beside the runtime config', async () => {
    const shell = liveShell({ accepts: '^0.2.0' });
    const files = {
      'http://live/minha-conta/runtime-config.json': LIVE_CONFIG,
      'http://live/minha-conta/mf-manifest.json': JSON.parse(
        fs.readFileSync(path.join(shell.dir, 'mf-manifest.json'), 'utf8'),
      ),
      'http://live/minha-conta/release.json': JSON.parse(
        fs.readFileSync(path.join(shell.dir, 'release.json'), 'utf8'),
      ),
    };
    const fetchImpl = async (url) =>
      files[url] ? Response.json(files[url]) : new Response('', { status: 404 });
    const problems = await checkLive({
      distDir: candidate(),
      configFrom: 'http://live/minha-conta/runtime-config.json',
      fetchImpl,
    });
    expect(problems).toEqual([
      'mf_billing 0.2.0-bbbbbbbb was built against @portal/contracts 0.1.1; the live shell 0.1.1 loads ^0.2.0',
    ]);
  });

  it('as a command: quiet and 0 when compatible, 1 with every problem named otherwise', async () => {
    const shell = liveShell();
    const run = (dist) =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          [PORTAL, 'check-live', '--config', shell.config, '--shell', shell.dir, '--dist', dist],
          (error, stdout, stderr) => resolve({ code: error?.code ?? 0, stdout, stderr }),
        );
      });
    expect(await run(candidate())).toEqual({ code: 0, stdout: '', stderr: '' });
    const failed = await run(
      candidate({ shared: [singleton('react', '20.0.0')], contracts: '0.3.0' }),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Not compatible with the live shell');
    expect(failed.stderr).toContain('requires react ^20.0.0; the live shell provides 19.3.1');
    expect(failed.stderr).toContain('@portal/contracts 0.3.0');
    // No verdict when the live shell cannot be read: 2, saying what could not be read.
    fs.rmSync(path.join(shell.dir, 'release.json'));
    const unread = await run(candidate());
    expect(unread.code).toBe(2);
    expect(unread.stderr).toContain(`could not read ${path.join(shell.dir, 'release.json')}`);
  });
});

describe('patternsCollide', () => {
  it.each([
    ['gestao-de-cobrancas', 'gestao-de-cobrancas', true],
    ['gestao-de-empresas/cupons', 'gestao-de-empresas/*', true],
    ['login/cadastro/:sp?/:empresaMae?', 'login/cadastro', true],
    ['login/sso/:session', 'login/sso/abc', true],
    ['login', 'login/sso', false],
    ['gestao-de-cobrancas', 'gestao-de-usuarios', false],
    ['', 'meu/perfil', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(patternsCollide(a, b)).toBe(expected);
    expect(patternsCollide(b, a)).toBe(expected);
  });
});
