import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withCnpjCheckDigits } from '@portal/domain';
import { maskCnpj } from '@portal/rules';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderBackoffice } from '../../../flows/renderBackoffice';

const page = installPageSandbox();
const ADMIN = 'admin@provedor.com.br';
const db = () => page.sandbox.db();
const NEW_CNPJ = withCnpjCheckDigits('12ABC3450001');

afterEach(() => sessionStore.getState().logout());

async function openCreate() {
  await renderBackoffice('/gestao-de-empresas', { session: page.sessionOf(ADMIN) });
  const user = userEvent.setup();
  await screen.findAllByRole('rowheader');
  await user.click(screen.getByRole('button', { name: '+ Empresa' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nova empresa' }));
  const create = dialog.getByRole('button', { name: 'Criar empresa' });
  return { user, dialog, create };
}

type Setup = Awaited<ReturnType<typeof openCreate>>;

async function fillCompany({ user, dialog }: Setup, cnpj = NEW_CNPJ) {
  await user.type(dialog.getByRole('textbox', { name: 'Nome da empresa' }), 'Ypê Cerâmica Ltda');
  await user.type(dialog.getByRole('textbox', { name: 'CNPJ' }), cnpj);
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Produto' }), 'Station');
  await user.selectOptions(
    dialog.getByRole('combobox', { name: 'Plano' }),
    'Advanced + Canal de denúncias web',
  );
  await user.type(dialog.getByRole('textbox', { name: 'Nome do CO' }), 'Olga Prado');
  await user.type(dialog.getByRole('textbox', { name: 'E-mail do CO' }), 'olga@ype.com.br');
}

describe('+ Empresa', () => {
  it('activates the company with its CO and CEO and their temporary passwords', async () => {
    const setup = await openCreate();
    const { user, dialog, create } = setup;
    await fillCompany(setup);
    // The CEO is still missing.
    expect(create).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Nome do CEO' }), 'Caio Prado');
    await user.type(dialog.getByRole('textbox', { name: 'E-mail do CEO' }), 'caio@ype.com.br');
    await user.click(create);

    expect(await dialog.findByText('Empresa criada')).toBeInTheDocument();
    expect(dialog.getByText('Usuário olga@ype.com.br criado')).toBeInTheDocument();
    expect(dialog.getByText('Usuário caio@ype.com.br criado')).toBeInTheDocument();
    const company = db().companies.find((candidate) => candidate.name === 'Ypê Cerâmica Ltda')!;
    expect(company).toMatchObject({ cnpj: NEW_CNPJ, plan: 'advanced', motherCompanyIds: [] });
    const users = db().users.filter((candidate) => candidate.companyId === company.id);
    expect(users.map(({ email, role }) => [email, role])).toEqual([
      ['olga@ype.com.br', 'co'],
      ['caio@ype.com.br', 'ceo'],
    ]);
    for (const created of users) expect(created.password).toMatch(/^\d{1,6}$/);
    expect(page.lastMailTo('olga@ype.com.br')!.body).toContain(users[0]!.password);

    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome da empresa' }), 'ypê');
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: /Ypê Cerâmica Ltda/ })).toBeInTheDocument(),
    );
  });

  it('with the CEO as the CO: one user, CEO e CO, and no CEO fields', async () => {
    const setup = await openCreate();
    const { user, dialog, create } = setup;
    await fillCompany(setup);
    await user.click(dialog.getByRole('switch', { name: 'O CEO é o mesmo que o CO' }));
    expect(dialog.queryByRole('textbox', { name: 'Nome do CEO' })).toBeNull();
    await user.click(create);
    await dialog.findByText('Empresa criada');
    const company = db().companies.find((candidate) => candidate.name === 'Ypê Cerâmica Ltda')!;
    expect(
      db()
        .users.filter((candidate) => candidate.companyId === company.id)
        .map(({ role }) => role),
    ).toEqual(['ceo-co']);
  });

  it('joins an integrity network by its mother code, which it then requires', async () => {
    const setup = await openCreate();
    const { user, dialog, create } = setup;
    await fillCompany(setup);
    await user.click(dialog.getByRole('switch', { name: 'O CEO é o mesmo que o CO' }));
    await user.click(
      dialog.getByRole('switch', { name: 'A empresa faz parte de uma rede de integridade' }),
    );
    const code = dialog.getByRole('combobox', { name: 'Código da empresa mãe' });
    expect(create).toBeDisabled();
    await waitFor(() => expect(code).toBeEnabled());
    await user.selectOptions(code, 'REDESUL — Rede Integridade Sul');
    await user.click(create);
    await dialog.findByText('Empresa criada');
    const company = db().companies.find((candidate) => candidate.name === 'Ypê Cerâmica Ltda')!;
    expect(company.motherCompanyIds).toEqual(['c-rede-sul']);
  });

  it('says what is wrong with each field (spec §5, back-office texts)', async () => {
    const { user, dialog, create } = await openCreate();
    await user.type(dialog.getByRole('textbox', { name: 'Nome da empresa' }), 'Ypê');
    await user.type(dialog.getByRole('textbox', { name: 'CNPJ' }), '11222333000100');
    await user.type(dialog.getByRole('textbox', { name: 'E-mail do CO' }), 'olga@ype');
    await user.tab();
    expect(dialog.getByRole('textbox', { name: 'Nome da empresa' })).toHaveAccessibleDescription(
      'Este campo é obrigatório',
    );
    expect(dialog.getByRole('textbox', { name: 'CNPJ' })).toHaveAccessibleDescription(
      'Por favor, insira um CNPJ válido',
    );
    expect(dialog.getByRole('textbox', { name: 'E-mail do CO' })).toHaveAccessibleDescription(
      'O e-mail deve ser válido',
    );
    expect(create).toBeDisabled();
    // The plan list waits for a product.
    expect(dialog.getByRole('combobox', { name: 'Plano' })).toBeDisabled();
  });

  it('refuses names of 3 characters with "Este campo é obrigatório" and takes them at 4', async () => {
    const { user, dialog, create } = await openCreate();
    await fillCompany({ user, dialog, create });
    await user.type(dialog.getByRole('textbox', { name: 'Nome do CEO' }), 'Ivo');
    await user.type(dialog.getByRole('textbox', { name: 'E-mail do CEO' }), 'ivo@ype.com.br');
    const coName = dialog.getByRole('textbox', { name: 'Nome do CO' });
    await user.clear(coName);
    await user.type(coName, 'Ana');
    await user.tab();
    expect(coName).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(dialog.getByRole('textbox', { name: 'Nome do CEO' })).toHaveAccessibleDescription(
      'Este campo é obrigatório',
    );
    expect(create).toBeDisabled();

    await user.type(coName, 'ia');
    await user.type(dialog.getByRole('textbox', { name: 'Nome do CEO' }), 'ne');
    expect(coName).not.toHaveAccessibleDescription('Este campo é obrigatório');
    expect(create).toBeEnabled();
  });

  it('warns about a user that could not be created, and still creates the company', async () => {
    const setup = await openCreate();
    const { user, dialog, create } = setup;
    await fillCompany(setup);
    await user.type(dialog.getByRole('textbox', { name: 'Nome do CEO' }), 'Paula Ribeiro');
    // An e-mail already in use.
    await user.type(
      dialog.getByRole('textbox', { name: 'E-mail do CEO' }),
      'super.pago@demo.com.br',
    );
    await user.click(create);
    expect(await dialog.findByText('Empresa criada')).toBeInTheDocument();
    expect(dialog.getByText('Usuário super.pago@demo.com.br não foi criado')).toBeInTheDocument();
    expect(dialog.getByText('Usuário olga@ype.com.br criado')).toBeInTheDocument();
  });

  it('keeps everything typed when the call fails', async () => {
    const setup = await openCreate();
    const { user, dialog, create } = setup;
    await fillCompany(setup);
    await user.click(dialog.getByRole('switch', { name: 'O CEO é o mesmo que o CO' }));
    page.sandbox.fail('activateClient', 'network');
    await user.click(create);
    expect(await screen.findByText('Não foi possível criar a empresa')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue(
      'Ypê Cerâmica Ltda',
    );
    expect(dialog.getByRole('textbox', { name: 'CNPJ' })).toHaveValue(maskCnpj(NEW_CNPJ));
    expect(create).toBeEnabled();
  });
});
