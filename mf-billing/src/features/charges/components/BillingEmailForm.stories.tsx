import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { billingPartStory } from '../../../testing/billingStory';
import { BillingEmailForm } from './BillingEmailForm';

const meta = {
  title: 'mf-billing/Charges/BillingEmailForm',
  component: BillingEmailForm,
  args: { current: 'financeiro@horizonte.com.br' },
  ...billingPartStory('gestao-de-cobrancas'),
} satisfies Meta<typeof BillingEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The billing e-mail editor: the current e-mail again is refused. */
export const SameEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'financeiro@horizonte.com.br');
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
