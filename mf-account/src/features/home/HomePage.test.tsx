import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { clearReports, getReports } from '@portal/telemetry';
import { installPageSandbox } from '@portal/testing/sandbox';
import { browser } from '../../shared/browser';
import { renderAccount } from '../../flows/renderAccount';

const page = installPageSandbox();

const horizonte = () => page.sandbox.db().companies.find((c) => c.id === 'c-horizonte')!;

async function openHome(email: string, locale: 'pt-BR' | 'es' = 'pt-BR') {
  const session = page.sessionOf(email);
  const view = await renderAccount('/', { session, locale });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const cardLinks = () => screen.getAllByRole('heading', { level: 2 });

afterEach(() => jest.restoreAllMocks());

describe('home (my account)', () => {
  it('shows a card per module of the plan, each a link to its module', async () => {
    await openHome('super.pago@demo.com.br');
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Paula! Escolha um módulo para começar.')).toBeInTheDocument();
    const implementation = await screen.findByRole('link', { name: 'Implementação' });
    expect(implementation).toHaveAttribute(
      'href',
      expect.stringMatching(/\/modulos\/implementacao\/$/),
    );
    expect(screen.getByRole('link', { name: 'Execução' })).toHaveAttribute('href');
    expect(screen.getByText(/Monte o programa de integridade da empresa/)).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Comprar agora' })).not.toBeInTheDocument();
  });

  it('shows loading placeholders until the modules arrive', async () => {
    await openHome('super.pago@demo.com.br');
    expect(screen.getByText('Carregando módulos…')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Implementação' });
    expect(screen.queryByText('Carregando módulos…')).not.toBeInTheDocument();
  });

  it('keeps the execution module inactive, with the reason, until implementation is complete', async () => {
    horizonte().implementationDone = false;
    await openHome('super.pago@demo.com.br');
    await screen.findByRole('link', { name: 'Implementação' });
    const execution = screen.getByRole('link', { name: 'Execução' });
    expect(execution).toHaveAttribute('aria-disabled', 'true');
    expect(execution).not.toHaveAttribute('href');
    // Said as text on the card (a touch screen never opens a tooltip), and read with the link.
    const reason = 'A execução fica disponível quando a implementação estiver concluída.';
    expect(screen.getByText(reason)).toBeVisible();
    expect(execution).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('link', { name: 'Implementação' })).not.toHaveAccessibleDescription();
  });

  it('warns a cfo and shows every module inactive', async () => {
    await openHome('cfo@demo.com.br');
    expect(screen.getByText('Seu perfil é de CFO (responsável pela compra)')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Implementação' });
    const profile = screen.getByRole('link', { name: 'Ver meu perfil' });
    const modules = screen.getAllByRole('link').filter((link) => link !== profile);
    expect(modules).toHaveLength(4);
    for (const module of modules) expect(module).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.tab();
    expect(profile).toHaveFocus();
    await user.tab();
    expect(modules[0]).toHaveFocus();
    const reason = 'Como CFO, você cuida da compra e não acessa os módulos.';
    expect(screen.getAllByText(reason)).toHaveLength(4);
    for (const module of modules) expect(module).toHaveAccessibleDescription(reason);
  });

  it('shows a single card wide', async () => {
    await openHome('super.teste@demo.com.br');
    const only = await screen.findByRole('link', { name: 'Implementação' });
    expect(cardLinks()).toHaveLength(1);
    const card = only.closest('div')!.parentElement!;
    // The wide layout puts the image beside the text.
    expect(card).toHaveStyle({ flexDirection: 'row' });
  });

  it('offers a trial account owner to buy now: the plan becomes paid and the page reloads into the plan flow', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    await openHome('super.teste@demo.com.br');
    expect(screen.getByText('Você está no período de teste grátis de 15 dias')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Comprar agora' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const session = sessionStore.getState().session!;
    expect(session.choosedPlan).toBe('paid');
    expect(session.finishedCheckout).toBe(false);
    const owner = page.sandbox.db().users.find((u) => u.email === 'super.teste@demo.com.br')!;
    expect(owner.choosedPlan).toBe('paid');
  });

  it('tells why buying failed and stays on the page', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    await openHome('super.teste@demo.com.br');
    // The owner stopped managing the account meanwhile: the server refuses (403).
    page.sandbox.fail('changePlan', 403, 'unauthorized');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Comprar agora' }));
    expect(await screen.findByText('Não foi possível iniciar a compra')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStore.getState().session!.choosedPlan).toBe('trial');
  });

  it('shows buy now to no one but the owner of a trial account', async () => {
    await openHome('ceo.boreal@demo.com.br');
    await screen.findByRole('link', { name: 'Implementação' });
    expect(screen.queryByRole('button', { name: 'Comprar agora' })).not.toBeInTheDocument();
  });

  it('says what to do when there is no module, and logs it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const company = horizonte();
    company.plan = null;
    company.trialEndsAt = null;
    await openHome('super.pago@demo.com.br');
    expect(await screen.findByText('Nenhum módulo disponível')).toBeInTheDocument();
    expect(
      screen.getByText('Atualize a página ou entre em contato com o suporte.'),
    ).toBeInTheDocument();
    expect(getReports().some((report) => report.phase === 'home-services')).toBe(true);
  });

  it('leads a cfo who is not the super user to their profile, where their role is', async () => {
    await openHome('cfo@demo.com.br');
    const warning =
      screen.getByText('Seu perfil é de CFO (responsável pela compra)').closest('[role]') ??
      document.body;
    expect(
      within(warning as HTMLElement).getByRole('link', { name: 'Ver meu perfil' }),
    ).toHaveAttribute('href', '/meu/perfil');
  });

  it('leads a cfo who is the super user to the users, where roles are given', async () => {
    const session = { ...page.sessionOf('cfo@demo.com.br'), attributions: ['superUser' as const] };
    await renderAccount('/', { session });
    expect(
      await screen.findByRole('link', { name: 'Gerenciar as funções dos usuários' }),
    ).toHaveAttribute('href', '/gestao-de-usuarios');
  });

  it('leads the provider’s staff, who have no module, to the back-office without logging an error', async () => {
    clearReports();
    await openHome('admin@provedor.com.br');
    expect(await screen.findByText('Nenhum módulo disponível')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a gestão de empresas' })).toHaveAttribute(
      'href',
      '/gestao-de-empresas',
    );
    expect(getReports().some((report) => report.phase === 'home-services')).toBe(false);
  });

  it('shows a load failure with a retry that recovers', async () => {
    // Until cleared: the client retries a failed read before the page hears of it.
    page.sandbox.fail('services', 500, { times: Infinity });
    await openHome('super.pago@demo.com.br');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(
      within(alert).getByText('Não foi possível carregar os seus módulos'),
    ).toBeInTheDocument();
    page.sandbox.clear('services');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Implementação' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await openHome('cfo@demo.com.br', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Su perfil es de CFO (responsable de la compra)')).toBeInTheDocument();
  });
});
