import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { RefusedPurchase } from './RefusedPurchase';

const meta = {
  title: 'mf-checkout/Purchase/RefusedPurchase',
  component: RefusedPurchase,
  args: {
    decision: { allowed: false, explained: true, reason: 'already-paying', next: 'billing' },
  },
  ...checkoutPartStory('checkout', 'co@demo.com.br'),
} satisfies Meta<typeof RefusedPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal the rule explains: why, and the way forward (here, billing). */
export const Explained: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: /^(Ir para a gestão de cobranças|Ir a la gestión de cobros)$/,
      }),
    ).toBeVisible();
  },
};
