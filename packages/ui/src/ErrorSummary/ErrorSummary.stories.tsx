import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'Preencha todos os campos para avançar!',
    items: [
      { name: 'zipcode', label: 'CEP', message: 'CEP inválido!' },
      { name: 'financePhone', label: 'Telefone financeiro', message: 'Telefone inválido' },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        title: '¡Complete todos los campos para avanzar!',
        items: [
          { name: 'zipcode', label: 'CEP', message: '¡CEP inválido!' },
          { name: 'financePhone', label: 'Teléfono financiero', message: 'Teléfono inválido' },
        ],
      },
    },
  },
  render: (args) => (
    <div>
      <ErrorSummary {...args} />
      <p>
        <label>
          CEP <input name="zipcode" />
        </label>
      </p>
      <p>
        <label>
          Telefone <input name="financePhone" />
        </label>
      </p>
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blocked checkout step: each entry takes the focus to its field. */
export const BlockedStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button');
    await userEvent.click(first!);
    await expect(canvasElement.querySelector('[name="zipcode"]')).toHaveFocus();
  },
};
