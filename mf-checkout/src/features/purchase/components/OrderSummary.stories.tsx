import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planFromCode } from '@portal/domain';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'mf-checkout/Purchase/OrderSummary',
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

// On a phone (the phone390 viewport; a tablet too, anything narrower than `wide`) the summary is
// a bar fixed at the bottom of the screen: the total, which opens the whole summary, and finish
// purchase.
const PHONE = { viewport: { value: 'phone390', isRotated: false } };

/** The bar on a phone: the total and finish purchase, the summary folded away. */
export const PhoneBar: Story = {
  args: { canFinish: true },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^Total por m/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button', { name: 'Finalizar compra' })).toHaveLength(1);
  },
};

/** The bar opened on a phone: products, coupon box, discounts, total and cancel, over the page. */
export const PhoneOpen: Story = {
  args: {
    coupon: {
      code: 'PARCEIRO25',
      discount: [
        { productCode: 'advanced', discountPercentage: 25, cycles: 12 },
        { productCode: 'web_channel', discountPercentage: 50, cycles: 1 },
      ],
    },
    onCancel: fn(),
  },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^Total por m/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [details] = (toggle.getAttribute('aria-controls') ?? '').split(' ');
    await expect(canvasElement.querySelector(`[id="${details}"]`)).toHaveAttribute(
      'data-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Cancelar/ })).toBeVisible();
  },
};

/** A phone before a plan is chosen: the bar names the summary, finish purchase unavailable. */
export const PhoneNoPlan: Story = {
  args: { plan: null },
  globals: PHONE,
};
