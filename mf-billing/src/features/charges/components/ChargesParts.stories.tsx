import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Subscription } from '@portal/api';
import { billingPartStory } from '../../../testing/billingStory';
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
  args: { subscription: SUBSCRIPTION },
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
      late: true,
    },
  },
};

/** A slip not yet due. */
export const PendingSlip: StoryObj<typeof OwedSlipBanner> = {
  ...LateSlip,
  args: { slip: { ...LateSlip.args!.slip!, late: false } },
};
