import { parseRuntimeConfig } from '@portal/config';
import productionConfig from '../../config/production.json';
import { remoteServing, setUpFederation } from './federation';

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

  it.each(['/acesso-negado', '/nao-existe', '/login/outra-coisa', '/meu'])(
    '%s is the shell’s own page (nothing to preload)',
    (pathname) => {
      expect(remoteServing(pathname)).toBeUndefined();
    },
  );
});
