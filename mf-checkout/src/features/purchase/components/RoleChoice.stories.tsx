import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { RoleChoice } from './RoleChoice';

const meta = {
  title: 'mf-checkout/Purchase/RoleChoice',
  component: RoleChoice,
  args: { name: 'role', value: '', onChange: fn(), onBlur: fn(), error: undefined },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof RoleChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CO, CEO or CFO, each with what it does under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};

/** The CFO chosen. */
export const Cfo: Story = { args: { value: 'cfo' } };
