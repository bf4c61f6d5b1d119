import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { checkoutStory } from '../../testing/checkoutStory';
import CheckoutPage from './CheckoutPage';

const meta = {
  title: 'mf-checkout/Purchase/CheckoutPage',
  component: CheckoutPage,
  ...checkoutStory({ route: '/checkout', path: 'checkout', signedInAs: 'super.trial@demo.com.br' }),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plan selection as the header links it: the tiers, the trial, a channel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: 'Advanced' }),
    ).toBeVisible();
  },
};
