import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@portal/config';
import { sessionStore } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import remote from '../../routes';
import { renderBackoffice } from '../../flows/renderBackoffice';

// The seed has 35 companies; by name, page 1 runs from Araucária Papel to Horizonte Serviços,
// page 2 starts with Ipê Amarelo. Horizonte is a SaaS account; Delta Engenharia is not.
const page = installPageSandbox();
const ADMIN = 'admin@provedor.com.br';
const db = () => page.sandbox.db();

afterEach(() => sessionStore.getState().logout());

async function openList(route = '/gestao-de-empresas', session = page.sessionOf(ADMIN)) {
  const result = await renderBackoffice(route, { session });
  await screen.findAllByRole('rowheader');
  return { ...result, user: userEvent.setup() };
}

const names = () =>
  screen.queryAllByRole('rowheader').map((cell) => cell.firstChild?.textContent ?? '');
const search = (location: { search: string }) => new URLSearchParams(location.search);

describe('/gestao-de-empresas: its first read', () => {
  const preload = () =>
    remote.routes.find((route) => route.path === 'gestao-de-empresas')!.preload!();
  const signIn = () => {
    const session = page.sessionOf(ADMIN);
    setRuntimeConfig(testRuntimeConfig());
    sessionStore.setState({ session });
    return session;
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the list the menu opens before the page opens: opened after its preload, it asks for nothing', async () => {
    const session = signIn();
    await preload();
    const list = page.sandbox.hold('allCompanies');
    await openList(undefined, session);
    expect(names()[0]).toBe('Araucária Papel Ltda');
    expect(list.received).toBe(0);
  });

  it('reads the page a shared link asks for when the list is the page opening', async () => {
    const session = signIn();
    window.history.replaceState(null, '', '/minha-conta/gestao-de-empresas?pagina=2');
    await preload();
    const list = page.sandbox.hold('allCompanies');
    await openList('/gestao-de-empresas?pagina=2', session);
    expect(names()[0]).toBe('Ipê Amarelo Têxtil Ltda');
    expect(list.received).toBe(0);
  });
});

