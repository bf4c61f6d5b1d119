import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOwnValue } from '../storyState';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const Stateful = withOwnValue(RadioGroup, 'value');

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Forma de pagamento',
    options: [
      { value: 'card', label: 'Cartão de crédito' },
      { value: 'pix', label: 'Pix' },
      { value: 'slip', label: 'Boleto' },
    ],
    value: '',
    onChange: fn(),
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Forma de pago',
        options: [
          { value: 'card', label: 'Tarjeta de crédito' },
          { value: 'pix', label: 'Pix' },
          { value: 'slip', label: 'Boleto' },
        ],
      },
    },
  },
  argTypes: { orientation: { control: 'inline-radio' } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: 'pix' } };

export const Horizontal: Story = { args: { value: 'card', orientation: 'horizontal' } };

/** One tab stop; the arrow keys move and choose. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pix');
  },
};

export const Disabled: Story = { args: { value: 'card', disabled: true } };

export const WithError: Story = {
  args: { required: true, error: 'Selecione uma opção' },
  parameters: {
    localeArgs: {
      es: {
        label: 'Forma de pago',
        options: [
          { value: 'card', label: 'Tarjeta de crédito' },
          { value: 'pix', label: 'Pix' },
          { value: 'slip', label: 'Boleto' },
        ],
        error: 'Seleccione una opción',
      },
    },
  },
};

/** Each option explained under its label, as text a touch screen shows too (no tooltip). */
export const WithDescriptions: Story = {
  args: {
    label: 'Área de atuação',
    options: [
      {
        value: 'co',
        label: 'Compliance (CO)',
        description: 'Executa as tarefas do programa de integridade.',
      },
      { value: 'ceo', label: 'Diretoria (CEO)', description: 'Aprova tarefas e documentos.' },
      {
        value: 'cfo',
        label: 'Financeiro e compras (CFO)',
        description: 'Apenas compra, sem acesso ao conteúdo da plataforma.',
      },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Área de actuación',
        options: [
          {
            value: 'co',
            label: 'Compliance (CO)',
            description: 'Ejecuta las tareas del programa de integridad.',
          },
          {
            value: 'ceo',
            label: 'Dirección (CEO)',
            description: 'Aprueba tareas y documentos.',
          },
          {
            value: 'cfo',
            label: 'Finanzas y compras (CFO)',
            description: 'Solo compra, sin acceso al contenido de la plataforma.',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const first = args.options[0]!;
    await expect(
      within(canvasElement).getByRole('radio', { name: first.label }),
    ).toHaveAccessibleDescription(String(first.description));
  },
};
