import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
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

/** The late account presses "Pagar com Pix": the sandbox issues the charge's code. */
export const LateAccountPaysByPix: Story = {
  parameters: {
    page: {
      signedInAs: 'super.atrasado@demo.com.br',
      config: { featureFlags: { 'billing-pix': true } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Pagar com Pix' }));
    const dialog = await page.findByRole('dialog', { name: 'Pagar com Pix' });
    await expect(await within(dialog).findByRole('img', { name: /^QR Code do Pix/ })).toBeVisible();
  },
};
