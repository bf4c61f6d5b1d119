import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'mf-checkout/Purchase/PlanCard',
  component: PlanCard,
  args: { tier: 'advanced', name: 'plan', checked: false, onChoose: fn(), onBlur: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tier: its monthly price in BRL and its feature count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Advanced' });
    await expect(radio).toHaveAccessibleDescription(/3[.]?280,00/);
  },
};

/** The chosen tier. */
export const Chosen: Story = { args: { tier: 'enterprise', checked: true } };
