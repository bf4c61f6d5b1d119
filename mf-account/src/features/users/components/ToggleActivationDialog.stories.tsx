import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompanyUsers } from '../api/companyUsers';
import { ToggleActivationDialog, type ToggleActivationDialogProps } from './ToggleActivationDialog';

type Args = Omit<ToggleActivationDialogProps, 'user'>;

/** The dialog about the sandbox's user of this e-mail. */
function About({ email, ...args }: Args & { readonly email: string }) {
  const user = useCompanyUsers().data?.find((candidate) => candidate.email === email);
  return user ? <ToggleActivationDialog {...args} user={user} /> : null;
}

const meta = {
  title: 'mf-account/Users/ToggleActivationDialog',
  component: ToggleActivationDialog,
  args: { open: true, onOpenChange: fn() },
  ...accountPartStory('gestao-de-usuarios'),
} satisfies Meta<typeof ToggleActivationDialog>;

export default meta;
// The user comes from the sandbox, not from args.
type Story = StoryObj<Args>;

const dialogNamed = async (canvasElement: HTMLElement, name: RegExp) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** An active user: what deactivating takes away, confirmed in the critical tone. */
export const Deactivate: Story = {
  render: (args) => <About {...args} email="cfo@demo.com.br" />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, /^(Desativar|¿Desactivar a) Carlos Mendes\?$/);
    await expect(dialog.getByRole('button', { name: /^(Desativar|Desactivar)$/ })).toBeEnabled();
  },
};

/** Diego Duarte, deactivated: reactivating gives the access back, with the same role. */
export const Reactivate: Story = {
  render: (args) => <About {...args} email="colaborador4@horizonte.com.br" />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, /^(Reativar|¿Reactivar a) Diego Duarte\?$/);
    await expect(dialog.getByRole('button', { name: /^(Reativar|Reactivar)$/ })).toBeEnabled();
  },
};
