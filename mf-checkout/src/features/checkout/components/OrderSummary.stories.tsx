import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planFromCode } from '@portal/domain';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'mf-checkout/Checkout/OrderSummary',
  component: OrderSummary,
  args: {
    plan: planFromCode('adw'),
    coupon: null,
    onCoupon: fn(),
    canFinish: false,
    finishing: false,
    onFinish: fn(),
  },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced with the web channel, before the last step: the products, subtotal and total. */
export const BeforeReview: Story = {};

/** A coupon the sandbox knows for the plan: each product's discount and the new total. */
export const WithCoupon: Story = {
  args: {
    coupon: {
      code: 'PARCEIRO25',
      discount: [
        { productCode: 'advanced', discountPercentage: 25, cycles: 12 },
        { productCode: 'web_channel', discountPercentage: 50, cycles: 1 },
      ],
    },
    canFinish: true,
  },
};

/** An unknown coupon is refused by the server, on the coupon field. */
export const CouponRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coupon = canvas.getByRole('textbox', { name: /Cupom de descuento|Cupom de desconto/ });
    await userEvent.type(coupon, 'NADA10');
    await userEvent.click(canvas.getByRole('button', { name: /Aplicar cup/ }));
    await expect(await canvas.findByText(/Cupom inexistente|El cupón no existe/)).toBeVisible();
  },
};

/** Nothing chosen yet. */
export const NoPlan: Story = { args: { plan: null } };

/** The purchase is being sent. */
export const Finishing: Story = { args: { canFinish: true, finishing: true } };

/** Cancel checkout, as offered while onboarding is unfinished. */
export const WithCancel: Story = { args: { onCancel: fn() } };
