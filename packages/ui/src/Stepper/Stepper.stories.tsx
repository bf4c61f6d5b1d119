import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';

// Spec §2.6: checkout has four steps.
const CHECKOUT_PT = ['Plano', 'Dados da empresa e de cobrança', 'Pagamento', 'Finalização'];
const CHECKOUT_ES = ['Plan', 'Datos de la empresa y de facturación', 'Pago', 'Finalización'];

// Spec §2.1 and §4: the registration wizard's three steps (the spec lists their fields, not
// their names: the responsible person, the company, the access data).
const SIGN_UP_PT = ['Dados do responsável', 'Dados da empresa', 'Dados de acesso'];
const SIGN_UP_ES = ['Datos del responsable', 'Datos de la empresa', 'Datos de acceso'];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: CHECKOUT_PT, current: 0 },
  parameters: { localeArgs: { es: { steps: CHECKOUT_ES } } },
  argTypes: { current: { control: { type: 'number', min: 0, max: 3 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const signUp = {
  args: { steps: SIGN_UP_PT },
  parameters: { localeArgs: { es: { steps: SIGN_UP_ES } } },
} as const;

/** Checkout, step 1: choosing the plan. */
export const CheckoutPlan: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** Checkout, step 2: company and billing data. */
export const CheckoutCompany: Story = { args: { current: 1 } };

/** Checkout, step 3: payment. */
export const CheckoutPayment: Story = { args: { current: 2 } };

/** Checkout, step 4: the read-only review; every earlier step is done. */
export const CheckoutFinalization: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
  },
};

/** Sign-up, step 1: the responsible person's name and phone. */
export const SignUpResponsible: Story = { ...signUp, args: { ...signUp.args, current: 0 } };

/** Sign-up, step 2: area of activity and company name. */
export const SignUpCompany: Story = { ...signUp, args: { ...signUp.args, current: 1 } };

/** Sign-up, step 3: e-mail, password and the terms. */
export const SignUpAccess: Story = { ...signUp, args: { ...signUp.args, current: 2 } };

/**
 * A phone (320 px): "Etapa 2 de 4" and the current step's name lead; the list of all four steps
 * follows in the narrow layout instead of a row of labels.
 */
export const Phone: Story = {
  args: { current: 1 },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^(Etapa|Paso) 2 (de) 4$/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};
