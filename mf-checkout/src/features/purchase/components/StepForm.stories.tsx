import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { TextField } from '@portal/ui';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { StepForm } from './StepForm';

/** The step's one field, as a step's fields come in. */
const field = (label: string) => (
  <TextField label={label} name="holderName" value="" onChange={fn()} />
);

const meta = {
  title: 'mf-checkout/Purchase/StepForm',
  component: StepForm,
  args: {
    title: 'Pagamento',
    form: { ref: { current: null }, noValidate: true, onSubmit: fn() },
    problems: [],
    blocked: false,
    onPrevious: fn(),
    children: field('Nome do titular'),
  },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof StepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const ES = { title: 'Pago', children: field('Nombre del titular') };

/** A step as a form: its heading, its fields, Previous and Next. */
export const Default: Story = { parameters: { localeArgs: { es: ES } } };

/** Next pressed with a field in error: the summary at the top links to it; Next looks unavailable. */
export const Blocked: Story = {
  args: {
    blocked: true,
    problems: [
      { name: 'holderName', label: 'Nome do titular', message: 'Este campo é obrigatório' },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        ...ES,
        problems: [
          { name: 'holderName', label: 'Nombre del titular', message: 'Este campo es obligatorio' },
        ],
      },
    },
  },
};
