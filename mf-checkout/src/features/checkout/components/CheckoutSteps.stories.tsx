import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { EMPTY_COMPANY, EMPTY_PAYMENT, type CompanyFields } from '../model';
import { CompanyStep } from './CompanyStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';

// The three steps the user types into or reads, each alone; the flow's stories are its tests.
const COMPANY: CompanyFields = {
  ...EMPTY_COMPANY,
  companyName: 'Aurora Consultoria Ltda',
  cnpj: '11.222.333/0001-81',
  zipcode: '01310-100',
  typeStreet: 'Avenida',
  street: 'Avenida Paulista',
  number: '1000',
  typeNeighborhood: 'Bairro',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  municipalRegistration: '4123000',
  financeEmail: 'financeiro@aurora.com.br',
  financePhone: '11 9 8765-4321',
};

const meta = {
  title: 'mf-checkout/Checkout/Steps',
  component: CompanyStep,
  args: {
    title: 'Dados da empresa e de cobrança',
    initial: COMPANY,
    onValues: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof CompanyStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 filled from the company: the CEP is looked up, Next goes on. */
export const CompanyFilled: Story = {};

/** Step 2 blocked: the summary at the top links to each field in error. */
export const CompanyBlocked: Story = {
  args: { initial: { ...COMPANY, municipalRegistration: '', financePhone: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Próximo|Siguiente/ }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Step 3, nothing chosen yet. */
export const Payment: StoryObj<typeof PaymentStep> = {
  render: (args) => <PaymentStep {...args} />,
  args: {
    title: 'Pagamento',
    initial: EMPTY_PAYMENT,
    onValues: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
};

/** Step 3 with a Mastercard: the brand shows as the number is typed. */
export const PaymentByCard: StoryObj<typeof PaymentStep> = {
  ...Payment,
  args: {
    ...Payment.args,
    initial: {
      method: 'credit_card',
      holderName: 'TIAGO MOREIRA',
      cardNumber: '5555 5555 5555 4444',
      holderTaxId: '529.982.247-25',
      expiry: '12/30',
      cvv: '',
    },
  },
};

/** Step 4: a card shows its last four digits only. */
export const Review: StoryObj<typeof ReviewStep> = {
  render: (args) => <ReviewStep {...args} />,
  args: {
    title: 'Finalização',
    company: {
      ...COMPANY,
      cnpj: '11222333000181',
      zipcode: '01310100',
      financePhone: '11987654321',
    },
    payment: {
      method: 'credit_card',
      holderName: 'TIAGO MOREIRA',
      cardNumber: '5555555555554444',
      holderTaxId: '52998224725',
      expiry: '12/30',
      cvv: '123',
    },
    onPrevious: fn(),
    onEdit: fn(),
  },
};

/** Step 4 for a bank slip. */
export const ReviewSlip: StoryObj<typeof ReviewStep> = {
  ...Review,
  args: { ...Review.args, payment: { ...EMPTY_PAYMENT, method: 'bank_slip' } },
};
