import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { billingPartStory } from '../../../testing/billingStory';
import { SUBSCRIPTION } from '../../../testing/subscription';
import { CancelSubscription } from './CancelSubscription';

const meta = {
  title: 'mf-billing/Charges/CancelSubscription',
  component: CancelSubscription,
  args: { planName: SUBSCRIPTION.planName },
  ...billingPartStory('gestao-de-cobrancas'),
} satisfies Meta<typeof CancelSubscription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to cancel: support's phone and e-mail, each with a copy button. */
export const Cancel: Story = {};
