import { Fragment, useState, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCompany } from '@portal/api';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import remote from '../../../routes';
import { renderBackoffice } from '../../../flows/renderBackoffice';
import { ADMIN } from '../../../testing/backofficeStory';
import { useAdminCompany } from '../api/company';
import { CompanyTasksDialog } from './CompanyTasksDialog';
import { CompanyUsersDialog } from './CompanyUsersDialog';
import { EditCompanyDialog } from './EditCompanyDialog';

// The dialogs as the companies list opens them: for one company, read from the sandbox as the
// back-office lists it, open, and closed by their own buttons. Seed: Delta Engenharia is a
// client (not SaaS) with a contract; Boreal is a SaaS account on trial; Horizonte is a paid SaaS
// account with an active subscription, 13 users and 3 done tasks; filler c-f3 is a client
// outside any network, c-f1 is in Rede Integridade Sul (group Varejo); Rede Integridade Norte
// has no users and c-f2 no done tasks.
const page = installPageSandbox();
const db = () => page.sandbox.db();
const companyRecord = (id: string) => db().companies.find((company) => company.id === id)!;

type DialogComponent = ComponentType<{
  company: AdminCompany;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

function Harness({ dialog: Dialog, id }: { dialog: DialogComponent; id: string }) {
  const company = useAdminCompany(id).data;
  const [open, setOpen] = useState(true);
  return company ? <Dialog company={company} open={open} onOpenChange={setOpen} /> : null;
}

afterEach(() => sessionStore.getState().logout());

async function openDialog(
  dialog: DialogComponent,
  id: string,
  name: string,
  locale: 'pt-BR' | 'es' = 'pt-BR',
) {
  const Providers = remote.Providers ?? Fragment;
  await renderBackoffice('/dialogo', {
    session: page.sessionOf(ADMIN),
    locale,
    routes: [
      {
        path: 'dialogo',
        element: (
          <Providers>
            <Harness dialog={dialog} id={id} />
          </Providers>
        ),
      },
    ],
  });
  const found = await screen.findByRole('dialog', { name });
  return { dialog: within(found), element: found, user: userEvent.setup() };
}

const section = (dialog: ReturnType<typeof within>, name: string) =>
  within(dialog.getByRole('region', { name }));

// ---------------------------------------------------------------- edit

describe('edit company: name, status and expiry', () => {
  beforeEach(() => {
    // The last day of March in São Paulo, which is already 1 April in UTC.
    companyRecord('c-delta').expiresAt = '2027-04-01T02:59:59.999Z';
  });

  const openDelta = () => openDialog(EditCompanyDialog, 'c-delta', 'Editar empresa');

  it('shows the company as it is, the expiry as its day in Brazil', async () => {
    const { dialog } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    expect(data.getByRole('textbox', { name: 'Nome' })).toHaveValue('Delta Engenharia Ltda');
    expect(data.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Ativa');
    expect(data.getByLabelText('Vencimento do contrato')).toHaveValue('2027-03-31');
    expect(data.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
    // A client is not a SaaS account: no plan, no subscription.
    expect(dialog.queryByRole('region', { name: 'Plano' })).toBeNull();
    expect(dialog.queryByRole('region', { name: 'Assinatura' })).toBeNull();
  });

  it('saves the name, the status and the expiry (the end of that day in Brazil)', async () => {
    const { dialog, user } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Delta Engenharia S.A.');
    await user.selectOptions(data.getByRole('combobox', { name: 'Situação' }), 'Desativada');
    const expiry = data.getByLabelText('Vencimento do contrato');
    await user.clear(expiry);
    await user.type(expiry, '2027-06-30');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));

    expect(
      await screen.findByText('Os dados da empresa foram atualizados com sucesso'),
    ).toBeInTheDocument();
    expect(companyRecord('c-delta')).toMatchObject({
      name: 'Delta Engenharia S.A.',
      deleted: true,
      expiresAt: '2027-07-01T02:59:59.999Z',
    });
    // The dialog shows the saved company; nothing is left to save.
    expect(screen.getByRole('dialog', { name: 'Editar empresa' })).toHaveAccessibleDescription(
      'Delta Engenharia S.A.',
    );
    expect(data.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
  });

  it('keeps the exact expiry when its day is unchanged, and saves none when it is cleared', async () => {
    const { dialog, user } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    await user.type(data.getByRole('textbox', { name: 'Nome' }), ' Ltda');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    await screen.findByText('Os dados da empresa foram atualizados com sucesso');
    expect(companyRecord('c-delta').expiresAt).toBe('2027-04-01T02:59:59.999Z');

    await user.clear(data.getByLabelText('Vencimento do contrato'));
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(companyRecord('c-delta').expiresAt).toBeNull());
  });

  it('refuses an empty name: "Os campos nome e status são obrigatórios", nothing sent', async () => {
    const { dialog, user } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    expect(name).toHaveAccessibleDescription('Os campos nome e status são obrigatórios');
    expect(name).toHaveFocus();
    expect(companyRecord('c-delta').name).toBe('Delta Engenharia Ltda');
  });

  it('refuses a name of 3 characters with "Este campo é obrigatório" and saves one of 4', async () => {
    const { dialog, user } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, ' Ypê ');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    expect(name).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(companyRecord('c-delta').name).toBe('Delta Engenharia Ltda');

    await user.clear(name);
    await user.type(name, 'Ypê2');
    expect(name).not.toHaveAccessibleDescription('Este campo é obrigatório');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    await screen.findByText('Os dados da empresa foram atualizados com sucesso');
    expect(companyRecord('c-delta').name).toBe('Ypê2');
  });

  it('says the save failed and keeps everything typed', async () => {
    page.sandbox.fail('updateCompany', 500, 'general_update_error');
    const { dialog, user } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Delta Nova');
    await user.selectOptions(data.getByRole('combobox', { name: 'Situação' }), 'Desativada');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));

    expect(
      await screen.findByText(
        'Ocorreu algum erro ao atualizar os dados da empresa, tente novamente em breve',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Delta Nova');
    expect(data.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Desativada');
    expect(companyRecord('c-delta')).toMatchObject({
      name: 'Delta Engenharia Ltda',
      deleted: false,
    });
    // Tried again, it goes through.
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    expect(
      await screen.findByText('Os dados da empresa foram atualizados com sucesso'),
    ).toBeInTheDocument();
    expect(companyRecord('c-delta')).toMatchObject({ name: 'Delta Nova', deleted: true });
  });

  it("puts the server's refusal of the name on the name field", async () => {
    const { dialog, user } = await openDelta();
    const data = section(dialog, 'Dados da empresa');
    const name = data.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, '@@@@');
    await user.click(data.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nome da empresa inválido.'));
    expect(name).toHaveValue('@@@@');
  });

  it('closes with Fechar', async () => {
    const { dialog, user } = await openDelta();
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('edit company: integrity network', () => {
  it('adds a company to a mother company chosen by its code, with the groups ticked', async () => {
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-f3', 'Editar empresa');
    const network = section(dialog, 'Rede de integridade');
    expect(dialog.getByRole('region', { name: 'Rede de integridade' })).toHaveAccessibleDescription(
      'Esta empresa ainda não faz parte de nenhuma rede.',
    );
    const code = await network.findByRole('combobox', { name: 'Código da empresa-mãe' });
    await user.selectOptions(code, 'REDESUL · Rede Integridade Sul');
    const groups = within(await network.findByRole('group', { name: 'Grupos na rede' }));
    expect(groups.getByRole('checkbox', { name: 'Varejo' })).not.toBeChecked();
    await user.click(groups.getByRole('checkbox', { name: 'Indústria' }));
    await user.click(network.getByRole('button', { name: 'Adicionar à rede' }));

    expect(
      await screen.findByText('A empresa agora faz parte da rede Rede Integridade Sul'),
    ).toBeInTheDocument();
    expect(companyRecord('c-f3')).toMatchObject({
      motherCompanyIds: ['c-rede-sul'],
      groups: [{ empresaMae: 'c-rede-sul', groups: ['Indústria'] }],
    });
    expect(dialog.getByRole('region', { name: 'Rede de integridade' })).toHaveAccessibleDescription(
      'Faz parte de: Rede Integridade Sul.',
    );
  });

  it("starts a member's groups ticked as they are, and saves the change", async () => {
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-f1', 'Editar empresa');
    const network = section(dialog, 'Rede de integridade');
    await user.selectOptions(
      await network.findByRole('combobox', { name: 'Código da empresa-mãe' }),
      'REDESUL · Rede Integridade Sul',
    );
    const groups = within(await network.findByRole('group', { name: 'Grupos na rede' }));
    expect(groups.getByRole('checkbox', { name: 'Varejo' })).toBeChecked();
    await user.click(groups.getByRole('checkbox', { name: 'Indústria' }));
    await user.click(network.getByRole('button', { name: 'Salvar grupos' }));
    await screen.findByText('A empresa agora faz parte da rede Rede Integridade Sul');
    expect(companyRecord('c-f1').groups).toEqual([
      { empresaMae: 'c-rede-sul', groups: ['Varejo', 'Indústria'] },
    ]);
  });

  it('asks for a code before adding', async () => {
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-f3', 'Editar empresa');
    const network = section(dialog, 'Rede de integridade');
    const code = await network.findByRole('combobox', { name: 'Código da empresa-mãe' });
    await user.click(network.getByRole('button', { name: 'Adicionar à rede' }));
    expect(code).toHaveAccessibleDescription('Selecione uma opção');
    expect(companyRecord('c-f3').motherCompanyIds).toEqual([]);
  });

  it('offers a retry when the codes do not load', async () => {
    page.sandbox.fail('allCodes', 403, 'unauthorized');
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-f3', 'Editar empresa');
    const network = section(dialog, 'Rede de integridade');
    expect(await network.findByText('Não foi possível carregar as redes')).toBeInTheDocument();
    // The rest of the dialog still works.
    expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeEnabled();
    await user.click(network.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await network.findByRole('combobox', { name: 'Código da empresa-mãe' }),
    ).toBeInTheDocument();
  });
});

describe('edit company: plan and subscription of a SaaS account', () => {
  const owner = (companyId: string) =>
    db().users.find((user) => user.companyId === companyId && user.isSuperUser)!;
  const subscriptionOf = (companyId: string) =>
    db().subscriptions.find((subscription) => subscription.companyId === companyId)!;

  it('switches a trial account to paid', async () => {
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-boreal', 'Editar empresa');
    const plan = section(dialog, 'Plano');
    expect(plan.getByRole('radio', { name: /^Teste gratuito/ })).toBeChecked();
    expect(plan.getByRole('button', { name: 'Alterar plano' })).toBeDisabled();
    await user.click(plan.getByRole('radio', { name: /^Pago/ }));
    await user.click(plan.getByRole('button', { name: 'Alterar plano' }));
    expect(await screen.findByText('A conta passou para o plano pago')).toBeInTheDocument();
    expect(owner('c-boreal').choosedPlan).toBe('paid');
    expect(plan.getByRole('radio', { name: /^Pago/ })).toBeChecked();
  });

  it('switches a paid account back to trial', async () => {
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-horizonte', 'Editar empresa');
    const plan = section(dialog, 'Plano');
    expect(plan.getByRole('radio', { name: /^Pago/ })).toBeChecked();
    await user.click(plan.getByRole('radio', { name: /^Teste gratuito/ }));
    await user.click(plan.getByRole('button', { name: 'Alterar plano' }));
    expect(await screen.findByText('A conta voltou ao teste')).toBeInTheDocument();
    expect(owner('c-horizonte').choosedPlan).toBe('trial');
  });

  it('cancels the subscription after confirmation, then reactivates it', async () => {
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-horizonte', 'Editar empresa');
    const subscription = section(dialog, 'Assinatura');
    expect(await subscription.findByText('Ativo')).toBeInTheDocument();

    await user.click(subscription.getByRole('button', { name: 'Cancelar assinatura' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' }));
    // Going back changes nothing.
    await user.click(confirm.getByRole('button', { name: 'Voltar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar a assinatura?' })).toBeNull(),
    );
    expect(subscriptionOf('c-horizonte').status).toBe('active');

    await user.click(subscription.getByRole('button', { name: 'Cancelar assinatura' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancelar assinatura' }));
    expect(await screen.findByText('Assinatura cancelada')).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('canceled');
    expect(await subscription.findByText('Inativo')).toBeInTheDocument();

    await user.click(subscription.getByRole('button', { name: 'Reativar assinatura' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Reativar a assinatura?' }));
    await user.click(confirm.getByRole('button', { name: 'Reativar assinatura' }));
    expect(await screen.findByText('Assinatura reativada')).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('active');
    expect(subscription.getByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
  });

  it('says the status change failed, and the subscription stays as it was', async () => {
    page.sandbox.fail('cancelSubscription', 500);
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-horizonte', 'Editar empresa');
    const subscription = section(dialog, 'Assinatura');
    await user.click(await subscription.findByRole('button', { name: 'Cancelar assinatura' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancelar assinatura' }));
    expect(
      await screen.findByText('Ocorreu um erro ao alterar o status da assinatura'),
    ).toBeInTheDocument();
    expect(subscriptionOf('c-horizonte').status).toBe('active');
    expect(subscription.getByText('Ativo')).toBeInTheDocument();
  });

  it('says when a SaaS account has no subscription', async () => {
    const { dialog } = await openDialog(EditCompanyDialog, 'c-boreal', 'Editar empresa');
    expect(
      await section(dialog, 'Assinatura').findByText('Esta conta ainda não tem assinatura.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the subscription does not load', async () => {
    page.sandbox.fail('subscriptions', 403, 'unauthorized');
    const { dialog, user } = await openDialog(EditCompanyDialog, 'c-horizonte', 'Editar empresa');
    const subscription = section(dialog, 'Assinatura');
    expect(
      await subscription.findByText('Não foi possível carregar a assinatura'),
    ).toBeInTheDocument();
    await user.click(subscription.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await subscription.findByRole('button', { name: 'Cancelar assinatura' }),
    ).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------- users

describe('company users', () => {
  const openUsers = (id = 'c-horizonte') =>
    openDialog(CompanyUsersDialog, id, 'Usuários da empresa');
  const names = (dialog: ReturnType<typeof within>) =>
    dialog.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

  it('lists the users 10 a page, with role and status', async () => {
    const { dialog, user } = await openUsers();
    await dialog.findByRole('rowheader', { name: 'Paula Ribeiro' });
    expect(names(dialog)).toHaveLength(10);
    const paula = within(dialog.getByRole('rowheader', { name: 'Paula Ribeiro' }).closest('tr')!);
    expect(paula.getByText('super.pago@demo.com.br')).toBeInTheDocument();
    expect(paula.getByText('CEO e CO')).toBeInTheDocument();
    expect(paula.getByText('Ativo')).toBeInTheDocument();

    const pages = within(dialog.getByRole('navigation', { name: 'Páginas de usuários' }));
    expect(pages.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'Página 2' }));
    expect(names(dialog)).toHaveLength(3);
    expect(names(dialog)).not.toContain('Paula Ribeiro');
  });

  it('says when the company has no users', async () => {
    const { dialog } = await openUsers('c-rede-norte');
    expect(await dialog.findByText('Nenhum usuário para exibir')).toBeInTheDocument();
    expect(dialog.queryByRole('navigation')).toBeNull();
  });

  it('creates a user for the company: toast, the new user in the list, access by e-mail', async () => {
    const { dialog, user } = await openUsers();
    await dialog.findByRole('rowheader', { name: 'Paula Ribeiro' });
    await user.click(dialog.getByRole('button', { name: 'Adicionar usuário' }));
    const form = within(dialog.getByRole('group', { name: 'Novo usuário' }));
    await user.type(form.getByRole('textbox', { name: 'Nome' }), 'Marina Costa');
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'marina.costa@horizonte.com.br');
    await user.selectOptions(form.getByRole('combobox', { name: 'Função' }), 'Colaborador');
    await user.click(dialog.getByRole('button', { name: 'Criar usuário' }));

    expect(await screen.findByText('Usuário criado')).toBeInTheDocument();
    // The 14th user: the list shows the second page, where she is.
    expect(await dialog.findByRole('rowheader', { name: 'Marina Costa' })).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Novo usuário' })).toBeNull();
    expect(
      db().users.find((candidate) => candidate.email === 'marina.costa@horizonte.com.br'),
    ).toMatchObject({ companyId: 'c-horizonte', role: 'employee', language: 'PT' });
    expect(page.lastMailTo('marina.costa@horizonte.com.br')?.subject).toBe(
      'Seu acesso ao Minha Conta',
    );
  });

  it("checks name, e-mail and role with the back-office's messages", async () => {
    const { dialog, user } = await openUsers();
    await dialog.findByRole('rowheader', { name: 'Paula Ribeiro' });
    await user.click(dialog.getByRole('button', { name: 'Adicionar usuário' }));
    const form = within(dialog.getByRole('group', { name: 'Novo usuário' }));
    const count = db().users.length;
    await user.click(dialog.getByRole('button', { name: 'Criar usuário' }));
    expect(form.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Este campo é obrigatório',
    );
    expect(form.getByRole('combobox', { name: 'Função' })).toHaveAccessibleDescription(
      'Selecione uma opção',
    );

    await user.type(form.getByRole('textbox', { name: 'Nome' }), 'Ana');
    expect(form.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      'Este campo é obrigatório',
    );
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'ana@empresa');
    await user.tab();
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'O e-mail deve ser válido',
    );
    // Horizonte's officers are all taken: a CO is refused before anything is sent.
    await user.selectOptions(
      form.getByRole('combobox', { name: 'Função' }),
      'Compliance Officer (CO)',
    );
    expect(form.getByRole('combobox', { name: 'Função' })).toHaveAccessibleDescription(
      'Todos os usuários com este perfil já foram utilizados.',
    );
    await user.click(dialog.getByRole('button', { name: 'Criar usuário' }));
    expect(db().users).toHaveLength(count);
  });

  it("puts the server's refusals on their fields and keeps what was typed", async () => {
    page.sandbox.fail('createUser', 409, 'unavailable_role');
    const { dialog, user } = await openUsers();
    await dialog.findByRole('rowheader', { name: 'Paula Ribeiro' });
    await user.click(dialog.getByRole('button', { name: 'Adicionar usuário' }));
    const form = within(dialog.getByRole('group', { name: 'Novo usuário' }));
    await user.type(form.getByRole('textbox', { name: 'Nome' }), 'Marina Costa');
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'cfo@demo.com.br');
    const role = form.getByRole('combobox', { name: 'Função' });
    await user.selectOptions(role, 'Colaborador');
    await user.click(dialog.getByRole('button', { name: 'Criar usuário' }));
    await waitFor(() =>
      expect(role).toHaveAccessibleDescription(
        'Todos os usuários com este perfil já foram utilizados.',
      ),
    );

    // A colleague's e-mail, refused by the server itself.
    await user.selectOptions(role, 'i-Plus');
    await user.click(dialog.getByRole('button', { name: 'Criar usuário' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Este e-mail já está cadastrado. Tente recuperar a senha.',
      ),
    );
    expect(email).toHaveValue('cfo@demo.com.br');
    expect(form.getByRole('textbox', { name: 'Nome' })).toHaveValue('Marina Costa');
  });

  it('offers a retry when the users do not load', async () => {
    page.sandbox.fail('controlCompanyUsers', 403, 'unauthorized');
    const { dialog, user } = await openUsers();
    expect(await dialog.findByText('Erro ao buscar usuários')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByRole('rowheader', { name: 'Paula Ribeiro' })).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------- a user edited

// Horizonte's officers are Paula Ribeiro (ceo-co) and Otávio Lima (co): the quota of spec §6 is
// used up. Carlos Mendes is its cfo.
describe("a company's user corrected by the provider", () => {
  const userRecord = (email: string) => db().users.find((user) => user.email === email)!;
  const names = (dialog: ReturnType<typeof within>) =>
    dialog.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);
  const rowOf = (dialog: ReturnType<typeof within>, name: string) =>
    within(dialog.getByRole('rowheader', { name }).closest('tr')!);

  async function openUsers(locale: 'pt-BR' | 'es' = 'pt-BR') {
    const opened = await openDialog(
      CompanyUsersDialog,
      'c-horizonte',
      locale === 'es' ? 'Usuarios de la empresa' : 'Usuários da empresa',
      locale,
    );
    await opened.dialog.findByRole('rowheader', { name: 'Carlos Mendes' });
    return opened;
  }

  async function chooseAction(
    opened: Awaited<ReturnType<typeof openUsers>>,
    name: string,
    item: string,
    menu = 'Ações de',
  ) {
    await opened.user.click(opened.dialog.getByRole('button', { name: `${menu} ${name}` }));
    await opened.user.click(await screen.findByRole('menuitem', { name: item }));
  }

  async function editCarlos() {
    const opened = await openUsers();
    // The rows as listed before (while the edit is open, the list behind it is hidden).
    const listed = names(opened.dialog);
    await chooseAction(opened, 'Carlos Mendes', 'Editar');
    const edit = within(await screen.findByRole('dialog', { name: 'Editar usuário' }));
    return { ...opened, edit, listed };
  }

  it('shows the user and the company, read from GET /company with its fantasy name', async () => {
    companyRecord('c-horizonte').fantasyName = 'Horizonte';
    const { edit } = await editCarlos();
    expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue('Carlos Mendes');
    expect(edit.getByRole('textbox', { name: 'E-mail' })).toHaveValue('cfo@demo.com.br');
    expect(edit.getByRole('combobox', { name: 'Função' })).toHaveDisplayValue(
      'CFO (responsável pela compra)',
    );
    expect(await edit.findByText('Horizonte')).toBeInTheDocument();
    expect(edit.getByText('Horizonte Serviços Ltda')).toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'Salvar usuário' })).toBeDisabled();
  });

  it('saves name, e-mail and role, and the row shows them where it was', async () => {
    const { dialog, edit, user, listed } = await editCarlos();
    const position = listed.indexOf('Carlos Mendes');
    expect(position).toBeGreaterThanOrEqual(0);
    const name = edit.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Carlos Mendes Filho');
    const email = edit.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'carlos.filho@horizonte.com.br');
    await user.selectOptions(edit.getByRole('combobox', { name: 'Função' }), 'CEO');
    await user.click(edit.getByRole('button', { name: 'Salvar usuário' }));

    expect(await screen.findByText('Usuário atualizado')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Editar usuário' })).toBeNull(),
    );
    expect(names(dialog)[position]).toBe('Carlos Mendes Filho');
    const row = rowOf(dialog, 'Carlos Mendes Filho');
    expect(row.getByText('carlos.filho@horizonte.com.br')).toBeInTheDocument();
    expect(row.getByText('CEO')).toBeInTheDocument();
    expect(row.getByText('Ativo')).toBeInTheDocument();
    expect(userRecord('carlos.filho@horizonte.com.br')).toMatchObject({
      name: 'Carlos Mendes Filho',
      role: 'ceo',
      companyId: 'c-horizonte',
      active: true,
    });
  });

  it('refuses a third officer on the role field before sending (spec §6)', async () => {
    const { edit, user } = await editCarlos();
    const role = edit.getByRole('combobox', { name: 'Função' });
    await user.selectOptions(role, 'Compliance Officer (CO)');
    expect(role).toHaveAccessibleDescription(
      'Todos os usuários com este perfil já foram utilizados.',
    );
    expect(edit.getByRole('button', { name: 'Salvar usuário' })).toBeDisabled();
    expect(userRecord('cfo@demo.com.br').role).toBe('cfo');
  });

  it("puts the server's unavailable_role and unavailable_mail on their fields, keeping what was typed", async () => {
    const { edit, user } = await editCarlos();
    const role = edit.getByRole('combobox', { name: 'Função' });
    const email = edit.getByRole('textbox', { name: 'E-mail' });
    // The quota taken meanwhile by someone else: the server's refusal.
    page.sandbox.fail('editUser', 409, 'unavailable_role');
    await user.selectOptions(role, 'CEO');
    await user.click(edit.getByRole('button', { name: 'Salvar usuário' }));
    await waitFor(() =>
      expect(role).toHaveAccessibleDescription(
        'Todos os usuários com este perfil já foram utilizados.',
      ),
    );

    // A colleague's e-mail, refused by the sandbox itself.
    await user.selectOptions(role, 'Colaborador');
    await user.clear(email);
    await user.type(email, 'co@demo.com.br');
    await user.click(edit.getByRole('button', { name: 'Salvar usuário' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Este e-mail já está cadastrado. Tente recuperar a senha.',
      ),
    );
    expect(email).toHaveValue('co@demo.com.br');
    expect(role).toHaveDisplayValue('Colaborador');
    expect(userRecord('cfo@demo.com.br')).toMatchObject({ name: 'Carlos Mendes', role: 'cfo' });
  });

  it('deactivates and reactivates a user, each after a confirmation', async () => {
    const opened = await openUsers();
    const { dialog, user } = opened;
    await chooseAction(opened, 'Otávio Lima', 'Desativar');
    const ask = within(await screen.findByRole('dialog', { name: 'Desativar Otávio Lima?' }));
    // Nothing changes until it is confirmed.
    expect(userRecord('co@demo.com.br').active).toBe(true);
    await user.click(ask.getByRole('button', { name: 'Desativar' }));

    expect(await screen.findByText('Usuário desativado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(dialog, 'Otávio Lima').getByText('Inativo')).toBeVisible());
    expect(userRecord('co@demo.com.br')).toMatchObject({ active: false, role: 'co' });

    await chooseAction(opened, 'Otávio Lima', 'Reativar');
    const again = within(await screen.findByRole('dialog', { name: 'Reativar Otávio Lima?' }));
    await user.click(again.getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Usuário ativado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(dialog, 'Otávio Lima').getByText('Ativo')).toBeVisible());
    expect(userRecord('co@demo.com.br').active).toBe(true);
  });

  it("says a refused reactivation in the server's words; the row stays inactive", async () => {
    // Otávio deactivated, then a new CO took his place: reactivating him would be a third officer.
    userRecord('co@demo.com.br').active = false;
    userRecord('colaborador3@horizonte.com.br').role = 'co';
    const opened = await openUsers();
    await chooseAction(opened, 'Otávio Lima', 'Reativar');
    const ask = within(await screen.findByRole('dialog', { name: 'Reativar Otávio Lima?' }));
    await opened.user.click(ask.getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Não foi possível reativar o usuário')).toBeInTheDocument();
    expect(
      screen.getByText('Todos os usuários com este perfil já foram utilizados.'),
    ).toBeInTheDocument();
    expect(rowOf(opened.dialog, 'Otávio Lima').getByText('Inativo')).toBeVisible();
    expect(userRecord('co@demo.com.br').active).toBe(false);
  });

  it('speaks Spanish: the menu, the edit and its refusals', async () => {
    const opened = await openUsers('es');
    await chooseAction(opened, 'Carlos Mendes', 'Editar', 'Acciones de');
    const edit = within(await screen.findByRole('dialog', { name: 'Editar usuario' }));
    expect(edit.getByText('Nombre comercial')).toBeInTheDocument();
    const role = edit.getByRole('combobox', { name: 'Función' });
    await opened.user.selectOptions(role, 'Compliance Officer (CO)');
    expect(role).toHaveAccessibleDescription(
      'Ya se utilizaron todos los usuarios con este perfil.',
    );
    await opened.user.selectOptions(role, 'CFO (responsable de la compra)');
    const email = edit.getByRole('textbox', { name: 'Correo electrónico' });
    await opened.user.clear(email);
    await opened.user.type(email, 'co@demo.com.br');
    await opened.user.click(edit.getByRole('button', { name: 'Guardar usuario' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Este correo electrónico ya está registrado. Intente recuperar la contraseña.',
      ),
    );
    await opened.user.click(edit.getByRole('button', { name: 'Cancelar' }));
    await chooseAction(opened, 'Otávio Lima', 'Desactivar', 'Acciones de');
    expect(
      await screen.findByRole('dialog', { name: '¿Desactivar a Otávio Lima?' }),
    ).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------- done tasks

describe('done tasks', () => {
  const openTasks = (id = 'c-horizonte') =>
    openDialog(CompanyTasksDialog, id, 'Tarefas concluídas');
  const names = (dialog: ReturnType<typeof within>) =>
    dialog.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

  it('lists the done tasks 5 a page', async () => {
    companyRecord('c-horizonte').tasksDone.push(
      { _id: 't-4', name: 'Treinamento', internKey: 'training' },
      { _id: 't-5', name: 'Due diligence', internKey: 'due_diligence' },
      { _id: 't-6', name: 'Monitoramento', internKey: 'monitoring' },
    );
    const { dialog, user } = await openTasks();
    await dialog.findByRole('rowheader', { name: 'Diagnóstico de riscos' });
    expect(names(dialog)).toEqual([
      'Diagnóstico de riscos',
      'Código de conduta',
      'Canal de denúncias',
      'Treinamento',
      'Due diligence',
    ]);
    const pages = within(dialog.getByRole('navigation', { name: 'Páginas de tarefas' }));
    await user.click(pages.getByRole('button', { name: 'Página 2' }));
    expect(names(dialog)).toEqual(['Monitoramento']);
  });

  it('reopens a task: it leaves the list, with "Tarefa reaberta com sucesso"', async () => {
    const { dialog, user } = await openTasks();
    await dialog.findByRole('rowheader', { name: 'Código de conduta' });
    await user.click(dialog.getByRole('button', { name: 'Reabrir (Código de conduta)' }));
    expect(await screen.findByText('Tarefa reaberta com sucesso')).toBeInTheDocument();
    expect(names(dialog)).toEqual(['Diagnóstico de riscos', 'Canal de denúncias']);
    expect(companyRecord('c-horizonte').tasksDone.map((task) => task._id)).toEqual(['t-1', 't-3']);
  });

  it('says when the reopening failed, and the task stays', async () => {
    page.sandbox.fail('reopenTask', 500);
    const { dialog, user } = await openTasks();
    await dialog.findByRole('rowheader', { name: 'Código de conduta' });
    await user.click(dialog.getByRole('button', { name: 'Reabrir (Código de conduta)' }));
    expect(await screen.findByText('Não foi possível reabrir a tarefa')).toBeInTheDocument();
    expect(names(dialog)).toContain('Código de conduta');
  });

  it('says "Nenhuma tarefa encontrada" when there is none', async () => {
    const { dialog } = await openTasks('c-f2');
    expect(await dialog.findByText('Nenhuma tarefa encontrada')).toBeInTheDocument();
  });

  it('offers a retry when the tasks do not load', async () => {
    page.sandbox.fail('tasksDone', 403, 'unauthorized');
    const { dialog, user } = await openTasks();
    expect(await dialog.findByText('Erro ao buscar as tarefas')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await dialog.findByRole('rowheader', { name: 'Diagnóstico de riscos' }),
    ).toBeInTheDocument();
  });
});
