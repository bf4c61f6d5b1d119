import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountList } from '../AmountList/AmountList';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { BottomSheet, SheetLayout } from './BottomSheet';

interface SheetStoryArgs {
  readonly title: string;
  readonly label: string;
  readonly total: string;
  readonly page: string;
  readonly subtotal: string;
  readonly actionLabel: string;
  readonly hint: string;
  readonly onAction: () => void;
}

/** A page's content with its sheet, as a checkout composes them. */
function SheetStory({
  title,
  label,
  total,
  page,
  subtotal,
  actionLabel,
  hint,
  onAction,
}: SheetStoryArgs) {
  return (
    <SheetLayout
      sheet={
        <BottomSheet
          title={title}
          label={label}
          value={total}
          action={<Button onClick={onAction}>{actionLabel}</Button>}
          footer={<p>{hint}</p>}
        >
          <AmountList
            lines={[
              { key: 'subtotal', name: subtotal, amount: 'R$ 3.280,00' },
              { key: 'total', name: label, amount: total, kind: 'total', live: true },
            ]}
          />
        </BottomSheet>
      }
    >
      <Stack>
        {Array.from({ length: 6 }, (_, index) => (
          <p key={index}>{page}</p>
        ))}
      </Stack>
    </SheetLayout>
  );
}

const meta = {
  title: 'UI/BottomSheet',
  component: SheetStory,
  args: {
    title: 'Resumo da compra',
    label: 'Total por mês',
    total: 'R$ 3.280,00',
    page: 'Os dados da empresa e de cobrança, um campo depois do outro.',
    subtotal: 'Subtotal',
    actionLabel: 'Finalizar compra',
    hint: 'Confira os dados na etapa de finalização para concluir a compra.',
    onAction: fn(),
  },
  parameters: {
    localeArgs: {
      es: {
        title: 'Resumen de la compra',
        label: 'Total por mes',
        page: 'Los datos de la empresa y de facturación, un campo tras otro.',
        actionLabel: 'Finalizar compra',
        hint: 'Revise los datos en el paso de finalización para concluir la compra.',
      },
    },
  },
} satisfies Meta<typeof SheetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desk: a side panel beside the page's content. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** On a phone: a bar at the bottom with the total and the action; the page ends above it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** The bar's toggle opens the whole summary; Escape closes it, back on the toggle. */
export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: new RegExp(`^${args.label}`),
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(args.label);
  },
};

/** Escape from inside the open sheet closes it and gives the focus back to its toggle. */
export const Escape: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: new RegExp(`^${args.label}`) });
    await userEvent.click(toggle);
    canvas.getByRole('button', { name: args.actionLabel }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