describe('/gestao-de-empresas: the list', () => {
  it('shows 10 companies a page by name, how many there are, and the SaaS marker', async () => {
    await openList();
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Araucária Papel Ltda');
    expect(names()[9]).toBe('Horizonte Serviços Ltda');
    expect(screen.getByText(`${db().companies.length} empresas`)).toBeInTheDocument();
    const horizonte = within(screen.getByRole('rowheader', { name: /Horizonte Serviços/ }));
    expect(horizonte.getByText('SaaS')).toBeInTheDocument();
    expect(
      within(screen.getByRole('rowheader', { name: /Delta Engenharia/ })).queryByText('SaaS'),
    ).toBeNull();
    expect(screen.getByText(/Página 1 de 4/)).toBeInTheDocument();
  });

  it('moves to page 2 through the address, and a shared link opens on it', async () => {
    const { user, location } = await openList();
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(names()[0]).toBe('Ipê Amarelo Têxtil Ltda'));
    expect(search(location()).get('pagina')).toBe('2');
  });

  it('opens the list a link describes: filters, search and page', async () => {
    const saas = db().companies.filter((company) => company.isSaas);
    await openList('/gestao-de-empresas?status=saas&pagina=2');
    expect(screen.getByText(/Página 2 de/)).toBeInTheDocument();
    expect(names()).toHaveLength(Math.min(10, saas.length - 10));
    expect(screen.getByRole('button', { name: /Filtros\s*1/ })).toBeInTheDocument();
  });

  it('searches by name once typing pauses, in one request, and goes back to page 1', async () => {
    const { user, location } = await openList('/gestao-de-empresas?pagina=3');
    const held = page.sandbox.hold('allCompanies');
    await user.type(screen.getByRole('textbox', { name: 'Nome da empresa' }), 'sertao');
    held.release();
    await waitFor(() => expect(names()).toEqual(['Sertão Mineração Ltda']));
    // Six keys, one search.
    expect(held.received).toBe(1);
    expect(search(location()).get('nome')).toBe('sertao');
    expect(search(location()).get('pagina')).toBeNull();
    expect(screen.getByText('1 empresa encontrada')).toBeInTheDocument();
  });

  it('searches by CNPJ without its mask, alphanumeric too, and says when nothing matches', async () => {
    const { user, location } = await openList();
    const cnpj = screen.getByRole('textbox', { name: /CNPJ/ });
    await user.type(cnpj, '00011fqw');
    expect(cnpj).toHaveValue('00.011.FQW');
    await waitFor(() => expect(names()).toEqual(['Cerrado Alimentos Ltda']));
    expect(search(location()).get('cnpj')).toBe('00011FQW');

    await user.clear(cnpj);
    await user.type(cnpj, '99999999');
    expect(await screen.findByText('Sua pesquisa não retornou resultados')).toBeInTheDocument();
  });

  it('Buscar searches at once', async () => {
    const { user, location } = await openList();
    await user.type(screen.getByRole('textbox', { name: 'Nome da empresa' }), 'delta');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(search(location()).get('nome')).toBe('delta');
    await waitFor(() => expect(names()).toEqual(['Delta Engenharia Ltda']));
  });

  it('filters by status and plan from a keyboard menu; a filter goes back to page 1', async () => {
    const { user, location } = await openList('/gestao-de-empresas?pagina=2');
    screen.getByRole('button', { name: 'Filtros' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'Desativadas' }));
    await waitFor(() => expect(search(location()).get('status')).toBe('disabled'));
    expect(search(location()).get('pagina')).toBeNull();
    // The deleted companies, and the SaaS accounts whose subscription is cancelled (spec §4).
    const ended = (companyId: string) =>
      db().subscriptions.some(
        (subscription) =>
          subscription.companyId === companyId &&
          ['canceled', 'inactive'].includes(subscription.status),
      );
    const disabled = db()
      .companies.filter((company) => company.deleted || (company.isSaas && ended(company.id)))
      .map((company) => company.name)
      .sort((a, b) => a.localeCompare(b, 'pt-BR'));
    expect(disabled).toContain('Lagoa Azul Turismo Ltda');
    await waitFor(() => expect(names()).toEqual(disabled));

    await user.click(screen.getByRole('button', { name: /Filtros\s*1/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Enterprise' }));
    await waitFor(() => expect(search(location()).get('plano')).toBe('enterprise'));
    await waitFor(() =>
      expect(names()).toEqual([
        'Araucária Papel Ltda',
        'Mandacaru Energia Ltda',
        'Pau-Brasil Madeiras Ltda',
      ]),
    );

    await user.click(screen.getByRole('button', { name: /Filtros\s*2/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Limpar filtros' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(location().search).toBe('');
  });

  it('shows a SaaS account Desativada once its subscription is cancelled, and the filter finds it', async () => {
    const { user, location } = await openList('/gestao-de-empresas?nome=horizonte');
    await waitFor(() => expect(names()).toEqual(['Horizonte Serviços Ltda']));
    const row = () => within(screen.getByRole('rowheader', { name: /Horizonte/ }).closest('tr')!);
    expect(row().getByText('Ativa')).toBeInTheDocument();
    expect(row().getByText('SaaS')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ações de Horizonte Serviços Ltda' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar empresa' }));
    const subscription = within(dialog.getByRole('region', { name: 'Assinatura' }));
    await user.click(await subscription.findByRole('button', { name: 'Cancelar assinatura' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancelar assinatura' }));
    await screen.findByText('Assinatura cancelada');
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The row says so, still marked SaaS; the company is not deleted.
    await waitFor(() => expect(row().getByText('Desativada')).toBeInTheDocument());
    expect(row().getByText('SaaS')).toBeInTheDocument();
    expect(db().companies.find((company) => company.id === 'c-horizonte')!.deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Desativadas' }));
    await waitFor(() => expect(search(location()).get('status')).toBe('disabled'));
    await waitFor(() => expect(names()).toEqual(['Horizonte Serviços Ltda']));
    await user.click(screen.getByRole('button', { name: /Filtros\s*1/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Ativas' }));
    await waitFor(() => expect(search(location()).get('status')).toBe('active'));
    expect(await screen.findByText('Sua pesquisa não retornou resultados')).toBeInTheDocument();
  });

  it('keeps the page shown while the next one loads, then shows the newest answer only', async () => {
    const { user } = await openList();
    const seen: Request[] = [];
    const sandboxFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen.push(new Request(input, init));
      return sandboxFetch(input, init);
    };
    try {
      const held = page.sandbox.hold('allCompanies');
      await user.click(screen.getByRole('button', { name: /Próxima/ }));
      await held.reached();
      // Page 1 stays on screen, marked busy, while page 2 is on its way.
      expect(names()[0]).toBe('Araucária Papel Ltda');
      expect(screen.queryByText('Sua pesquisa não retornou resultados')).toBeNull();
      await user.click(screen.getByRole('button', { name: /Próxima/ }));
      await waitFor(() => expect(held.received).toBe(2));
      // The request for page 2 was abandoned when page 3 was asked for.
      expect(seen[0]!.url).toMatch(/page=2/);
      await waitFor(() => expect(seen[0]!.signal.aborted).toBe(true));
      act(() => held.release());
      const third = db()
        .companies.map((company) => company.name)
        .sort((a, b) => a.localeCompare(b, 'pt-BR'))[20];
      await waitFor(() => expect(names()[0]).toBe(third));
      expect(screen.getByText(/Página 3 de 4/)).toBeInTheDocument();
    } finally {
      globalThis.fetch = sandboxFetch;
    }
  });

  it('says when the list does not load, and loads it on retry', async () => {
    page.sandbox.fail('allCompanies', 500);
    page.sandbox.fail('allCompanies', 500);
    page.sandbox.fail('allCompanies', 500);
    const result = await renderBackoffice('/gestao-de-empresas', {
      session: page.sessionOf(ADMIN),
    });
    const user = userEvent.setup();
    await screen.findByText('Não foi possível carregar as empresas');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(result.location().pathname).toBe('/gestao-de-empresas');
  });

  it.each([
    ['Editar', 'dialog', /Editar/],
    ['Ver usuários', 'dialog', /Usuários/],
    ['Ver tarefas', 'dialog', /Tarefas/],
  ])('a row’s menu opens %s for that company', async (item, role, title) => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Ações de Horizonte Serviços Ltda' }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    const dialog = await screen.findByRole(role, { name: title });
    expect(dialog).toHaveTextContent('Horizonte Serviços Ltda');
  });

  it('reads in Spanish', async () => {
    await renderBackoffice('/gestao-de-empresas?nome=zzz', {
      session: page.sessionOf(ADMIN),
      locale: 'es',
    });
    expect(await screen.findByText('Su búsqueda no arrojó resultados')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeInTheDocument();
  });
});

describe('/gestao-de-empresas: reports', () => {
  it('asks for the companies report of the current filters, which arrives by e-mail', async () => {
    const { user } = await openList('/gestao-de-empresas?plano=essential');
    await user.click(screen.getByRole('button', { name: 'Relatório de empresas' }));
    const essential = db().companies.filter((company) => company.plan === 'essential').length;
    expect(
      await screen.findByText(`Ele chegará por e-mail em ${ADMIN}, com ${essential} empresas.`),
    ).toBeInTheDocument();
    const mail = page.lastMailTo(ADMIN)!;
    expect(mail.body.split('\n')).toHaveLength(essential + 1);
  });

  it('downloads the users report as a spreadsheet, the button locked meanwhile', async () => {
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((file: Blob) => {
      files.push(file);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const { user } = await openList();
      const held = page.sandbox.hold('usersReport');
      await user.click(screen.getByRole('button', { name: 'Relatório de usuários (.xlsx)' }));
      await held.reached();
      const busy = screen.getByRole('button', { name: 'Gerando relatório de usuários…' });
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      await user.click(busy);
      act(() => held.release());
      expect(
        await screen.findByText(`A planilha tem ${db().users.length} usuários.`),
      ).toBeInTheDocument();
      expect(held.received).toBe(1);
      expect(names).toEqual([expect.stringMatching(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/)]);
      expect(files[0]!.type).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    } finally {
      click.mockRestore();
    }
  });

  it('says when the users report fails, and the button works again', async () => {
    page.sandbox.fail('usersReport', 500);
    page.sandbox.fail('usersReport', 500);
    page.sandbox.fail('usersReport', 500);
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Relatório de usuários (.xlsx)' }));
    expect(
      await screen.findByText('Não foi possível gerar o relatório de usuários'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Relatório de usuários (.xlsx)' })).toBeEnabled();
  });
});
