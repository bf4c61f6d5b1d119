import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { showsRole } from '@portal/testing/page-story';
import { billingStory } from '../../testing/billingStory';
import ChargesManagementPage from './ChargesManagementPage';

const meta = {
  title: 'mf-billing/Charges/ChargesManagementPage',
  component: ChargesManagementPage,
  ...billingStory({ path: 'gestao-de-cobrancas' }),
} satisfies Meta<typeof ChargesManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid account's subscriptions, from the sandbox. */
export const PaidAccount: Story = {
  play: showsRole('heading', { level: 2, name: 'Advanced + Canal de denúncias web' }),
};

/** A late account: the slip it owes comes first. */
export const LateAccount: Story = {
  parameters: { page: { signedInAs: 'super.atrasado@demo.com.br' } },
};
