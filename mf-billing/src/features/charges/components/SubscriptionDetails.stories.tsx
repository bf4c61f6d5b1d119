import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { billingPartStory } from '../../../testing/billingStory';
import { SUBSCRIPTION } from '../../../testing/subscription';
import { SubscriptionDetails } from './SubscriptionDetails';

const meta = {
  title: 'mf-billing/Charges/SubscriptionDetails',
  component: SubscriptionDetails,
  args: { subscription: SUBSCRIPTION, status: 'active' },
  ...billingPartStory('gestao-de-cobrancas'),
} satisfies Meta<typeof SubscriptionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active subscription paid by card. */
export const ActiveByCard: Story = {};

/** A late subscription paid by bank slip. */
export const LateBySlip: Story = {
  args: {
    subscription: {
      ...SUBSCRIPTION,
      status: 'late',
      paymentMethodCode: 'bank_slip',
      paymentProfile: null,
    },
    status: 'payment-late',
  },
};

/** Bought by Pix at checkout (issue 54): the method reads Pix, not a card. */
export const ActiveByPix: Story = {
  args: {
    subscription: { ...SUBSCRIPTION, paymentMethodCode: 'pix', paymentProfile: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pix')).toBeVisible();
  },
};
