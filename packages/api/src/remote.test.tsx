import { createRemote } from './remote';

describe('createRemote', () => {
  const remote = (domainCatalogs?: Parameters<typeof createRemote>[0]['domainCatalogs']) =>
    createRemote({
      name: 'mf_account',
      version: '1.0.0',
      catalogs: {
        'pt-BR': async () => ({ messages: { own: 'Próprio', shared: 'Do remoto' } }),
        es: async () => ({ messages: { own: 'Propio' } }),
      },
      domainCatalogs,
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
