import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import { storyDialog } from '@portal/testing/page-story';
import { useSession } from '@portal/session';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompanyUsers } from '../api/companyUsers';
import { ChangeRoleDialog, type ChangeRoleDialogProps } from './ChangeRoleDialog';

type Args = Omit<ChangeRoleDialogProps, 'user' | 'users' | 'selfId'>;

/** The dialog for Carlos Mendes (CFO), among the company's users as the sandbox has them. */
function ForCarlos(args: Args) {
  const users = useCompanyUsers().data;
  const selfId = useSession((state) => state.session?.user.id);
  const user = users?.find((candidate) => candidate.email === 'cfo@demo.com.br');
  return users && user ? (
    <ChangeRoleDialog {...args} user={user} users={users} selfId={selfId} />
  ) : null;
}

const meta = {
  title: 'mf-account/Users/ChangeRoleDialog',
  component: ChangeRoleDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <ForCarlos {...args} />,
  ...accountPartStory('gestao-de-usuarios'),
} satisfies Meta<typeof ChangeRoleDialog>;

export default meta;
// The user and the company's users come from the sandbox, not from args.
type Story = StoryObj<Args>;

/** Open on the user's current role: Save waits for another one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await expect(dialog.getByRole('combobox', { name: /^(Função|Función)/ })).toHaveValue('cfo');
    await expect(
      dialog.getByRole('button', { name: /^(Salvar função|Guardar función)$/ }),
    ).toBeDisabled();
  },
};

/** CO chosen while the company already has a CEO-CO and a CO: the quota, said on the field. */
export const QuotaReached: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox'), 'co');
    await expect(
      await dialog.findByRole('combobox', {
        description:
          /^(Todos os usuários com este perfil já foram utilizados|Ya se utilizaron todos)/,
      }),
    ).toHaveValue('co');
  },
};
