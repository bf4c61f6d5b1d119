import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { Subscription } from '@portal/api';
import { billingPartStory } from '../../../testing/billingStory';
import { BillingEmailForm } from './BillingEmailForm';
import { CancelSubscription } from './CancelSubscription';
import { ChargesHistory } from './ChargesHistory';
import { OwedSlipBanner } from './OwedSlipBanner';
import { SubscriptionDetails } from './SubscriptionDetails';

const SUBSCRIPTION: Subscription = {
  subscriptionId: 'sub-1',
  companyId: 'c-horizonte',
  status: 'active',
  planCode: 'adw',
  planName: 'Advanced + Canal de denúncias web',
  productItems: [
    { productCode: 'advanced', productName: 'Advanced', price: 3280 },
    { productCode: 'web_channel', productName: 'Canal de denúncias web', price: 590 },
  ],
  customer: { customerEmail: 'financeiro@horizonte.com.br' },
  paymentProfile: { cardNumberLastFour: '1111' },
  paymentMethodCode: 'credit_card',
  nextBillingAt: '2026-12-20T12:00:00.000Z',
  startAt: '2026-08-01T12:00:00.000Z',
  expiresAt: '2026-12-20T12:00:00.000Z',
};

const meta = {
  title: 'mf-billing/Charges/Parts',
  component: SubscriptionDetails,
  args: { subscription: SUBSCRIPTION, status: 'active' },
  ...billingPartStory('gestao-de-cobrancas', 'super.pago@demo.com.br'),
} satisfies Meta<typeof SubscriptionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active subscription paid by card. */
export const ActiveByCard: Story = {};

/** A late subscription paid by bank slip. */
export const LateBySlip: Story = {
  args: {
    subscription: {
      ...SUBSCRIPTION,
      status: 'late',
      paymentMethodCode: 'bank_slip',
      paymentProfile: null,
    },
    status: 'payment-late',
  },
};

/** The banner of a late slip, first on the page. */
export const LateSlip: StoryObj<typeof OwedSlipBanner> = {
  render: (args) => <OwedSlipBanner {...args} />,
  args: {
    slip: {
      amount: 3080,
      dueAt: '2026-11-12T12:00:00.000Z',
      printUrl: 'http://localhost:8090/slips/bill-esw-2-3',
      digitableLine: '99990123450123456789012345678901234567890123456',
      late: true,
    },
  },
};

/** A slip not yet due. */
export const PendingSlip: StoryObj<typeof OwedSlipBanner> = {
  ...LateSlip,
  args: { slip: { ...LateSlip.args!.slip!, late: false } },
};

/** The billing e-mail editor: the current e-mail again is refused. */
export const BillingEmail: StoryObj<typeof BillingEmailForm> = {
  render: (args) => <BillingEmailForm {...args} />,
  args: { current: 'financeiro@horizonte.com.br' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'financeiro@horizonte.com.br');
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The charges history of the seeded paid subscription (sub-1), from the sandbox. */
export const History: StoryObj<typeof ChargesHistory> = {
  render: (args) => <ChargesHistory {...args} />,
  args: { subscription: SUBSCRIPTION, today: new Date('2026-11-25T15:00:00Z') },
};

/** How to cancel: support's phone and e-mail, each with a copy button. */
export const Cancel: StoryObj<typeof CancelSubscription> = {
  render: (args) => <CancelSubscription {...args} />,
  args: { planName: SUBSCRIPTION.planName },
};
