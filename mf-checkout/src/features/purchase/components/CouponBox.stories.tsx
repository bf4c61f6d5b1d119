import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planFromCode } from '@portal/domain';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { CouponBox } from './CouponBox';

const meta = {
  title: 'mf-checkout/Purchase/CouponBox',
  component: CouponBox,
  args: { plan: planFromCode('adw'), coupon: null, onCoupon: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coupon field and Apply. */
export const Empty: Story = {};

/** A coupon the sandbox knows for the plan: checked, then handed to the summary. */
export const Applying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'parceiro25');
    await userEvent.click(canvas.getByRole('button', { name: /Aplicar cup/ }));
    await expect(args.onCoupon).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'PARCEIRO25' }),
    );
  },
};

/** Applied: its code and Remove. */
export const Applied: Story = {
  args: {
    coupon: {
      code: 'PARCEIRO25',
      discount: [{ productCode: 'advanced', discountPercentage: 25, cycles: 12 }],
    },
  },
};

/** No plan yet: Apply asks for the plan first. */
export const NoPlan: Story = {
  args: { plan: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'BEMVINDO10');
    await userEvent.click(canvas.getByRole('button', { name: /Aplicar cup/ }));
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      /Selecione um plano|Seleccione un plan/,
    );
  },
};
