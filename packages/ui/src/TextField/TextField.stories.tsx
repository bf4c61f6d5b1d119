import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOwnValue } from '../storyState';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldMask } from './TextField';
import { MASKS_BY_NAME as MASKS } from '@portal/rules';

const Stateful = withOwnValue(TextField, 'value');

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Nome completo', value: '', onChange: fn() },
  parameters: { localeArgs: { es: { label: 'Nombre completo' } } },
  argTypes: {
    // The masks by name in the controls panel; the field takes the mask itself.
    mask: { control: 'select', options: Object.keys(MASKS), mapping: MASKS },
    type: { control: 'inline-radio' },
  },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: 'Maria Souza' } };

export const WithDescription: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    required: true,
    description: 'Enviaremos o comprovante para este endereço.',
  },
  parameters: {
    localeArgs: {
      es: {
        label: 'Correo electrónico',
        description: 'Enviaremos el comprobante a esta dirección.',
      },
    },
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { value: 'Maria Souza', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { label: 'Telefone', mask: MASKS.phone, value: '11 9 8765', error: 'Telefone inválido' },
  parameters: { localeArgs: { es: { label: 'Teléfono', error: 'Teléfono inválido' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Telefone inválido');
  },
};

/** One story per mask: the play function types the raw characters and checks what shows. */
function maskStory(
  mask: TextFieldMask,
  label: [pt: string, es: string],
  typed: string,
  shown: string,
): Story {
  return {
    args: { mask, label: label[0] },
    parameters: { localeArgs: { es: { label: label[1] } } },
    play: async ({ canvasElement, args }) => {
      const input = within(canvasElement).getByRole('textbox');
      await userEvent.type(input, typed);
      await expect(input).toHaveValue(shown);
      await expect(args.onChange).toHaveBeenLastCalledWith(shown);
    },
  };
}

export const PhoneMask = maskStory(
  MASKS.phone,
  ['Celular', 'Celular'],
  '11987654321',
  '11 9 8765-4321',
);
export const CnpjMask = maskStory(
  MASKS.cnpj,
  ['CNPJ', 'CNPJ'],
  '12abc34501de35',
  '12.ABC.345/01DE-35',
);
export const CpfMask = maskStory(MASKS.cpf, ['CPF', 'CPF'], '12345678909', '123.456.789-09');
export const HolderTaxIdMask = maskStory(
  MASKS.holderTaxId,
  ['CPF ou CNPJ do titular', 'CPF o CNPJ del titular'],
  '12345678000195',
  '12.345.678/0001-95',
);
export const CepMask = maskStory(MASKS.cep, ['CEP', 'CEP'], '01310100', '01310-100');
export const CardNumberMask = maskStory(
  MASKS.cardNumber,
  ['Número do cartão', 'Número de la tarjeta'],
  '4111111111111111',
  '4111 1111 1111 1111',
);
export const ExpiryMask = maskStory(MASKS.expiry, ['Validade', 'Vencimiento'], '1229', '12/29');
export const HolderNameMask = maskStory(
  MASKS.holderName,
  ['Nome do titular', 'Nombre del titular'],
  'maria souza',
  'MARIA SOUZA',
);
export const CouponCodeMask = maskStory(
  MASKS.couponCode,
  ['Cupom de desconto', 'Cupón de descuento'],
  'promo10',
  'PROMO10',
);

/**
 * A phone (320 px): the field fills the width, its text is 16 px (no zoom on focus in iOS),
 * and a card number brings up the numeric keypad and the card's autofill.
 */
export const OnAPhone: Story = {
  args: { mask: MASKS.cardNumber, label: 'Número do cartão' },
  parameters: { localeArgs: { es: { label: 'Número de la tarjeta' } } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'cc-number');
  },
};
