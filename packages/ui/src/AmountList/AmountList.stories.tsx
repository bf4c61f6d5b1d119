import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AmountList } from './AmountList';

const meta = {
  title: 'UI/AmountList',
  component: AmountList,
  args: {
    lines: [
      { key: 'cp', name: 'Compliance', amount: 'R$ 2.490,00' },
      { key: 'ch', name: 'Canal de denúncias', amount: 'R$ 790,00' },
      { key: 'subtotal', name: 'Subtotal', amount: 'R$ 3.280,00' },
      { key: 'off', name: 'Desconto em Compliance', amount: '− R$ 622,50', kind: 'positive' },
      { key: 'total', name: 'Total por mês', amount: 'R$ 2.657,50', kind: 'total', live: true },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        lines: [
          { key: 'cp', name: 'Compliance', amount: 'R$ 2.490,00' },
          { key: 'ch', name: 'Canal de denuncias', amount: 'R$ 790,00' },
          { key: 'subtotal', name: 'Subtotal', amount: 'R$ 3.280,00' },
          { key: 'off', name: 'Descuento en Compliance', amount: '− R$ 622,50', kind: 'positive' },
          { key: 'total', name: 'Total por mes', amount: 'R$ 2.657,50', kind: 'total', live: true },
        ],
      },
    },
  },
} satisfies Meta<typeof AmountList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Products, subtotal, a discount (money off, in the positive colour) and the total. */
export const Default: Story = {};

/** On a phone: the names wrap, the amounts keep their line. */
export const Phone: Story = { globals: { viewport: { value: 'phone320', isRotated: false } } };
