import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { billingPartStory } from '../../../testing/billingStory';
import { OwedSlipBanner } from './OwedSlipBanner';
import { OwedSlipsWithPix } from './ProposedParts';

const meta = {
  title: 'mf-billing/Charges/OwedSlipBanner',
  component: OwedSlipBanner,
  args: {
    slip: {
      chargeId: 'bill-esw-2-3.1',
      amount: 3080,
      dueAt: '2026-11-12T12:00:00.000Z',
      printUrl: 'http://localhost:8090/slips/bill-esw-2-3',
      digitableLine: '99990123450123456789012345678901234567890123456',
      late: true,
    },
  },
  ...billingPartStory('gestao-de-cobrancas'),
} satisfies Meta<typeof OwedSlipBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner of a late slip, first on the page. */
export const LateSlip: Story = {};

/** A slip not yet due. */
export const PendingSlip: Story = {
  args: { slip: { ...meta.args.slip, late: false } },
};

/** Where a charge may be paid by Pix (the billing-pix flag): "Pagar com Pix" first. */
export const PayableByPix: Story = {
  render: ({ slip }) => <OwedSlipsWithPix owed={[slip]} />,
};
