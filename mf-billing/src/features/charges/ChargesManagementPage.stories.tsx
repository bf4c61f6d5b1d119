import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { billingStory } from '../../testing/billingStory';
import ChargesManagementPage from './ChargesManagementPage';

const meta = {
  title: 'mf-billing/Charges/ChargesManagementPage',
  component: ChargesManagementPage,
  ...billingStory({
    route: '/gestao-de-cobrancas',
    path: 'gestao-de-cobrancas',
    signedInAs: 'super.pago@demo.com.br',
  }),
} satisfies Meta<typeof ChargesManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid account's subscriptions, from the sandbox. */
export const PaidAccount: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 2,
        name: 'Advanced + Canal de denúncias web',
      }),
    ).toBeVisible();
  },
};

/** A late account: the slip it owes comes first. */
export const LateAccount: Story = {
  parameters: { page: { signedInAs: 'super.atrasado@demo.com.br' } },
};
