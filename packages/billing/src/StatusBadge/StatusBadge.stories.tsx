import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { DisplayStatus } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { vars } from '@portal/ui';
import { StatusBadge } from './StatusBadge';

/** What each status reads in the toolbar's language (this package's catalog). */
const EXPECTED: Readonly<Record<DisplayStatus, { readonly pt: string; readonly es: string }>> = {
  active: { pt: 'Ativo', es: 'Activo' },
  inactive: { pt: 'Inativo', es: 'Inactivo' },
  'payment-pending': { pt: 'Pagamento pendente', es: 'Pago pendiente' },
  processing: { pt: 'Processando', es: 'Procesando' },
  'payment-late': { pt: 'Pagamento atrasado', es: 'Pago atrasado' },
  'waiting-confirmation': { pt: 'Aguardando confirmação', es: 'Esperando confirmación' },
};

const meta = {
  title: 'Billing/StatusBadge',
  component: StatusBadge,
  args: { status: 'active' },
  argTypes: {
    status: { control: 'select', options: Object.keys(EXPECTED) },
  },
  play: async ({ canvasElement, args, globals }) => {
    const { pt, es } = EXPECTED[args.status];
    await expect(
      within(canvasElement).getByText(globals.locale === 'es' ? es : pt),
    ).toBeInTheDocument();
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and paid subscriptions and charges. */
export const Active: Story = {};

/** Cancelled or inactive. */
export const Inactive: Story = { args: { status: 'inactive' } };

/** Waiting for the customer's payment. */
export const PaymentPending: Story = { args: { status: 'payment-pending' } };

export const Processing: Story = { args: { status: 'processing' } };

/** Late, including a pending bank slip past its due day. */
export const PaymentLate: Story = { args: { status: 'payment-late' } };

export const WaitingConfirmation: Story = { args: { status: 'waiting-confirmation' } };

/** Every status side by side, as in the charges table. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }}>
      {(Object.keys(EXPECTED) as DisplayStatus[]).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    for (const { pt, es } of Object.values(EXPECTED)) {
      await expect(
        within(canvasElement).getByText(globals.locale === 'es' ? es : pt),
      ).toBeInTheDocument();
    }
  },
};
