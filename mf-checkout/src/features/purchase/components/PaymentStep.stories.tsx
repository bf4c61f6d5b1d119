import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { pageParameters } from '@portal/testing/page-story';
import { CARD } from '../../../testing/checkoutFixtures';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { EMPTY_PAYMENT } from '../model';
import { PaymentStep } from './PaymentStep';

const meta = {
  title: 'mf-checkout/Purchase/PaymentStep',
  component: PaymentStep,
  args: {
    title: 'Pagamento',
    initial: EMPTY_PAYMENT,
    onValues: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 3, nothing chosen yet. */
export const Payment: Story = {};

/** Step 3 with a Mastercard: the brand shows as the number is typed. */
export const PaymentByCard: Story = { args: { initial: CARD } };

/** Step 3 with Pix chosen (flag checkout-pix): nothing more to fill. */
export const PaymentByPix: Story = {
  args: { initial: { ...EMPTY_PAYMENT, method: 'pix' } },
  parameters: pageParameters({ config: { featureFlags: { 'checkout-pix': true } } }),
  play: async ({ canvasElement }) => {
    const pix = await within(canvasElement).findByRole('radio', { name: /^Pix/ });
    await expect(pix).toBeChecked();
  },
};
