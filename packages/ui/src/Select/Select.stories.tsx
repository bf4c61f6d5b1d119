import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOwnValue } from '../storyState';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const Stateful = withOwnValue(Select, 'value');

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Segmento',
    placeholder: 'Selecione',
    options: [
      { value: 'retail', label: 'Varejo' },
      { value: 'services', label: 'Serviços' },
      { value: 'industry', label: 'Indústria' },
    ],
    value: '',
    onChange: fn(),
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Segmento',
        placeholder: 'Seleccione',
        options: [
          { value: 'retail', label: 'Comercio minorista' },
          { value: 'services', label: 'Servicios' },
          { value: 'industry', label: 'Industria' },
        ],
      },
    },
  },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: 'services' } };

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(select, 'industry');
    await expect(args.onChange).toHaveBeenLastCalledWith('industry');
    await expect(select).toHaveValue('industry');
  },
};

export const Disabled: Story = { args: { value: 'retail', disabled: true } };

export const WithError: Story = {
  args: { required: true, error: 'Selecione uma opção' },
  parameters: {
    localeArgs: { es: { placeholder: 'Seleccione', error: 'Seleccione una opción' } },
  },
};
