import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
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
