import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOwnValue } from '../storyState';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const Stateful = withOwnValue(PasswordField, 'value');

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', showLabel: 'Mostrar senha', value: '', onChange: fn() },
  parameters: { localeArgs: { es: { label: 'Contraseña', showLabel: 'Mostrar contraseña' } } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: 'Segredo123' } };

/** The toggle shows the password and says so with `aria-pressed`. */
export const Shown: Story = {
  args: { value: 'Segredo123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByDisplayValue('Segredo123')).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = { args: { value: 'Segredo123', disabled: true } };

export const WithError: Story = {
  args: {
    value: 'abc',
    autoComplete: 'new-password',
    required: true,
    error:
      'Sua senha deve conter no mínimo oito caracteres, uma letra maiúscula, uma letra minúscula e um número',
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Contraseña',
        showLabel: 'Mostrar contraseña',
        error:
          'Su contraseña debe tener al menos ocho caracteres, una letra mayúscula, una letra minúscula y un número',
      },
    },
  },
};
