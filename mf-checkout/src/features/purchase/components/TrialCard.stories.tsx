import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { TrialCard } from './TrialCard';

const meta = {
  title: 'mf-checkout/Purchase/TrialCard',
  component: TrialCard,
  args: { name: 'plan', checked: false, onChoose: fn(), onBlur: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof TrialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 15-day trial. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', {
      name: /^(Teste grátis|Prueba gratuita)$/,
    });
    await expect(radio).toHaveAccessibleDescription(/^15 d(i|í)as/);
  },
};
