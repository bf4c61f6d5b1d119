import { parseRuntimeConfig } from '@portal/config';
import productionConfig from '../../config/production.json';
import { remoteServing, setUpFederation } from '../remotes/federation';
import {
  patternServes,
  startEarlyRequests,
  takeEarlyConfig,
  takeEarlyManifest,
} from './earlyRequests';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const config = parseRuntimeConfig(productionConfig);

const PATHS = [
  '/login',
  '/login/',
  '/login/sso',
  '/login/sso/session=abc123',
  '/login/sso/a/b',
  '/login/cadastro',
  '/login/cadastro/esw',
  '/login/cadastro/esw/false',
  '/login/cadastro/esw/false/mais',
  '/login/definir-senha',
  '/login/escolher-empresa',
  '/login/outra-coisa',
  '/',
  '/meu',
  '/meu/perfil',
  '/meu/perfil/editar',
  '/gestao-de-usuarios',
  '/start',
  '/checkout',
  '/gestao-de-cobrancas',
  '/gestao-de-empresas',
  '/gestao-de-empresas/42/planos',
  '/acesso-negado',
  '/nao-existe',
  '/Login',
];

describe('patternServes: the early guess of which remote serves the first page', () => {
  beforeAll(() => setUpFederation(config.remotes, config.remoteTimeoutMs));

  it.each(PATHS)('%s: the same remote the router picks', (pathname) => {
    const early = config.remotes.find((remote) =>
      remote.routes.some((pattern) => patternServes(pattern, pathname)),
    );
    expect(early?.name).toBe(remoteServing(pathname));
  });

  it.each([
    ['login/cadastro/:sp?/:empresaMae?', '/login/cadastro', true],
    ['login/cadastro/:sp?/:empresaMae?', '/login/cadastro/x/y', true],
    ['login/cadastro/:sp?/:empresaMae?', '/login/cadastro/x/y/z', false],
    ['login/sso/:session', '/login/sso', false],
    ['gestao-de-empresas/*', '/gestao-de-empresas/1/2/3', true],
    ['', '/', true],
    ['', '/login', false],
    ['meu/perfil', '/meu/perf%69l', true],
  ])('%s serves %s: %s', (pattern, pathname, serves) => {
    expect(patternServes(pattern, pathname)).toBe(serves);
  });
});

describe('startEarlyRequests', () => {
  const AUTH_MANIFEST = 'https://mf-auth.minhaconta.com.br/mf-manifest.json';
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['expose.1234.js'], async: ['p.js'] } } }],
  };
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  let fetchMock: jest.Mock;

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = jest.fn((url: string) =>
      url === '/minha-conta/runtime-config.json'
        ? json(productionConfig)
        : url === AUTH_MANIFEST
          ? json(manifest)
          : json({}, 404),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const preloaded = () =>
    Array.from(document.head.querySelectorAll('link[rel="preload"]'), (link) => [
      link.getAttribute('as'),
      (link as HTMLLinkElement).href,
    ]);

  it('fetches the config, then only the serving remote’s manifest, and preloads its entry scripts', async () => {
    startEarlyRequests('/minha-conta/runtime-config.json', '/login');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/minha-conta/runtime-config.json',
      AUTH_MANIFEST,
    ]);
    expect(preloaded()).toEqual([
      ['script', 'https://mf-auth.minhaconta.com.br/remoteEntry.js'],
      ['script', 'https://mf-auth.minhaconta.com.br/expose.1234.js'],
    ]);

    // The shell and the runtime then read the same answers, each once.
    const configResponse = await takeEarlyConfig();
    expect((await configResponse!.json()).environment).toBe('production');
    expect(takeEarlyConfig()).toBeNull();
    expect(await (await takeEarlyManifest(AUTH_MANIFEST))!.json()).toEqual(manifest);
    expect(takeEarlyManifest(AUTH_MANIFEST)).toBeUndefined();
  });

  it('fetches no remote for a page of the shell’s own', async () => {
    startEarlyRequests('/minha-conta/runtime-config.json', '/acesso-negado');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([]);
    takeEarlyConfig();
  });

  it('leaves a failed config to the shell, which reports it', async () => {
    fetchMock.mockImplementation(() => json({ error: 'down' }, 503));
    startEarlyRequests('/minha-conta/runtime-config.json', '/login');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await takeEarlyConfig())!.status).toBe(503);
  });
});
