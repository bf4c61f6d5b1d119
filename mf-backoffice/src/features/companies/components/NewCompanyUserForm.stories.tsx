import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCompanyUsers, useCreateCompanyUser } from '../api/companyUsers';
import { NewCompanyUserForm } from './NewCompanyUserForm';

type Args = { readonly onDone: () => void };

/** The form for a sandbox company, with its users as loaded (the role quota is checked on them). */
function ForCompany({ onDone }: Args) {
  const users = useCompanyUsers('c-horizonte').data;
  const create = useCreateCompanyUser('c-horizonte');
  return users ? <NewCompanyUserForm users={users} create={create} onDone={onDone} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/NewCompanyUserForm',
  component: NewCompanyUserForm,
  args: { onDone: fn() },
  render: (args) => <ForCompany onDone={args.onDone} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof NewCompanyUserForm>;
export default meta;
type Story = StoryObj<Args>;

const CREATE = /^(Criar usuário|Crear usuario)$/;

/** Empty, under its legend: a submit says what is missing, with the back-office's rules. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('group', { name: /^(Novo usuário|Nuevo usuario)$/ }),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: CREATE }));
    await expect(form.getByRole('textbox', { name: /^(Nome|Nombre)/ })).toHaveAccessibleDescription(
      /^(Este campo é obrigatório|Este campo es obligatorio)$/,
    );
  },
};

/** Horizonte's officers are all taken: a CO is refused before anything is sent. */
export const RoleQuotaUsed: Story = {
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole('group', { name: /^(Novo usuário|Nuevo usuario)$/ }),
    );
    const role = form.getByRole('combobox', { name: /^(Função|Función)/ });
    await userEvent.selectOptions(role, 'co');
    await expect(role).toHaveAccessibleDescription(
      /^(Todos os usuários com este perfil já foram utilizados\.|Ya se utilizaron todos los usuarios con este perfil\.)$/,
    );
  },
};
