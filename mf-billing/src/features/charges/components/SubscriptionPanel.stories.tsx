import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { billingPartStory } from '../../../testing/billingStory';
import { SUBSCRIPTION } from '../../../testing/subscription';
import { SubscriptionPanel } from './SubscriptionPanel';

const meta = {
  title: 'mf-billing/Charges/SubscriptionPanel',
  component: SubscriptionPanel,
  args: { subscription: SUBSCRIPTION, today: new Date('2026-11-25T15:00:00Z') },
  ...billingPartStory('gestao-de-cobrancas'),
} satisfies Meta<typeof SubscriptionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded paid subscription: its plan as the heading, then its management and history. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: SUBSCRIPTION.planName }),
    ).toBeVisible();
  },
};
