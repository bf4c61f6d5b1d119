import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: {
    type: 'single',
    items: [
      { value: 'pagamento', title: 'Quais formas de pagamento?', content: 'Cartão de crédito.' },
      { value: 'cancelar', title: 'Como cancelo?', content: 'Na página da sua assinatura.' },
      {
        value: 'nota',
        title: 'Onde vejo a nota fiscal?',
        content: 'Em Faturas, em cada cobrança.',
      },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        items: [
          { value: 'pagamento', title: '¿Qué formas de pago hay?', content: 'Tarjeta de crédito.' },
          {
            value: 'cancelar',
            title: '¿Cómo cancelo?',
            content: 'En la página de su suscripción.',
          },
          {
            value: 'nota',
            title: '¿Dónde veo la factura?',
            content: 'En Facturas, en cada cobro.',
          },
        ],
      },
    },
  },
  argTypes: { type: { control: 'inline-radio' }, items: { control: 'object' } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: ['pagamento'] } };

export const Multiple: Story = { args: { type: 'multiple', defaultOpen: ['pagamento', 'nota'] } };

/** Enter opens a section, arrows move between the headers. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
  },
};
