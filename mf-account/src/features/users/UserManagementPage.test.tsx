import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderAccount } from '../../flows/renderAccount';

// Horizonte Serviços (seed): Paula Ribeiro is its super user (CEO e CO); Otávio Lima is its CO,
// so the officer quota (CEO-CO + CO) is already used; João Barbosa is CEO. Ten more users are
// CFO, i-Plus or Colaborador, two of them deactivated (Diego Duarte, Heitor Holanda); Ana
// Almeida is a manager.
const page = installPageSandbox();
const SUPER_USER = 'super.pago@demo.com.br';
const MANAGER = 'colaborador1@horizonte.com.br';
const HORIZONTE = 'c-horizonte';
const QUOTA = 'Todos os usuários com este perfil já foram utilizados.';

const db = () => page.sandbox.db();
const horizonteUsers = () => db().users.filter((user) => user.companyId === HORIZONTE);
const record = (name: string) => horizonteUsers().find((user) => user.name === name)!;

afterEach(() => sessionStore.getState().logout());

async function openPage(email = SUPER_USER, options: { locale?: 'pt-BR' | 'es' } = {}) {
  const result = await renderAccount('/gestao-de-usuarios', {
    session: page.sessionOf(email),
    ...options,
  });
  await screen.findByRole('rowheader', { name: 'Paula Ribeiro' });
  return { ...result, user: userEvent.setup() };
}

const panel = () => within(screen.getByRole('tabpanel'));
const names = () =>
  panel()
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const row = (name: string) => within(panel().getByRole('rowheader', { name }).closest('tr')!);

async function showOthers(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Outros colaboradores' }));
  await waitFor(() => expect(names()).toContain('Carlos Mendes'));
}

async function openAddUser(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar usuário' }));
  return {
    dialog,
    name: dialog.getByRole('textbox', { name: 'Nome' }),
    email: dialog.getByRole('textbox', { name: 'E-mail' }),
    role: dialog.getByRole('combobox', { name: 'Função' }),
    create: dialog.getByRole('button', { name: 'Criar usuário' }),
  };
}

/** Another active user of Horizonte, made from an existing one. */
function addRecord(name: string, email: string, role: 'employee' | 'co' = 'employee') {
  const model = record('Carla Cardoso');
  db().users.push({
    ...model,
    _id: `u-test-${db().users.length + 1}`,
    name,
    email,
    role,
    attributions: [],
    isSuperUser: false,
    active: true,
  });
}

