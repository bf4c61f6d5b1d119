import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCoupons } from '../api/coupons';
import { DeleteCouponDialog, type DeleteCouponDialogProps } from './DeleteCouponDialog';

type Args = Omit<DeleteCouponDialogProps, 'coupon'>;

/** The dialog about the sandbox's coupon of this code. */
function About({ code, ...args }: Args & { readonly code: string }) {
  const coupon = useCoupons().data?.find((candidate) => candidate.couponCode === code);
  return coupon ? <DeleteCouponDialog {...args} coupon={coupon} /> : null;
}

const meta = {
  title: 'mf-backoffice/Coupons/DeleteCouponDialog',
  component: DeleteCouponDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <About {...args} code="REDE100" />,
  ...backofficePartStory('gestao-de-empresas/cupons'),
} satisfies Meta<typeof DeleteCouponDialog>;

export default meta;
// The coupon comes from the sandbox, not from args.
type Story = StoryObj<Args>;

/** REDE100: what deleting takes away, confirmed in the critical tone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: /^(Excluir o cupom REDE100\?|¿Eliminar el cupón REDE100\?)$/,
      }),
    );
    await expect(dialog.getByRole('button', { name: /^(Excluir|Eliminar)$/ })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: /^(Cancelar)$/ })).toBeEnabled();
  },
};
