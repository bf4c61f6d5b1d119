import { parseRuntimeConfig } from '@portal/config';
import productionConfig from '../../../config/production.json';
import { loadRoutesModule, remoteServing, setUpFederation } from './federation';
import { loadStepOf } from './loadStep';
import { RemoteLoadError } from './RemoteLoadError';
import { liveVersions, pinnedRelease } from './liveVersions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('remoteServing: which remote the shell starts loading for the first page', () => {
  beforeAll(() => {
    const config = parseRuntimeConfig(productionConfig);
    setUpFederation(config.remotes, config.remoteTimeoutMs);
  });

  it.each([
    ['/login', 'mf_auth'],
    ['/login/sso/session=abc123', 'mf_auth'],
    ['/login/cadastro', 'mf_auth'],
    ['/login/cadastro/esw/false', 'mf_auth'],
    ['/', 'mf_account'],
    ['/meu/perfil', 'mf_account'],
    ['/checkout', 'mf_checkout'],
    ['/gestao-de-cobrancas', 'mf_billing'],
    ['/gestao-de-empresas/42/planos', 'mf_backoffice'],
  ])('%s is served by %s', (pathname, remote) => {
    expect(remoteServing(pathname)).toBe(remote);
  });

  it.each([
    '/acesso-negado',
    '/gestao-de-empresas/versoes',
    '/nao-existe',
    '/login/outra-coisa',
    '/meu',
  ])('%s is the shell’s own page (nothing to preload)', (pathname) => {
    expect(remoteServing(pathname)).toBeUndefined();
  });

  it('answers from the remotes set up last, not from what it answered before', () => {
    expect(remoteServing('/gestao-de-cobrancas')).toBe('mf_billing');
    const config = parseRuntimeConfig(productionConfig);
    setUpFederation(
      config.remotes.filter((remote) => remote.name !== 'mf_billing'),
      config.remoteTimeoutMs,
    );
    expect(remoteServing('/gestao-de-cobrancas')).toBeUndefined();
    setUpFederation(config.remotes, config.remoteTimeoutMs);
    expect(remoteServing('/gestao-de-cobrancas')).toBe('mf_billing');
  });
});

describe('loadRoutesModule: the shell reads the manifest and hands the runtime its entry', () => {
  const runtime = jest.requireMock('@module-federation/enhanced/runtime') as Record<
    'loadRemote' | 'registerRemotes',
    jest.Mock
  >;
  const CHECKOUT_MANIFEST = 'https://mf-checkout.minhaconta.com.br/mf-manifest.json';
  const routesModule = {
    name: 'mf_checkout',
    version: '0.3.0',
    routes: [],
    loadMessages: () => Promise.resolve(),
  };
  let fetchMock: jest.Mock;

  beforeAll(() => {
    const config = parseRuntimeConfig(productionConfig);
    setUpFederation(config.remotes, config.remoteTimeoutMs);
  });

  beforeEach(() => {
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockReset().mockResolvedValue({ default: routesModule });
    fetchMock = jest.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: [{ assets: { js: { sync: ['expose.9.js'] } } }],
          }),
        ),
      ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('registers the entry script the manifest names, then loads ./routes', async () => {
    await expect(loadRoutesModule('mf_checkout')).resolves.toBe(routesModule);
    expect(fetchMock).toHaveBeenCalledWith(
      CHECKOUT_MANIFEST,
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_checkout', entry: 'https://mf-checkout.minhaconta.com.br/remoteEntry.js' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_checkout/routes');
  });

  it('tells the live versions where each remote stands: loaded with its version, or failed and why', async () => {
    const stateOf = (name: string) => liveVersions().remotes.find((remote) => remote.name === name);
    setUpFederation(parseRuntimeConfig(productionConfig).remotes, 500);
    expect(stateOf('mf_checkout')).toMatchObject({
      manifest: CHECKOUT_MANIFEST,
      state: { kind: 'not-loaded' },
    });
    expect(pinnedRelease(CHECKOUT_MANIFEST)).toBeUndefined();
    const loading = loadRoutesModule('mf_account');
    expect(stateOf('mf_account')?.state).toEqual({ kind: 'loading' });
    await loading;
    expect(stateOf('mf_account')).toMatchObject({ version: '0.3.0', state: { kind: 'loaded' } });

    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}')));
    await expect(loadRoutesModule('mf_billing')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(stateOf('mf_billing')?.state).toMatchObject({ kind: 'failed', phase: 'network' });
    expect(stateOf('mf_auth')?.state).toEqual({ kind: 'not-loaded' });
  });

  it('Retry reads the manifest again and replaces the registration (a redeployed remote)', async () => {
    await loadRoutesModule('mf_checkout', { retry: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('a manifest that names no entry fails as a load failure of that remote', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}')));
    setUpFederation(parseRuntimeConfig(productionConfig).remotes, 500);
    const failure = loadRoutesModule('mf_billing');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      remote: 'mf_billing',
      phase: 'network',
      atManifest: true,
    });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  // The federation runtime's errors carry their code (`… #RUNTIME-008`, adr-008).
  it.each([
    ['Module Federation RUNTIME-008 #RUNTIME-008 (remoteEntry.js)', 'entry'],
    ['Module Federation RUNTIME-015 #RUNTIME-015', 'init'],
    ['Module Federation RUNTIME-014 #RUNTIME-014 args: {"expose":"./routes"}', 'expose'],
    ['Module Federation RUNTIME-012 #RUNTIME-012 (react)', 'shared'],
    ['Loading chunk 812 failed. (error: https://mf-billing.example/812.js)', 'factory'],
  ])('a load failing with “%s” after its manifest failed at the %s step', async (message, step) => {
    setUpFederation(parseRuntimeConfig(productionConfig).remotes, 500);
    runtime.loadRemote.mockRejectedValue(new Error(message));
    const failure = await loadRoutesModule('mf_billing').catch((error: unknown) => error);
    expect(failure).toMatchObject({ remote: 'mf_billing', atManifest: false });
    expect(loadStepOf(failure)).toBe(step);
  });

  it('a ./routes that breaks the contract failed at the exposed module', async () => {
    runtime.loadRemote.mockResolvedValue({ default: { name: 'mf_billing' } });
    const failure = await loadRoutesModule('mf_billing', { retry: true }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ phase: 'contract' });
    expect(loadStepOf(failure)).toBe('expose');
    expect(loadStepOf(new Error('not a load'))).toBeNull();
  });

  it('a manifest that does not answer within the shell’s limit is a timeout, not retried', async () => {
    fetchMock.mockImplementation(() =>
      Promise.reject(new DOMException('signal timed out', 'TimeoutError')),
    );
    await expect(loadRoutesModule('mf_backoffice')).rejects.toMatchObject({
      remote: 'mf_backoffice',
      phase: 'timeout',
      atManifest: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
