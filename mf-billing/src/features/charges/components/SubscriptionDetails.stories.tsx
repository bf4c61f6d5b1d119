import type { Meta, StoryObj } from '@storybook/react-webpack5';
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
