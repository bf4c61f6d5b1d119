import { loadRoutesModule, nextPage, nextRemotes } from '../loading/federation';
import { renderAheadIfNone } from './ahead';
import { preloadNextPages, warmRemotesFor } from './nextPages';
import { billingRemoteBeforeEach, settle } from '../../testing/billingRemote';

jest.mock('../loading/federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(),
  nextPage: jest.fn(() => null),
  nextRemotes: jest.fn(),
  remoteServing: jest.fn(),
}));
jest.mock('./ahead', () => ({ renderAheadIfNone: jest.fn() }));
jest.mock('@portal/i18n', () => ({ registerCatalog: jest.fn(async () => undefined) }));

describe('warmRemotesFor (a menu that opens) and preloadNextPages (a visitor who stopped choosing)', () => {
  const { charges: chargesPreload, users: usersPreload } = billingRemoteBeforeEach();
  const going = () => new AbortController().signal;

  it('warms the remotes of a menu’s pages once each: their routes, catalogs and API client, no page’s code or read', async () => {
    jest.mocked(loadRoutesModule).mockClear();
    const warm = jest.fn();
    const module = await jest.mocked(loadRoutesModule)('mf_billing');
    jest
      .mocked(loadRoutesModule)
      .mockClear()
      .mockResolvedValue({ ...module, warm });
    warmRemotesFor(['/gestao-de-cobrancas', '/gestao-de-cobrancas/x', '/acesso-negado']);
    await settle();
    expect(jest.mocked(loadRoutesModule).mock.calls).toEqual([['mf_billing', { retry: false }]]);
    expect(warm).toHaveBeenCalledTimes(1);
    expect(chargesPreload).not.toHaveBeenCalled();
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
