import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { msg } from '@lingui/core/macro';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { PurchaseOutcome } from './PurchaseOutcome';

const meta = {
  title: 'mf-checkout/Purchase/PurchaseOutcome',
  component: PurchaseOutcome,
  args: { state: { phase: 'paying' }, onDone: fn(), onRetry: fn(), onClose: fn() },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof PurchaseOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, no status yet. */
export const Paying: Story = {};

/** The answer never came: the purchase is being looked for. */
export const Confirming: Story = { args: { state: { phase: 'confirming' } } };

/** A bank slip bought: 'Entendi' and the slip. */
export const PaidBySlip: Story = {
  args: {
    state: { phase: 'paid', method: 'bank_slip', printUrl: 'http://localhost:8090/slips/bill-1' },
  },
};

/** A card bought: processing, an e-mail if it is not approved. */
export const PaidByCard: Story = {
  args: { state: { phase: 'paid', method: 'credit_card', printUrl: null } },
};

/** A Pix bought and paid (the bank confirmed it): the plan has started. */
export const PaidByPix: Story = {
  args: { state: { phase: 'paid', method: 'pix', printUrl: null } },
};

/** Refused: the message as title, nothing charged, the status. */
export const Failed: Story = {
  args: {
    state: {
      phase: 'failed',
      status: 409,
      title: msg`Esta empresa já tem uma assinatura ativa neste plano.`,
    },
  },
};

/** Neither answer nor confirmation: try again with the same key. */
export const Unconfirmed: Story = { args: { state: { phase: 'unconfirmed' } } };
