import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { PagedTable, type PagedTableProps } from './PagedTable';

interface Coupon {
  readonly code: string;
  readonly discount: string;
}

const COUPONS: readonly Coupon[] = Array.from({ length: 23 }, (_, index) => ({
  code: `PROMO${String(index + 1).padStart(2, '0')}`,
  discount: `${5 * ((index % 6) + 1)}%`,
}));

/** The page kept as a caller keeps it, in its state; every change still reaches the action. */
function OwnPage(args: PagedTableProps<Coupon>) {
  const [page, setPage] = useState(args.page);
  return (
    <PagedTable
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/PagedTable',
  component: PagedTable<Coupon>,
  render: (args) => <OwnPage {...args} />,
  args: {
    page: 1,
    onPageChange: fn(),
    caption: 'Cupons de desconto',
    pagesLabel: 'Páginas de cupons',
    pageSize: 10,
    rows: COUPONS,
    rowKey: (row: Coupon) => row.code,
    empty: 'Nenhum cupom cadastrado',
    columns: [
      { key: 'code', header: 'Código', rowHeader: true, cell: (row: Coupon) => row.code },
      { key: 'discount', header: 'Desconto', align: 'end', cell: (row: Coupon) => row.discount },
    ],
    rowActions: {
      header: 'Ações',
      rowName: (row: Coupon) => row.code,
      actions: () => [
        { id: 'edit', label: 'Editar código', onSelect: fn() },
        { id: 'delete', label: 'Excluir', tone: 'ghost', onSelect: fn() },
      ],
    },
  },
  parameters: {
    localeArgs: {
      es: {
        caption: 'Cupones de descuento',
        pagesLabel: 'Páginas de cupones',
        empty: 'Ningún cupón registrado',
        columns: [
          { key: 'code', header: 'Código', rowHeader: true, cell: (row: Coupon) => row.code },
          {
            key: 'discount',
            header: 'Descuento',
            align: 'end',
            cell: (row: Coupon) => row.discount,
          },
        ],
        rowActions: {
          header: 'Acciones',
          rowName: (row: Coupon) => row.code,
          actions: () => [
            { id: 'edit', label: 'Editar código', onSelect: fn() },
            { id: 'delete', label: 'Eliminar', tone: 'ghost', onSelect: fn() },
          ],
        },
      },
    },
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    rowActions: { control: false },
  },
} satisfies Meta<PagedTableProps<Coupon>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten a page; the pagination moves through them. */
export const Pages: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await userEvent.click(within(nav).getAllByRole('button').at(-1)!);
    await expect(nav).toHaveTextContent(globals.locale === 'es' ? /2 de 3/ : 'Página 2 de 3');
    await expect(canvas.getByRole('rowheader', { name: 'PROMO11' })).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Each row's buttons say whose row they act on, to a screen reader. */
export const RowActionNames: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = globals.locale === 'es' ? 'Eliminar (PROMO03)' : 'Excluir (PROMO03)';
    await expect(within(canvasElement).getByRole('button', { name: label })).toBeVisible();
  },
};

/** Opened on the page its caller keeps (the third, say from `?pagina=3` in the address). */
export const CallersPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'PROMO21' })).toBeVisible();
  },
};

/** No rows: the table says so, and there is no pagination. */
export const Empty: Story = { args: { rows: [] } };

/** On a phone (320 px): each row a card, the pagination "Página 1 de 3" with previous and next. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** On a desk (1280 px): a table. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
