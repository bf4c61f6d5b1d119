import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { billingPartStory } from '../../../testing/billingStory';
import { SUBSCRIPTION } from '../../../testing/subscription';
import { ChargesHistory } from './ChargesHistory';

const meta = {
  title: 'mf-billing/Charges/ChargesHistory',
  component: ChargesHistory,
  args: { subscription: SUBSCRIPTION, today: new Date('2026-11-25T15:00:00Z') },
  ...billingPartStory('gestao-de-cobrancas'),
} satisfies Meta<typeof ChargesHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The charges history of the seeded paid subscription (sub-1), from the sandbox. */
export const History: Story = {};
