import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { pageParameters, storyDialog } from '@portal/testing/page-story';
import { accountStory } from '../../testing/accountStory';
import UserManagementPage from './UserManagementPage';

const meta = {
  title: 'mf-account/Users/UserManagementPage',
  component: UserManagementPage,
  ...accountStory({ path: 'gestao-de-usuarios' }),
} satisfies Meta<typeof UserManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const OTHERS_TAB = /^(Outros colaboradores|Otros colaboradores)$/;
const ADD_USER = /^(Adicionar usuário|Agregar usuario)$/;
const QUOTA = /(Todos os usuários com este perfil já foram utilizados|Ya se utilizaron todos)/;

async function openAddUser(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: ADD_USER }));
  return storyDialog(canvasElement);
}

/** Horizonte Serviços, seen by its super user: the officers tab, with the quota already used. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('rowheader', { name: 'Paula Ribeiro' })).toBeVisible();
  },
};

/** The second tab: CFO, i-Plus and Colaborador users, two of them deactivated. */
export const OtherCollaborators: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: OTHERS_TAB }));
    await expect(await page.findByRole('rowheader', { name: 'Carlos Mendes' })).toBeVisible();
  },
};

/** The add-user form: Create waits for a name, an e-mail and a role. */
export const AddUserDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(canvasElement);
    await expect(
      dialog.getByRole('button', { name: /^(Criar usuário|Crear usuario)$/ }),
    ).toBeDisabled();
  },
};

/** A CO chosen while the company already has a CEO-CO and a CO: the quota message, Create off. */
export const QuotaReached: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(canvasElement);
    const [name, email] = dialog.getAllByRole('textbox');
    await userEvent.type(name!, 'Marina Costa');
    await userEvent.type(email!, 'marina.costa@horizonte.com.br');
    await userEvent.selectOptions(dialog.getByRole('combobox'), 'co');
    await expect(await dialog.findByText(QUOTA)).toBeInTheDocument();
  },
};

/** The users cannot be read (the sandbox answers 500 every time): the alert with its retry. */
export const LoadError: Story = {
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('companyUsers', 500, { times: Infinity }),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toBeInTheDocument();
  },
};

/** Nobody but officers: the other collaborators' tab shows its empty state. */
export const Empty: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      db.users = db.users.filter(
        (user) => user.companyId !== 'c-horizonte' || ['co', 'ceo', 'ceo-co'].includes(user.role),
      );
    },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: OTHERS_TAB }));
    await expect(
      await page.findByRole('heading', {
        name: /^(Nenhum outro colaborador cadastrado|Ningún otro colaborador registrado)$/,
      }),
    ).toBeVisible();
  },
};
