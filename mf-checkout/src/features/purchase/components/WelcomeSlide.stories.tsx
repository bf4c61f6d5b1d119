import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { WelcomeSlide } from './WelcomeSlide';

const meta = {
  title: 'mf-checkout/Purchase/WelcomeSlide',
  component: WelcomeSlide,
  args: { onStart: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof WelcomeSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome; 'Começar' goes on to the user definition. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^(Começar|Empezar)$/ }),
    );
    await expect(args.onStart).toHaveBeenCalled();
  },
};
