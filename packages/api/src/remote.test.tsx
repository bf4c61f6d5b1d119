import { render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { activateLocale, i18n } from '@portal/i18n';
import { ApiError } from './client/errors';
import { errorMessage } from './messages';
import { queryCache } from './queries';
import { createRemote, type RemoteOptions } from './remote';
import type * as RemoteModule from './remote';

const catalogs: RemoteOptions['catalogs'] = {
  'pt-BR': async () => ({ messages: { own: 'Próprio', shared: 'Do remoto' } }),
  es: async () => ({ messages: { own: 'Propio' } }),
};

describe('createRemote', () => {
  const remote = (domainCatalogs?: RemoteOptions['domainCatalogs']) =>
    createRemote({ name: 'mf_account', version: '1.0.0', catalogs, domainCatalogs });

  it('warms the API client its pages read with, and its routes module can too', async () => {
    await activateLocale('es');
    const offline = errorMessage(new ApiError({ kind: 'network' }));
    // The client's texts come with it: not there before the warm-up, there after.
    expect(i18n._(offline)).not.toMatch(/conexión/);
    remote().define({ routes: [] }).warm();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n._(offline)).toMatch(/Sin conexión con el servidor/);
  });

  it("loads the locale's own catalog", async () => {
    await expect(remote().loadMessages('es')).resolves.toEqual({ own: 'Propio' });
  });

  it('brings the texts of the domain packages its pages show, its own winning on a shared key', async () => {
    const users = jest.fn(async () => ({ user: 'Usuário', shared: 'Do domínio' }));
    const billing = jest.fn(async () => ({ bill: 'Fatura' }));
    await expect(remote([users, billing]).loadMessages('pt-BR')).resolves.toEqual({
      own: 'Próprio',
      shared: 'Do remoto',
      user: 'Usuário',
      bill: 'Fatura',
    });
    expect(users).toHaveBeenCalledWith('pt-BR');
  });
});

describe('a page that keeps its texts apart (pageCatalogs)', () => {
  const signUp = {
    'pt-BR': jest.fn(async () => ({ messages: { wizard: 'Cadastro' } })),
    es: jest.fn(async () => ({ messages: { wizard: 'Registro' } })),
  };
  const remote = () =>
    createRemote({
      name: 'mf_auth',
      version: '1.0.0',
      catalogs,
      pageCatalogs: { 'sign-up': signUp },
    });

  it('leaves them out of the remote’s first catalog, which every page waits for', async () => {
    await expect(remote().loadMessages('pt-BR')).resolves.not.toHaveProperty('wizard');
    expect(signUp['pt-BR']).not.toHaveBeenCalled();
  });

  it('brings them with the page’s code, and again in the language switched to', async () => {
    await activateLocale('pt-BR');
    const page = { SignUpPage: 'the page' };
    const load = remote().withTexts('sign-up', async () => page);
    await expect(load()).resolves.toBe(page);
    expect(i18n._('wizard')).toBe('Cadastro');
    await activateLocale('es');
    expect(i18n._('wizard')).toBe('Registro');
  });

  it('gives them to tests and stories by owner', async () => {
    const { pageCatalogs } = remote();
    expect(Object.keys(pageCatalogs)).toEqual(['mf_auth/sign-up']);
    await expect(pageCatalogs['mf_auth/sign-up']!('es')).resolves.toEqual({ wizard: 'Registro' });
  });

  it('refuses a page whose catalog it was not given', async () => {
    await expect(remote().withTexts('recovery', async () => ({}))()).rejects.toThrow(
      /no catalog for the page recovery/,
    );
  });
});

/** A page that says whether it is inside a query cache, and which. */
function CacheProbe({ expected }: { readonly expected?: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'in its cache' : 'in another cache'}</p>;
}

describe('a remote with a cache (its pages read the server)', () => {
  const remote = () =>
    createRemote({ name: 'mf_billing', version: '1.0.0', catalogs, cache: queryCache });

  it('has its own cache, and every page it mounts is in it', () => {
    const billing = remote();
    expect(billing.queries).toBeInstanceOf(QueryClient);
    expect(billing.queries).not.toBe(remote().queries);
    render(
      <billing.Providers>
        <CacheProbe expected={billing.queries} />
      </billing.Providers>,
    );
    expect(screen.queryByText('in its cache')).not.toBeNull();
  });

  it('keeps its cache and providers in its routes module', () => {
    const billing = remote();
    const routes = billing.define({ routes: [] });
    expect(routes).toMatchObject({ name: 'mf_billing', version: '1.0.0', routes: [] });
    expect(routes.queries).toBe(billing.queries);
    expect(routes.Providers).toBe(billing.Providers);
  });
});

describe('a remote without a cache (its calls are all actions)', () => {
  it('has no cache, and mounts its pages as they are', () => {
    const auth = createRemote({ name: 'mf_auth', version: '1.0.0', catalogs });
    expect(auth).not.toHaveProperty('queries');
    const { container } = render(
      <auth.Providers>
        <p>Entrar</p>
      </auth.Providers>,
    );
    expect(container.innerHTML).toBe('<p>Entrar</p>');
    expect(auth.define({ routes: [] })).not.toHaveProperty('queries');
  });

  it('does not load the query library (its pages stay as light: ADR 008)', () => {
    const loaded = jest.fn();
    jest.isolateModules(() => {
      jest.doMock('@tanstack/react-query', () => {
        loaded();
        return {};
      });
      // The client's loader, whose singletons this file has already claimed.
      jest.doMock('./client/lazyApi', () => ({ preloadApi: () => undefined }));
      const isolated = jest.requireActual<typeof RemoteModule>('./remote');
      isolated.createRemote({ name: 'mf_auth', version: '1.0.0', catalogs });
    });
    expect(loaded).not.toHaveBeenCalled();
  });
});
