import { defineRemote } from '@portal/contracts';
import { lazy } from 'react';
import { loadRoutesModule, remoteServing } from './federation';
import { preloadRemoteFor } from './useRemoteModule';

jest.mock('./federation', () => ({ loadRoutesModule: jest.fn(), remoteServing: jest.fn() }));

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
});
