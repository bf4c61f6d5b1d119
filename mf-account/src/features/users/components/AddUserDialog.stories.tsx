import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import { pageParameters, storyDialog } from '@portal/testing/page-story';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompanyUsers } from '../api/companyUsers';
import { AddUserDialog, type AddUserDialogProps } from './AddUserDialog';

type Args = Omit<AddUserDialogProps, 'users'>;

/** The dialog with the company's users as the sandbox has them (the quota is checked on them). */
function WithCompanyUsers(args: Args) {
  const users = useCompanyUsers().data;
  return users ? <AddUserDialog {...args} users={users} /> : null;
}

const meta = {
  title: 'mf-account/Users/AddUserDialog',
  component: AddUserDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithCompanyUsers {...args} />,
  ...accountPartStory('gestao-de-usuarios'),
} satisfies Meta<typeof AddUserDialog>;

export default meta;
// The users come from the sandbox, not from args.
type Story = StoryObj<Args>;

const CREATE = /^(Criar usuário|Crear usuario)$/;

/** Fills the form with a new Colaborador and sends it. */
async function create(canvasElement: HTMLElement, email: string) {
  const dialog = await storyDialog(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: /^(Nome|Nombre)/ }), 'Marina Costa');
  await userEvent.type(dialog.getByRole('textbox', { name: /^(E-mail|Correo)/ }), email);
  await userEvent.selectOptions(dialog.getByRole('combobox'), 'employee');
  await userEvent.click(dialog.getByRole('button', { name: CREATE }));
  return dialog;
}

/** Open and empty: Create waits for a name, an e-mail and a role. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: CREATE })).toBeDisabled();
  },
};

/** A colleague's e-mail: the server's refusal lands on the e-mail field, the typing kept. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await create(canvasElement, 'cfo@demo.com.br');
    await expect(
      await dialog.findByRole('textbox', {
        description: /^(Este e-mail já está cadastrado|Este correo electrónico ya está registrado)/,
      }),
    ).toHaveValue('cfo@demo.com.br');
  },
};

/** The server has not answered yet: Create says it is working and the dialog stays. */
export const Creating: Story = {
  parameters: pageParameters({ arrange: (_db, sandbox) => void sandbox.hold('createUser') }),
  play: async ({ canvasElement }) => {
    const dialog = await create(canvasElement, 'marina.costa@horizonte.com.br');
    await expect(
      await dialog.findByRole('button', { name: /^(Criando usuário…|Creando usuario…)$/ }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
