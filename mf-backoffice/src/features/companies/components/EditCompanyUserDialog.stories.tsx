import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useAdminCompany } from '../api/company';
import { useCompanyUsers } from '../api/companyUsers';
import { EditCompanyUserDialog, type EditCompanyUserDialogProps } from './EditCompanyUserDialog';

type Args = Pick<EditCompanyUserDialogProps, 'open' | 'onOpenChange'> & {
  /** The sandbox company and the e-mail of its user being edited. */
  readonly companyId: string;
  readonly email: string;
};

function WithUser({ companyId, email, ...args }: Args) {
  const company = useAdminCompany(companyId).data;
  const users = useCompanyUsers(companyId).data;
  const user = users?.find((candidate) => candidate.email === email);
  return company && users && user ? (
    <EditCompanyUserDialog {...args} company={company} user={user} users={users} />
  ) : null;
}

const meta = {
  title: 'mf-backoffice/Companies/EditCompanyUserDialog',
  component: EditCompanyUserDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithUser {...(args as unknown as Args)} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof EditCompanyUserDialog>;

export default meta;
type Story = StoryObj<Args>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: /^(Editar usuário|Editar usuario)$/ }));
const ROLE = /^(Função|Función)/;

/** Horizonte's cfo, as the users modal hands him over: nothing changed, nothing to save. */
export const Default: Story = {
  args: { companyId: 'c-horizonte', email: 'cfo@demo.com.br' },
  play: async () => {
    const edit = await dialog();
    await expect(edit.getByRole('textbox', { name: /^(Nome|Nombre)/ })).toHaveValue(
      'Carlos Mendes',
    );
    await expect(edit.getByRole('button', { name: /^(Salvar|Guardar) usu/ })).toBeDisabled();
  },
};

/** A third officer chosen: the quota's message on the role, before anything is sent. */
export const RoleQuotaUsed: Story = {
  args: { companyId: 'c-horizonte', email: 'cfo@demo.com.br' },
  play: async () => {
    const edit = await dialog();
    const role = edit.getByRole('combobox', { name: ROLE });
    await userEvent.selectOptions(role, 'co');
    await expect(role).toHaveAccessibleDescription(
      /^(Todos os usuários com este perfil já foram utilizados\.|Ya se utilizaron todos los usuarios con este perfil\.)$/,
    );
  },
};

/** The company's own data still on its way: its fantasy name sketched. */
export const CompanyLoading: Story = {
  args: { companyId: 'c-horizonte', email: 'cfo@demo.com.br' },
  parameters: pageParameters({
    arrange: (_db, sandbox) => void sandbox.hold('companyById'),
  }),
  play: async () => {
    const edit = await dialog();
    await expect(edit.getByText(/^(Nome fantasia|Nombre comercial)$/)).toBeVisible();
  },
};
