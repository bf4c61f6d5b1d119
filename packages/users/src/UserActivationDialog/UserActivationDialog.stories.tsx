import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserActivationDialog } from './UserActivationDialog';

const meta = {
  title: 'Users/UserActivationDialog',
  component: UserActivationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSwitch: fn((user: { readonly active: boolean }) =>
      Promise.resolve({ payload: { active: !user.active } }),
    ),
    user: { name: 'Otávio Lima', active: true },
  },
} satisfies Meta<typeof UserActivationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active user: deactivation, in the critical tone, confirmed with its own button. */
export const Deactivate: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('dialog', { name: /^(Desativar|Desactivar) Otávio Lima\?$/ }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /^(Desativar|Desactivar)$/ }));
    await expect(args.onSwitch).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A deactivated user: reactivation. */
export const Reactivate: Story = {
  args: { user: { name: 'Otávio Lima', active: false } },
};
