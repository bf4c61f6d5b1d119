import {
  currentRoutesModule,
  loadRoutesModule,
  remoteServing,
} from '../../remotes/loading/federation';
import { loadPage, markPageReady } from '../../remotes/loading/loadedPages';
import { loadWithCatalog, preloadRemoteFor } from '../../remotes/loading/useRemoteModule';
import { warmRemotesFor } from '../../remotes/speculation/nextPages';
import { opensOnItsFrame } from './opensOnItsFrame';
import { loadShellFrame } from './shellFrame';
import { billingRemoteBeforeEach, settle } from '../../testing/billingRemote';

jest.mock('../../remotes/loading/federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(),
  remoteServing: jest.fn(),
}));
jest.mock('@portal/i18n', () => ({ registerCatalog: jest.fn(async () => undefined) }));

describe('opensOnItsFrame (a visit drawn in the click’s own task)', () => {
  const { users: usersPreload } = billingRemoteBeforeEach();

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

  it('says a page whose code is in opens on its frame while its first read is on its way, and is a transition once it is ready', async () => {
    const module = await jest.mocked(loadRoutesModule)('mf_billing');
    const charges = {
      ...module.routes[1]!,
      load: async () => ({ default: () => null }),
    };
    const withCode = Promise.resolve({ ...module, Frame: () => null, routes: [charges] });
    jest.mocked(loadRoutesModule).mockReturnValue(withCode);
    jest.mocked(currentRoutesModule).mockReturnValue(withCode);
    jest.mocked(remoteServing).mockReturnValue('mf_billing');
    await loadWithCatalog('mf_billing', true);
    await loadPage(charges);
    // Its code alone: drawing it in full in the press's own task would hold the frame.
    expect(opensOnItsFrame('/gestao-de-cobrancas')).toBe(true);
    // Its first read answered too (a visit that waited for it): nothing left to wait for.
    markPageReady(charges);
    expect(opensOnItsFrame('/gestao-de-cobrancas')).toBe(false);
  });
});
