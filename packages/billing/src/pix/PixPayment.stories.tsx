import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Suspense } from 'react';
import { PixPayment } from './PixPayment';
import { registerPixTexts } from './pixTexts';

/** A Pix copy-and-paste code as the sandbox issues it (an EMV payload ending in its CRC16). */
const BR_CODE =
  '00020101021226720014br.gov.bcb.pix2550pix.sandbox.minhaconta.com.br/qr/v2/cobv/pix8f2c1a' +
  '5204000053039865406289.905802BR5922MINHA CONTA PLATAFORMA6009SAO PAULO62070503***6304CC20';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const meta = {
  title: 'Billing/PixPayment',
  component: PixPayment,
  args: {
    pix: {
      pixId: 'pix-1',
      brCode: BR_CODE,
      amount: 289.9,
      createdAt: inMinutes(0),
      expiresAt: inMinutes(15),
      status: 'pending',
    },
    onRenew: () => undefined,
  },
  // Its texts load with it, as on a page.
  loaders: [registerPixTexts],
  decorators: [
    (Story) => (
      <Suspense fallback={null}>
        <Story />
      </Suspense>
    ),
  ],
} satisfies Meta<typeof PixPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the payment: the QR code, the code to copy, the amount and the time left. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('img', { name: /^QR Code do Pix de R\$\s289,90$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
    await expect(page.getByText(/^14:5\d|^15:00/)).toBeVisible();
  },
};

/** The sandbox (or the bank) confirmed it. */
export const Paid: Story = {
  args: { pix: { ...meta.args.pix, status: 'paid' } },
};

/** Its time ran out before it was paid: a new code is one press away. */
export const Expired: Story = {
  args: { pix: { ...meta.args.pix, status: 'expired' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Gerar novo código' })).toBeVisible();
    await expect(page.queryByRole('img')).toBeNull();
  },
};
