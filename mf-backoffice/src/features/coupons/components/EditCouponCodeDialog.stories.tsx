import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import { storyDialog } from '@portal/testing/page-story';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCoupons } from '../api/coupons';
import { EditCouponCodeDialog, type EditCouponCodeDialogProps } from './EditCouponCodeDialog';

type Args = Omit<EditCouponCodeDialogProps, 'coupon'>;

/** The dialog about the sandbox's coupon of this code. */
function About({ code, ...args }: Args & { readonly code: string }) {
  const coupon = useCoupons().data?.find((candidate) => candidate.couponCode === code);
  return coupon ? <EditCouponCodeDialog {...args} coupon={coupon} /> : null;
}

const meta = {
  title: 'mf-backoffice/Coupons/EditCouponCodeDialog',
  component: EditCouponCodeDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <About {...args} code="BEMVINDO10" />,
  ...backofficePartStory('gestao-de-empresas/cupons'),
} satisfies Meta<typeof EditCouponCodeDialog>;

export default meta;
// The coupon comes from the sandbox, not from args.
type Story = StoryObj<Args>;

const CODE = /^(Código do cupom|Código del cupón)/;
const SAVE = /^(Salvar código|Guardar código)$/;

/** The current code, Save waiting for a change; typing comes out in upper case. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    const code = dialog.getByRole('textbox', { name: CODE });
    await expect(code).toHaveValue('BEMVINDO10');
    await expect(dialog.getByRole('button', { name: SAVE })).toBeDisabled();
    await userEvent.clear(code);
    await userEvent.type(code, 'boasvindas');
    await expect(code).toHaveValue('BOASVINDAS');
    await expect(dialog.getByRole('button', { name: SAVE })).toBeEnabled();
  },
};

/** Another coupon's code: the refusal lands on the field. */
export const CodeTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyDialog(canvasElement);
    const code = dialog.getByRole('textbox', { name: CODE });
    await userEvent.clear(code);
    await userEvent.type(code, 'rede100');
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    await expect(
      await dialog.findByRole('textbox', {
        description: /(Já existe um cupom com este código|Ya existe un cupón con este código)/,
      }),
    ).toHaveValue('REDE100');
  },
};
