import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { COMPANY } from '../../../testing/checkoutFixtures';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { EMPTY_PAYMENT } from '../model';
import { ReviewStep } from './ReviewStep';

const meta = {
  title: 'mf-checkout/Purchase/ReviewStep',
  component: ReviewStep,
  args: {
    title: 'Finalização',
    company: {
      ...COMPANY,
      cnpj: '11222333000181',
      zipcode: '01310100',
      financePhone: '11987654321',
    },
    payment: {
      method: 'credit_card',
      holderName: 'TIAGO MOREIRA',
      cardNumber: '5555555555554444',
      holderTaxId: '52998224725',
      expiry: '12/30',
      cvv: '123',
    },
    onPrevious: fn(),
    onEdit: fn(),
  },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof ReviewStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 4: a card shows its last four digits only; the address on its lines. */
export const Review: Story = {};

/** Step 4 for a bank slip. */
export const ReviewSlip: Story = { args: { payment: { ...EMPTY_PAYMENT, method: 'bank_slip' } } };
