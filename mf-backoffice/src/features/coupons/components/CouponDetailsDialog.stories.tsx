import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { pageParameters, storyDialog } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCoupons } from '../api/coupons';
import { CouponDetailsDialog, type CouponDetailsDialogProps } from './CouponDetailsDialog';

type Args = Omit<CouponDetailsDialogProps, 'coupon'>;

/** The dialog about the sandbox's coupon of this code. */
function About({ code, ...args }: Args & { readonly code: string }) {
  const coupon = useCoupons().data?.find((candidate) => candidate.couponCode === code);
  return coupon ? <CouponDetailsDialog {...args} coupon={coupon} /> : null;
}

const meta = {
  title: 'mf-backoffice/Coupons/CouponDetailsDialog',
  component: CouponDetailsDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <About {...args} code="PARCEIRO25" />,
  ...backofficePartStory('gestao-de-empresas/cupons'),
} satisfies Meta<typeof CouponDetailsDialog>;

export default meta;
// The coupon comes from the sandbox, not from args.
type Story = StoryObj<Args>;

/** PARCEIRO25: its four Advanced plans and two discounts, with what each product then costs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    await expect(await dialog.findByText(/^Advanced: 25\s?% por 12 meses$/)).toBeVisible();
    await expect(dialog.getByText('Advanced + Canal de denúncias web (adw)')).toBeVisible();
  },
};

/** The coupon cannot be read: the alert with its retry, inside the dialog. */
export const LoadError: Story = {
  parameters: pageParameters({
    arrange: (_db, sandbox) => sandbox.fail('getCoupon', 503, { times: Infinity }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    const alert = within(await dialog.findByRole('alert', {}, { timeout: 5000 }));
    await expect(
      alert.getByRole('button', { name: /^(Tentar novamente|Intentar de nuevo)$/ }),
    ).toBeEnabled();
  },
};
