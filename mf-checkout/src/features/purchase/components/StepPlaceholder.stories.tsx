import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { checkoutPartStory } from '../../../testing/checkoutStory';
import { StepPlaceholder } from './StepPlaceholder';

const meta = {
  title: 'mf-checkout/Purchase/StepPlaceholder',
  component: StepPlaceholder,
  args: { title: 'Dados da empresa e de cobrança' },
  ...checkoutPartStory('start', 'super.trial@demo.com.br'),
} satisfies Meta<typeof StepPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step change, the instant after the click: the new step's heading, its fields on their way. */
export const Default: Story = {
  parameters: { localeArgs: { es: { title: 'Datos de la empresa y de facturación' } } },
};
