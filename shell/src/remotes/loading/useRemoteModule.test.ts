import { renderHook } from '@testing-library/react';
import { registerCatalog } from '@portal/i18n';
import { currentRoutesModule, loadRoutesModule } from './federation';
import { loadedPage } from './loadedPages';
import { preloadRemoteFor, useRemoteModule } from './useRemoteModule';
import { billingRemoteBeforeEach, settle } from '../../testing/billingRemote';

jest.mock('./federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(),
  remoteServing: jest.fn(),
}));
jest.mock('@portal/i18n', () => ({ registerCatalog: jest.fn(async () => undefined) }));

describe('preloadRemoteFor (the first page, and a page a visitor is about to open)', () => {
  const { charges: chargesPreload, users: usersPreload } = billingRemoteBeforeEach();

  it('loads the serving remote, then starts the page’s own preload (its code and first read)', async () => {
    preloadRemoteFor('/gestao-de-cobrancas');
    await settle();
    expect(loadRoutesModule).toHaveBeenCalledWith('mf_billing', { retry: false });
    expect(chargesPreload).toHaveBeenCalledTimes(1);
    expect(usersPreload).not.toHaveBeenCalled();
  });

  it('does nothing for a page no remote serves, and ignores a failed preload', async () => {
    preloadRemoteFor('/acesso-negado');
    await settle();
    expect(loadRoutesModule).not.toHaveBeenCalledWith(expect.anything(), expect.anything());
    chargesPreload.mockRejectedValueOnce(new Error('offline'));
    preloadRemoteFor('/gestao-de-cobrancas');
    await settle();
    expect(chargesPreload).toHaveBeenCalledTimes(1);
  });

  it('starts the page’s preload beside its remote’s catalog, not after it', async () => {
    let finishCatalog = () => {};
    jest
      .mocked(registerCatalog)
      .mockImplementationOnce(() => new Promise((resolve) => (finishCatalog = resolve)));
    // A fresh load (a cached one has its catalog already).
    const module = await jest.mocked(loadRoutesModule)('mf_billing');
    jest.mocked(loadRoutesModule).mockResolvedValue({ ...module });
    let ready: boolean | null = null;
    void preloadRemoteFor('/gestao-de-cobrancas').then((value) => (ready = value));
    await settle();
    expect(chargesPreload).toHaveBeenCalledTimes(1);
    expect(ready).toBeNull();
    finishCatalog();
    await settle();
    expect(ready).toBe(true);
  });

  it('keeps the page’s component once its preload is done, so the page drawn then does not suspend on its lazy Page', async () => {
    const module = await jest.mocked(loadRoutesModule)('mf_billing');
    const ChargesPage = () => null;
    const route = { ...module.routes[1]!, load: async () => ({ default: ChargesPage }) };
    jest
      .mocked(loadRoutesModule)
      .mockResolvedValue({ ...module, routes: [module.routes[0]!, route] });
    expect(loadedPage(route)).toBeUndefined();
    await expect(preloadRemoteFor('/gestao-de-cobrancas')).resolves.toBe(true);
    expect(loadedPage(route)).toBe(ChargesPage);
  });

  it('makes the page opened after it render at once: its remote is ready on the first render', async () => {
    const load = jest.mocked(loadRoutesModule);
    preloadRemoteFor('/gestao-de-cobrancas');
    await settle();
    const done = load.mock.results[0]!.value as ReturnType<typeof loadRoutesModule>;
    jest.mocked(currentRoutesModule).mockReturnValue(done);
    const { result } = renderHook(() => useRemoteModule('mf_billing'));
    expect(result.current.status).toBe('ready');
    // A remote not loaded yet starts loading as before.
    jest.mocked(currentRoutesModule).mockReturnValue(undefined);
    expect(renderHook(() => useRemoteModule('mf_billing')).result.current.status).toBe('loading');
  });
});