describe('user management: the lists', () => {
  it('shows officers in the first tab and every other role in the second', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestão de usuários' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Compliance Officers & CEOs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(names()).toEqual(['Paula Ribeiro', 'Otávio Lima', 'João Barbosa']);
    expect(row('Paula Ribeiro').getByText('CEO e CO')).toBeInTheDocument();
    expect(row('Paula Ribeiro').getByText('Sim')).toBeInTheDocument();
    expect(row('Otávio Lima').getByText('Compliance Officer (CO)')).toBeInTheDocument();
    expect(row('Otávio Lima').getByText('Não')).toBeInTheDocument();
    expect(row('João Barbosa').getByText('CEO')).toBeInTheDocument();

    // Keyboard: the arrow keys move between tabs and select them.
    await user.click(screen.getByRole('tab', { name: 'Compliance Officers & CEOs' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Outros colaboradores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(names()).toHaveLength(10);
    expect(names()).not.toContain('Paula Ribeiro');
    expect(row('Carlos Mendes').getByText('CFO (responsável pela compra)')).toBeInTheDocument();
    expect(row('Ana Almeida').getByText('i-Plus')).toBeInTheDocument();
    expect(row('Carla Cardoso').getByText('Colaborador')).toBeInTheDocument();
    expect(row('Carla Cardoso').getByText('Ativo')).toBeInTheDocument();
    expect(row('Diego Duarte').getByText('Inativo')).toBeInTheDocument();
    expect(row('Heitor Holanda').getByText('Inativo')).toBeInTheDocument();
    // Ten fit one page: no pagination.
    expect(screen.queryByRole('navigation', { name: /Páginas de/ })).toBeNull();
  });

  it('pages each tab by 10', async () => {
    addRecord('Lia Moura', 'lia@horizonte.com.br');
    addRecord('Rui Prado', 'rui@horizonte.com.br');
    addRecord('Vera Lins', 'vera@horizonte.com.br');
    const { user } = await openPage();
    await showOthers(user);
    expect(names()).toHaveLength(10);
    const pagination = within(
      screen.getByRole('navigation', { name: 'Páginas de Outros colaboradores' }),
    );
    expect(pagination.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(pagination.getByRole('button', { name: 'Página 2' }));
    expect(names()).toEqual(['Lia Moura', 'Rui Prado', 'Vera Lins']);
    // Each tab keeps its own page.
    await user.click(screen.getByRole('tab', { name: 'Compliance Officers & CEOs' }));
    expect(names()).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Outros colaboradores' }));
    expect(names()).toEqual(['Lia Moura', 'Rui Prado', 'Vera Lins']);
  });

  it('shows an empty state in a tab with nobody', async () => {
    const others = new Set(['cfo', 'i-plus', 'employee']);
    db().users = db().users.filter(
      (user) => user.companyId !== HORIZONTE || !others.has(user.role),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Outros colaboradores' }));
    expect(
      await panel().findByRole('heading', { name: 'Nenhum outro colaborador cadastrado' }),
    ).toBeInTheDocument();
    expect(names()).toEqual([]);
  });

  it('shows placeholder rows while the list loads', async () => {
    const list = page.sandbox.hold('companyUsers');
    await renderAccount('/gestao-de-usuarios', { session: page.sessionOf(SUPER_USER) });
    const table = await screen.findByRole('table', { name: 'Compliance Officers & CEOs' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    list.release();
    expect(await screen.findByRole('rowheader', { name: 'Paula Ribeiro' })).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    // Refused once (a 403 is not retried by the client): the retry gets the list.
    page.sandbox.fail('companyUsers', 403, 'unauthorized');
    await renderAccount('/gestao-de-usuarios', { session: page.sessionOf(SUPER_USER) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao buscar usuários')).toBeInTheDocument();
    expect(
      within(alert).getByText('Atualize a página ou tente novamente em alguns instantes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('rowheader', { name: 'Paula Ribeiro' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao buscar usuários')).toBeNull();
  });
});

describe('user management: adding a user', () => {
  it('creates a user: toast, dialog closed, new row in the list, access sent by e-mail', async () => {
    const { user } = await openPage();
    const form = await openAddUser(user);
    await user.type(form.name, 'Marina Costa');
    await user.type(form.email, 'marina.costa@horizonte.com.br');
    await user.selectOptions(form.role, 'Colaborador');
    await user.click(form.create);

    expect(
      await screen.findByText(
        'Usuário criado com sucesso. Enviamos um e-mail com os dados de acesso.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await showOthers(user);
    // The eleventh of the tab: on its second page.
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(names()).toEqual(['Marina Costa']));
    expect(row('Marina Costa').getByText('marina.costa@horizonte.com.br')).toBeInTheDocument();
    const created = record('Marina Costa');
    expect(created).toMatchObject({ role: 'employee', language: 'PT', active: true });
    expect(page.lastMailTo('marina.costa@horizonte.com.br')).toBeDefined();
  });

  it('keeps Criar usuário disabled until every field is filled and valid', async () => {
    const { user } = await openPage();
    const form = await openAddUser(user);
    expect(form.create).toBeDisabled();
    await user.type(form.name, 'Marina 2');
    await user.tab();
    expect(form.name).toHaveAccessibleDescription('Nome inválido');
    await user.clear(form.name);
    await user.type(form.name, 'Marina Costa');
    expect(form.name).not.toHaveAccessibleDescription();
    await user.type(form.email, 'marina@');
    await user.tab();
    expect(form.email).toHaveAccessibleDescription('Por favor, insira um e-mail válido.');
    expect(form.create).toBeDisabled();
    await user.type(form.email, 'horizonte.com.br');
    expect(form.create).toBeDisabled();
    await user.selectOptions(form.role, 'i-Plus');
    expect(form.create).toBeEnabled();
    // Cancel closes without creating; the next opening starts empty.
    await user.click(form.dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openAddUser(user);
    expect(again.name).toHaveValue('');
    expect(horizonteUsers()).toHaveLength(13);
  });

  it('says the role quota is used up as soon as such a role is chosen', async () => {
    const { user } = await openPage();
    const form = await openAddUser(user);
    await user.type(form.name, 'Marina Costa');
    await user.type(form.email, 'marina.costa@horizonte.com.br');
    await user.selectOptions(form.role, 'Compliance Officer (CO)');
    expect(form.role).toHaveAccessibleDescription(QUOTA);
    expect(form.create).toBeDisabled();
    await user.selectOptions(form.role, 'CEO e CO');
    expect(form.role).toHaveAccessibleDescription(QUOTA);
    expect(form.create).toBeDisabled();
    await user.selectOptions(form.role, 'CEO');
    expect(form.role).not.toHaveAccessibleDescription();
    expect(form.create).toBeEnabled();
  });

  it('shows the quota message on the role when the server refuses it (409)', async () => {
    // The list allows a CEO, but meanwhile someone else took the role.
    const { user } = await openPage();
    page.sandbox.fail('createUser', 409, 'unavailable_role');
    const form = await openAddUser(user);
    await user.type(form.name, 'Marina Costa');
    await user.type(form.email, 'marina.costa@horizonte.com.br');
    await user.selectOptions(form.role, 'CEO');
    expect(form.role).not.toHaveAccessibleDescription();
    await user.click(form.create);
    await waitFor(() => expect(form.role).toHaveAccessibleDescription(QUOTA));
    expect(form.create).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Adicionar usuário' })).toBeInTheDocument();
    expect(form.name).toHaveValue('Marina Costa');
    expect(horizonteUsers()).toHaveLength(13);
    // Another role clears it.
    await user.selectOptions(form.role, 'Colaborador');
    expect(form.role).not.toHaveAccessibleDescription();
    expect(form.create).toBeEnabled();
  });

  it('refuses before sending a name or e-mail that fails the stricter check, in a toast (spec §5)', async () => {
    const { user } = await openPage();
    const creates = page.sandbox.hold('createUser');
    const form = await openAddUser(user);
    await user.type(form.name, 'Marina Costa');
    // Passes the form's simple pattern (a dot first is a valid character), not the stricter one.
    await user.type(form.email, '.marina@horizonte.com.br');
    await user.selectOptions(form.role, 'Colaborador');
    expect(form.create).toBeEnabled();
    await user.click(form.create);

    expect(await screen.findByText('Nome ou e-mail inválido.')).toBeInTheDocument();
    expect(creates.received).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Adicionar usuário' })).toBeInTheDocument();
    expect(form.name).toHaveValue('Marina Costa');
    expect(form.email).toHaveValue('.marina@horizonte.com.br');
    expect(horizonteUsers()).toHaveLength(13);
  });

  it('keeps everything typed when the creation fails', async () => {
    const { user } = await openPage();
    const form = await openAddUser(user);
    await user.type(form.name, 'Otávio Segundo');
    await user.type(form.email, 'co@demo.com.br');
    await user.selectOptions(form.role, 'Colaborador');
    await user.click(form.create);
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(
        'Este e-mail já está cadastrado. Tente recuperar a senha.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Adicionar usuário' })).toBeInTheDocument();
    expect(form.name).toHaveValue('Otávio Segundo');
    expect(form.email).toHaveValue('co@demo.com.br');
    expect(form.role).toHaveValue('employee');
    expect(form.create).not.toHaveAttribute('aria-busy');
  });

  it('shows any other refusal in a toast, with the dialog still open', async () => {
    const { user } = await openPage();
    // Paula stopped managing the account meanwhile: the server refuses (403).
    page.sandbox.fail('createUser', 403, 'unauthorized');
    const form = await openAddUser(user);
    await user.type(form.name, 'Marina Costa');
    await user.type(form.email, 'marina.costa@horizonte.com.br');
    await user.selectOptions(form.role, 'Colaborador');
    await user.click(form.create);
    expect(await screen.findByText('Não foi possível criar o usuário')).toBeInTheDocument();
    expect(
      screen.getByText('Você não tem autorização para acessar este sistema.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adicionar usuário' })).toBeInTheDocument();
    expect(form.email).toHaveValue('marina.costa@horizonte.com.br');
  });
});

describe('user management: roles and activation', () => {
  it('changes a role: the user moves to the tab of the new role', async () => {
    const { user } = await openPage();
    await showOthers(user);
    await user.click(
      row('Carlos Mendes').getByRole('button', { name: 'Alterar função (Carlos Mendes)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterar função' }));
    const role = dialog.getByRole('combobox', { name: 'Função' });
    expect(role).toHaveValue('cfo');
    const save = dialog.getByRole('button', { name: 'Salvar função' });
    expect(save).toBeDisabled();
    // The quota counts here too.
    await user.selectOptions(role, 'Compliance Officer (CO)');
    expect(role).toHaveAccessibleDescription(QUOTA);
    expect(save).toBeDisabled();
    await user.selectOptions(role, 'CEO');
    await user.click(save);
    expect(await screen.findByText('Função alterada')).toBeInTheDocument();
    expect(screen.getByText('Carlos Mendes agora tem a função CEO.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).not.toContain('Carlos Mendes');
    await user.click(screen.getByRole('tab', { name: 'Compliance Officers & CEOs' }));
    expect(row('Carlos Mendes').getByText('CEO')).toBeInTheDocument();
    expect(record('Carlos Mendes').role).toBe('ceo');
  });

  it('puts a change of one’s own role in the session', async () => {
    const { user } = await openPage();
    await user.click(
      row('Paula Ribeiro').getByRole('button', { name: 'Alterar função (Paula Ribeiro)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterar função' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Função' }), 'CEO');
    await user.click(dialog.getByRole('button', { name: 'Salvar função' }));
    await waitFor(() => expect(sessionStore.getState().session?.userRole).toBe('ceo'));
    expect(await screen.findByText('Paula Ribeiro agora tem a função CEO.')).toBeInTheDocument();
  });

  it('shows a failed role change in a toast and keeps the dialog open', async () => {
    const { user } = await openPage();
    await showOthers(user);
    // Carlos left for another company meanwhile: not a user this account may change (403).
    page.sandbox.fail('updateRole', 403, 'unauthorized');
    await user.click(
      row('Carlos Mendes').getByRole('button', { name: 'Alterar função (Carlos Mendes)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterar função' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Função' }), 'Colaborador');
    await user.click(dialog.getByRole('button', { name: 'Salvar função' }));
    expect(await screen.findByText('Não foi possível alterar a função')).toBeInTheDocument();
    expect(
      screen.getByText('Você não tem autorização para acessar este sistema.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Alterar função' })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Função' })).toHaveValue('employee');
  });

  it('deactivates and reactivates a user, each after a confirmation', async () => {
    const { user } = await openPage();
    await showOthers(user);
    const deactivate = row('Carlos Mendes').getByRole('button', {
      name: 'Desativar (Carlos Mendes)',
    });

    // Cancel leaves the user as they were, and focus returns to the row's button.
    await user.click(deactivate);
    let dialog = within(await screen.findByRole('dialog', { name: 'Desativar Carlos Mendes?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deactivate).toHaveFocus();
    expect(record('Carlos Mendes').active).toBe(true);

    await user.click(deactivate);
    dialog = within(await screen.findByRole('dialog', { name: 'Desativar Carlos Mendes?' }));
    expect(
      dialog.getByText('Carlos Mendes perde o acesso ao portal até ser reativado.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Usuário desativado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row('Carlos Mendes').getByText('Inativo')).toBeInTheDocument());
    expect(record('Carlos Mendes').active).toBe(false);

    await user.click(
      row('Carlos Mendes').getByRole('button', { name: 'Reativar (Carlos Mendes)' }),
    );
    dialog = within(await screen.findByRole('dialog', { name: 'Reativar Carlos Mendes?' }));
    await user.click(dialog.getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Usuário ativado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(row('Carlos Mendes').getByText('Ativo')).toBeInTheDocument());
    expect(record('Carlos Mendes').active).toBe(true);
  });

  it('never offers the signed-in user their own deactivation', async () => {
    await openPage();
    expect(
      row('Paula Ribeiro').getByRole('button', { name: 'Alterar função (Paula Ribeiro)' }),
    ).toBeInTheDocument();
    expect(row('Paula Ribeiro').queryByRole('button', { name: /Desativar/ })).toBeNull();
    expect(
      row('Otávio Lima').getByRole('button', { name: 'Desativar (Otávio Lima)' }),
    ).toBeInTheDocument();
  });
});

describe('user management: the super user', () => {
  it('hands the status to an active colleague (managers first, 5 a page) and goes home', async () => {
    const { user, location } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Alterar superusuário' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterar superusuário' }));
    const labels = () =>
      Array.from(
        dialog.getByRole('radiogroup', { name: 'Novo superusuário' }).querySelectorAll('label'),
        (label) => label.textContent,
      );
    expect(labels()).toEqual([
      'Ana Almeida (i-Plus, gestor)',
      'Carlos Mendes (CFO (responsável pela compra))',
      'Otávio Lima (Compliance Officer (CO))',
      'Bruno Barbosa (i-Plus)',
      'Carla Cardoso (Colaborador)',
    ]);
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Página 2' }));
    expect(labels()).toEqual([
      'Elisa Esteves (Colaborador)',
      'Fábio Ferraz (Colaborador)',
      'Gabriela Gonçalves (Colaborador)',
      'Íris Almeida (Colaborador)',
      'João Barbosa (CEO)',
    ]);
    // Never oneself, never a deactivated user.
    expect(dialog.queryByText(/Paula Ribeiro|Diego Duarte|Heitor Holanda/)).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Página 1' }));
    await user.click(dialog.getByRole('radio', { name: 'Otávio Lima (Compliance Officer (CO))' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByText('Superusuário alterado')).toBeInTheDocument();
    expect(screen.getByText('Otávio Lima agora é o superusuário da conta.')).toBeInTheDocument();
    // Home, loaded (its cards come from the sandbox too).
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    // The session drops the status once the management page is gone (its unmount applies it).
    await waitFor(() => expect(sessionStore.getState().session!.isSuperUser).toBe(false));
    expect(sessionStore.getState().session!.attributions).not.toContain('superUser');
    expect(record('Otávio Lima').isSuperUser).toBe(true);
    expect(record('Paula Ribeiro').isSuperUser).toBe(false);
    await waitFor(() => expect(screen.queryByText('Carregando módulos…')).toBeNull());
  });

  it('shows no change-super-user button to a manager who is not the super user', async () => {
    await openPage(MANAGER);
    expect(screen.getByRole('button', { name: 'Adicionar usuário' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar superusuário' })).toBeNull();
    // A manager may still deactivate others, but not themselves.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Outros colaboradores' }));
    expect(row('Ana Almeida').queryByRole('button', { name: /Desativar/ })).toBeNull();
    expect(
      row('Bruno Barbosa').getByRole('button', { name: 'Desativar (Bruno Barbosa)' }),
    ).toBeInTheDocument();
  });
});

describe('user management in Spanish', () => {
  it('speaks Spanish', async () => {
    const { user } = await openPage(SUPER_USER, { locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de usuarios' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Compliance Officers y CEOs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Otros colaboradores' })).toBeInTheDocument();
    expect(row('Paula Ribeiro').getByText('CEO y CO')).toBeInTheDocument();
    expect(row('Paula Ribeiro').getByText('Sí')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar superusuario' })).toBeInTheDocument();
    const form = await (async () => {
      await user.click(screen.getByRole('button', { name: 'Agregar usuario' }));
      return within(await screen.findByRole('dialog', { name: 'Agregar usuario' }));
    })();
    const role = form.getByRole('combobox', { name: 'Función' });
    await user.selectOptions(role, 'Compliance Officer (CO)');
    expect(role).toHaveAccessibleDescription(
      'Ya se utilizaron todos los usuarios con este perfil.',
    );
    expect(form.getByRole('button', { name: 'Crear usuario' })).toBeDisabled();
  });
});
