import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FieldBinding, FormRow } from '@portal/rules/form';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { productsOfPlans } from '../products';
import { DiscountFields } from './DiscountFields';

interface Args {
  /** The row as it starts. */
  readonly start: FormRow;
  /** The plans ticked in the coupon. */
  readonly plans: readonly string[];
  readonly onRemove: () => void;
}

/** One row kept as the coupon form would keep it. */
function Row({ start, plans, onRemove }: Args) {
  const [row, setRow] = useState(start);
  const field = (column: string): FieldBinding => ({
    name: `discounts.0.${column}`,
    value: row[column] ?? '',
    onChange: (value) => setRow({ ...row, [column]: value }),
    onBlur: () => undefined,
    error: undefined,
  });
  return (
    <DiscountFields
      number={1}
      row={row}
      field={field}
      products={productsOfPlans(plans)}
      noPlan={plans.length === 0}
      onRemove={onRemove}
    />
  );
}

const meta = {
  title: 'mf-backoffice/Coupons/DiscountFields',
  args: {
    start: { productCode: '', discountPercentage: '', cycles: '' },
    plans: ['ad'],
    onRemove: fn(),
  },
  render: (args) => <Row {...args} />,
  ...backofficePartStory('gestao-de-empresas/cupons'),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty row: the products of the ticked plan are offered. */
export const Empty: Story = {};

/** No plan ticked yet: the product list says to tick one first. */
export const NoPlan: Story = { args: { plans: [] } };

/** A filled row shows the product's price after the discount; Remover names the row. */
export const Filled: Story = {
  args: { start: { productCode: 'ad', discountPercentage: '20', cycles: '6' } },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement);
    await userEvent.click(
      row.getByRole('button', { name: /^(Remover|Quitar) (desconto|descuento) 1$/ }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
