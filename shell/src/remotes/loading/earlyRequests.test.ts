import productionConfig from '../../../config/production.json';
import { startEarlyRequests, takeConfigResponse, takeEarlyManifest } from './earlyRequests';
import type * as EarlyRequests from './earlyRequests';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

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
    startEarlyRequests('/login');
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
    const configResponse = await takeConfigResponse();
    expect((await configResponse.json()).environment).toBe('production');
    // Taken once: asking again is a request of its own.
    await takeConfigResponse();
    expect(fetchMock).toHaveBeenLastCalledWith('/minha-conta/runtime-config.json', {
      cache: 'no-cache',
    });
    expect(await (await takeEarlyManifest(AUTH_MANIFEST))!.json()).toEqual(manifest);
    expect(takeEarlyManifest(AUTH_MANIFEST)).toBeUndefined();
  });

  it.each([
    ['/Login', 'https://mf-auth.minhaconta.com.br/mf-manifest.json'],
    ['/login/cadastro/esw/false', 'https://mf-auth.minhaconta.com.br/mf-manifest.json'],
    ['/', 'https://mf-account.minhaconta.com.br/mf-manifest.json'],
    ['/gestao-de-empresas/42/planos', 'https://mf-backoffice.minhaconta.com.br/mf-manifest.json'],
  ])('for %s asks for the manifest the router would load (%s)', async (pathname, manifestUrl) => {
    startEarlyRequests(pathname);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/minha-conta/runtime-config.json',
      manifestUrl,
    ]);
    await takeConfigResponse();
    takeEarlyManifest(manifestUrl);
  });

  it('starts nothing more when the config does not parse (the shell reports it)', async () => {
    fetchMock.mockImplementation(() => json({ remotes: 'none' }));
    startEarlyRequests('/login');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([]);
    await takeConfigResponse();
  });

  it('fetches no remote for a page of the shell’s own', async () => {
    startEarlyRequests('/acesso-negado');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual([]);
    await takeConfigResponse();
  });

  it('leaves a failed config to the shell, which reports it', async () => {
    fetchMock.mockImplementation(() => json({ error: 'down' }, 503));
    startEarlyRequests('/login');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await takeConfigResponse()).status).toBe(503);
  });

  describe('with what the shell’s server put in the page (adr-006)', () => {
    const boot = (data: unknown) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = 'portal-boot';
      element.textContent = JSON.stringify(data);
      document.head.append(element);
    };
    // Each test starts from a page that has hinted nothing yet.
    let early: typeof EarlyRequests;
    beforeEach(async () => {
      jest.resetModules();
      early = await import('./earlyRequests');
    });
    afterEach(() => localStorage.clear());

    it('reads the config and the remote’s manifest from the page instead of asking for them', async () => {
      boot({ config: productionConfig, manifest: { url: AUTH_MANIFEST, json: manifest } });
      early.startEarlyRequests('/login');
      await settle();
      expect(fetchMock).not.toHaveBeenCalled();
      expect((await (await early.takeConfigResponse()).json()).environment).toBe('production');
      expect(await (await early.takeEarlyManifest(AUTH_MANIFEST))!.json()).toEqual(manifest);
      expect(preloaded()).toEqual([
        ['script', 'https://mf-auth.minhaconta.com.br/remoteEntry.js'],
        ['script', 'https://mf-auth.minhaconta.com.br/expose.1234.js'],
      ]);
    });

    it('preloads the catalogs of the visitor’s language only, and no script the page already preloads', async () => {
      localStorage.setItem('minha-conta:locale', 'es');
      const serverHint = document.createElement('link');
      serverHint.rel = 'preload';
      serverHint.setAttribute('as', 'script');
      serverHint.href = 'https://mf-auth.minhaconta.com.br/remoteEntry.js';
      document.head.append(serverHint);
      boot({
        config: productionConfig,
        manifest: { url: AUTH_MANIFEST, json: manifest },
        catalogs: {
          'pt-BR': ['/minha-conta/messages-pt-BR.1.js'],
          es: [
            '/minha-conta/messages-es.1.js',
            'https://mf-auth.minhaconta.com.br/messages-es.2.js',
          ],
        },
      });
      early.startEarlyRequests('/login');
      await settle();
      expect(preloaded()).toEqual([
        ['script', 'https://mf-auth.minhaconta.com.br/remoteEntry.js'],
        ['script', 'http://localhost/minha-conta/messages-es.1.js'],
        ['script', 'https://mf-auth.minhaconta.com.br/messages-es.2.js'],
        ['script', 'https://mf-auth.minhaconta.com.br/expose.1234.js'],
      ]);
      await early.takeConfigResponse();
      early.takeEarlyManifest(AUTH_MANIFEST);
    });

    it('asks for the manifest itself when the page brought the config only (the remote was slow)', async () => {
      boot({ config: productionConfig, manifest: null });
      early.startEarlyRequests('/login');
      await settle();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([AUTH_MANIFEST]);
      await early.takeConfigResponse();
      early.takeEarlyManifest(AUTH_MANIFEST);
    });
  });
});
