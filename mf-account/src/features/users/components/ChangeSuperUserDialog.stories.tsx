import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn } from 'storybook/test';
import { pageParameters, storyDialog } from '@portal/testing/page-story';
import { useSession } from '@portal/session';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompanyUsers } from '../api/companyUsers';
import { ChangeSuperUserDialog, type ChangeSuperUserDialogProps } from './ChangeSuperUserDialog';

type Args = Omit<ChangeSuperUserDialogProps, 'users' | 'selfId'>;

/** The signed-in super user's dialog, among the company's users as the sandbox has them. */
function WithCompanyUsers(args: Args) {
  const users = useCompanyUsers().data;
  const selfId = useSession((state) => state.session?.user.id);
  return users && selfId ? <ChangeSuperUserDialog {...args} users={users} selfId={selfId} /> : null;
}

const meta = {
  title: 'mf-account/Users/ChangeSuperUserDialog',
  component: ChangeSuperUserDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithCompanyUsers {...args} />,
  ...accountPartStory('gestao-de-usuarios'),
} satisfies Meta<typeof ChangeSuperUserDialog>;

export default meta;
// The users and the signed-in super user come from the sandbox, not from args.
type Story = StoryObj<Args>;

/** The active colleagues, managers first, five a page; Confirm waits for a choice. */
export const Candidates: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await expect(dialog.getAllByRole('radio')).toHaveLength(5);
    await expect(
      dialog.getByRole('radio', { name: /^Ana Almeida \(i-Plus, gestor\)$/ }),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /^Confirmar$/ })).toBeDisabled();
  },
};

/** Nobody else is active: nobody can take the status, and the dialog says what to do. */
export const NoCandidates: Story = {
  parameters: pageParameters({
    arrange: (db) => {
      for (const user of db.users) {
        if (user.companyId === 'c-horizonte' && !user.isSuperUser) user.active = false;
      }
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await expect(
      dialog.getByRole('heading', {
        name: /^(Ninguém pode receber o status agora|Nadie puede recibir el estado ahora)$/,
      }),
    ).toBeVisible();
  },
};
