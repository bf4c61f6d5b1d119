import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Suspense } from 'react';
import { expect, fn, within } from 'storybook/test';
import { loadPixTexts } from '@portal/billing/pix';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import PixStep from './PixStep';

/** A Pix copy-and-paste code as the sandbox issues it (an EMV payload ending in its CRC16). */
const BR_CODE =
  '00020101021226720014br.gov.bcb.pix2550pix.sandbox.minhaconta.com.br/qr/v2/cobv/pix8f2c1a' +
  '5204000053039865406249.005802BR5922MINHA CONTA PLATAFORMA6009SAO PAULO62070503***6304B1C5';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const story = checkoutPartStory('start', 'super.trial@demo.com.br');

const meta = {
  title: 'mf-checkout/Purchase/PixStep',
  component: PixStep,
  args: {
    title: 'Pagamento por Pix',
    issued: {
      pixId: 'pix-story',
      chargeId: 'bill-story.1',
      status: 'pending',
      amount: 2490,
      brCode: BR_CODE,
      createdAt: inMinutes(0),
      expiresAt: inMinutes(15),
      paidAt: null,
    },
    onPaid: fn(),
  },
  ...story,
  // The Pix texts load with its code, as on the page.
  loaders: [...(story.loaders ?? []), loadPixTexts],
  decorators: [
    (Story) => (
      <Suspense fallback={null}>
        <Story />
      </Suspense>
    ),
    ...(Array.isArray(story.decorators) ? story.decorators : []),
  ],
} satisfies Meta<typeof PixStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bought by Pix, waiting for the bank: the code to pay, its amount and the time left. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('img', { name: /^QR Code do Pix de R\$\s2\.490,00$/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  },
};

/** The code ran out before it was paid: a new one is one press away. */
export const Expired: Story = {
  args: { issued: { ...meta.args.issued, status: 'expired' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Gerar novo código' }),
    ).toBeVisible();
  },
};
