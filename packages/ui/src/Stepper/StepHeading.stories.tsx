import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { StepHeading } from './StepHeading';

const meta = {
  title: 'UI/StepHeading',
  component: StepHeading,
  args: { id: 'story-step-heading', title: 'Dados da empresa e de cobrança' },
  parameters: { localeArgs: { es: { title: 'Datos de la empresa y de facturación' } } },
} satisfies Meta<typeof StepHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Focused by the flow on a step change (the ring shows when the keyboard moved it there). */
export const Focused: Story = {
  play: async ({ canvasElement, args }) => {
    const heading = canvasElement.ownerDocument.getElementById(args.id)!;
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone320', isRotated: false } } };
