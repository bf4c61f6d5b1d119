import { defineRemote } from '@portal/contracts';
import { lazy } from 'react';
import { renderHook } from '@testing-library/react';
import { registerCatalog } from '@portal/i18n';
import { renderAheadIfNone } from '../routing/ahead';
import {
  currentRoutesModule,
  loadRoutesModule,
  nextPage,
  nextRemotes,
  remoteServing,
} from './federation';
import { loadShellFrame } from './shellFrame';
import {
  opensOnItsFrame,
  preloadNextPages,
  preloadRemoteFor,
  useRemoteModule,
  warmRemotesFor,
} from './useRemoteModule';

jest.mock('./federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(),
  nextPage: jest.fn(() => null),
  nextRemotes: jest.fn(),
  remoteServing: jest.fn(),
}));
jest.mock('../routing/ahead', () => ({ renderAheadIfNone: jest.fn() }));
jest.mock('@portal/i18n', () => ({ registerCatalog: jest.fn(async () => undefined) }));

const Page = lazy(async () => ({ default: () => null }));
const title = { id: 't' };

describe('preloadRemoteFor (the first page, and a page a visitor is about to open)', () => {
  const chargesPreload = jest.fn(async () => undefined);
  const usersPreload = jest.fn(async () => undefined);
  beforeEach(() => {
    chargesPreload.mockClear();
    usersPreload.mockClear();
    jest
      .mocked(remoteServing)
      .mockImplementation((pathname) =>
        pathname.startsWith('/gestao-de-cobrancas') ? 'mf_billing' : undefined,
      );
    jest.mocked(loadRoutesModule).mockResolvedValue(
      defineRemote({
        name: 'mf_billing',
        version: '1.0.0',
        loadMessages: async () => ({}),
        routes: [
          { path: 'gestao-de-usuarios', access: 'private', title, Page, preload: usersPreload },
          { path: 'gestao-de-cobrancas', access: 'private', title, Page, preload: chargesPreload },
        ],
      }),
    );
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const going = () => new AbortController().signal;

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

  it('warms the remotes of a menu’s pages once each: their routes and catalogs, no page’s code or read', async () => {
    jest.mocked(loadRoutesModule).mockClear();
    warmRemotesFor(['/gestao-de-cobrancas', '/gestao-de-cobrancas/x', '/acesso-negado']);
    await settle();
    expect(jest.mocked(loadRoutesModule).mock.calls).toEqual([['mf_billing', { retry: false }]]);
    expect(chargesPreload).not.toHaveBeenCalled();
  });

  it('says a private page opens on its frame until its preload is done: the remote’s frame once loaded, the shell’s before', async () => {
    const module = await jest.mocked(loadRoutesModule)('mf_billing');
    const Frame = () => null;
    const withFrame = Promise.resolve({ ...module, Frame });
    jest.mocked(loadRoutesModule).mockReturnValue(withFrame);
    jest.mocked(currentRoutesModule).mockReturnValue(withFrame);
    // A page no earlier preload of this file reached.
    jest.mocked(remoteServing).mockReturnValue('mf_billing');
    // Not loaded yet: a spinner until the shell's frame is in (a signed-in visitor's), then the
    // shell draws the frame of a page it knows, a spinner for any other.
    expect(opensOnItsFrame('/gestao-de-usuarios')).toBe(false);
    await loadShellFrame();
    expect(opensOnItsFrame('/gestao-de-usuarios')).toBe(true);
    expect(opensOnItsFrame('/gestao-de-usuarios/outra')).toBe(false);
    warmRemotesFor(['/gestao-de-usuarios']);
    await settle();
    expect(opensOnItsFrame('/gestao-de-usuarios')).toBe(true);
    expect(opensOnItsFrame('/acesso-negado')).toBe(false); // no such route
    let finishPreload = () => {};
    usersPreload.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (finishPreload = () => resolve(undefined))),
    );
    const preload = preloadRemoteFor('/gestao-de-usuarios');
    await settle();
    expect(opensOnItsFrame('/gestao-de-usuarios')).toBe(true);
    finishPreload();
    await preload;
    // Its code is in: the page itself is drawn, as a transition.
    expect(opensOnItsFrame('/gestao-de-usuarios')).toBe(false);
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

  it('when idle, preloads the likely next remotes and the pages of theirs the visitor may open', async () => {
    jest.mocked(nextRemotes).mockReturnValue(['mf_billing']);
    preloadNextPages('mf_account', (route) => route.path === 'gestao-de-cobrancas', going());
    await settle();
    expect(loadRoutesModule).toHaveBeenCalledWith('mf_billing', { retry: false });
    expect(chargesPreload).toHaveBeenCalledTimes(1);
    expect(usersPreload).not.toHaveBeenCalled();
    expect(renderAheadIfNone).not.toHaveBeenCalled();
  });

  it('when idle, renders the likeliest next page ahead once it is preloaded, if the visitor may open it', async () => {
    jest.mocked(nextRemotes).mockReturnValue([]);
    jest.mocked(nextPage).mockReturnValue('/gestao-de-cobrancas');
    let finishPreload = () => {};
    chargesPreload.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (finishPreload = () => resolve(undefined))),
    );
    preloadNextPages('mf_account', () => true, going());
    await settle();
    expect(chargesPreload).toHaveBeenCalledTimes(1);
    expect(renderAheadIfNone).not.toHaveBeenCalled();
    finishPreload();
    await settle();
    expect(renderAheadIfNone).toHaveBeenCalledWith('/gestao-de-cobrancas');

    // A page this visitor may not open is neither preloaded nor rendered.
    jest.mocked(renderAheadIfNone).mockClear();
    chargesPreload.mockClear();
    preloadNextPages('mf_account', (route) => route.path !== 'gestao-de-cobrancas', going());
    await settle();
    expect(chargesPreload).not.toHaveBeenCalled();
    expect(renderAheadIfNone).not.toHaveBeenCalled();
  });

  it('starts no further speculative step once the visitor is choosing again (the signal aborts)', async () => {
    jest.mocked(nextRemotes).mockReturnValue(['mf_billing']);
    jest.mocked(nextPage).mockReturnValue('/gestao-de-cobrancas');
    let finishLoad = () => {};
    const module = await jest.mocked(loadRoutesModule)('mf_billing');
    const loading = new Promise<typeof module>((resolve) => (finishLoad = () => resolve(module)));
    jest.mocked(loadRoutesModule).mockReturnValue(loading);
    const choosing = new AbortController();
    const done = preloadNextPages('mf_account', () => true, choosing.signal);
    await settle();
    choosing.abort();
    finishLoad();
    await done;
    expect(chargesPreload).not.toHaveBeenCalled();
    expect(usersPreload).not.toHaveBeenCalled();
    expect(renderAheadIfNone).not.toHaveBeenCalled();
  });
});
