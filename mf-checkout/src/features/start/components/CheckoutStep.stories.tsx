import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { CheckoutStep } from './CheckoutStep';

const story = checkoutPartStory('start', 'super.trial@demo.com.br');

const meta = {
  title: 'mf-checkout/Start/CheckoutStep',
  component: CheckoutStep,
  args: { title: 'Contratar plano', onRestart: fn() },
  ...story,
  parameters: { ...story.parameters, localeArgs: { es: { title: 'Contratar plan' } } },
} satisfies Meta<typeof CheckoutStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout step of /start: the four steps beside the order summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('complementary')).toBeInTheDocument();
  },
};
