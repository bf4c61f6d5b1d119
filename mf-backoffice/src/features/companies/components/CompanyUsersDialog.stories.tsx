import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useAdminCompany } from '../api/company';
import type { CompanyDialogProps } from './companyDialog';
import { CompanyUsersDialog } from './CompanyUsersDialog';

type Args = Omit<CompanyDialogProps, 'company'> & {
  /** The sandbox company whose users are shown. */
  readonly companyId: string;
};

function WithCompany({ companyId, ...args }: Args) {
  const company = useAdminCompany(companyId).data;
  return company ? <CompanyUsersDialog {...args} company={company} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/CompanyUsersDialog',
  component: CompanyUsersDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithCompany {...(args as unknown as Args)} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CompanyUsersDialog>;

export default meta;
type Story = StoryObj<Args>;

const dialog = async () =>
  within(
    await screen.findByRole('dialog', { name: /^(Usuários da empresa|Usuarios de la empresa)$/ }),
  );

/** Horizonte's 13 users: 10 on the first page, the second one page away. */
export const ManyUsers: Story = {
  args: { companyId: 'c-horizonte' },
  play: async () => {
    const users = await dialog();
    await users.findByRole('rowheader', { name: 'Paula Ribeiro' });
    await expect(users.getAllByRole('rowheader')).toHaveLength(10);
    await expect(users.getByRole('navigation')).toBeVisible();
  },
};

/** A company without users. */
export const NoUsers: Story = {
  args: { companyId: 'c-rede-norte' },
  play: async () => {
    const users = await dialog();
    await expect(
      await users.findByText(/^(Nenhum usuário para exibir|Ningún usuario para mostrar)$/),
    ).toBeVisible();
  },
};

/** The new user's form, sent empty: every field says what it needs. */
export const AddingUser: Story = {
  args: { companyId: 'c-horizonte' },
  play: async () => {
    const users = await dialog();
    await users.findByRole('rowheader', { name: 'Paula Ribeiro' });
    await userEvent.click(
      users.getByRole('button', { name: /^(Adicionar usuário|Agregar usuario)$/ }),
    );
    await userEvent.click(users.getByRole('button', { name: /^(Criar usuário|Crear usuario)$/ }));
    await expect(
      users.getByRole('textbox', { name: /^(Nome|Nombre)/ }),
    ).toHaveAccessibleDescription(/^(Este campo é obrigatório|Este campo es obligatorio)$/);
  },
};

/** A row's menu: Edit and Deactivate (Reactivate for a deactivated user). */
export const RowActions: Story = {
  args: { companyId: 'c-horizonte' },
  play: async () => {
    const users = await dialog();
    await users.findByRole('rowheader', { name: 'Otávio Lima' });
    await userEvent.click(
      users.getByRole('button', { name: /^(Ações de|Acciones de) Otávio Lima$/ }),
    );
    await expect(
      await screen.findByRole('menuitem', { name: /^(Desativar|Desactivar)$/ }),
    ).toBeVisible();
  },
};

/** The users are on their way: the table sketches its rows. */
export const Loading: Story = {
  args: { companyId: 'c-horizonte' },
  parameters: pageParameters({
    arrange: (_db, sandbox) => void sandbox.hold('controlCompanyUsers'),
  }),
  play: async () => {
    const users = await dialog();
    await expect(users.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
