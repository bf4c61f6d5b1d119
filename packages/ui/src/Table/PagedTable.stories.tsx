import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryRouter } from '@portal/router';
import { PagedTable, type PagedTableProps } from './PagedTable';

interface Coupon {
  readonly code: string;
  readonly discount: string;
}

const COUPONS: readonly Coupon[] = Array.from({ length: 23 }, (_, index) => ({
  code: `PROMO${String(index + 1).padStart(2, '0')}`,
  discount: `${5 * ((index % 6) + 1)}%`,
}));

const meta = {
  title: 'UI/PagedTable',
  component: PagedTable<Coupon>,
  args: {
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await userEvent.click(within(nav).getAllByRole('button').at(-1)!);
    await expect(nav).toHaveTextContent(globals.locale === 'es' ? /2 de 3/ : 'Página 2 de 3');
    await expect(canvas.getByRole('rowheader', { name: 'PROMO11' })).toBeVisible();
  },
};

/** Each row's buttons say whose row they act on, to a screen reader. */
export const RowActionNames: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = globals.locale === 'es' ? 'Eliminar (PROMO03)' : 'Excluir (PROMO03)';
    await expect(within(canvasElement).getByRole('button', { name: label })).toBeVisible();
  },
};

/** The page kept in the address (`?pagina=3`): a reload or a shared link opens on it. */
export const PageInAddress: Story = {
  args: { pageParam: 'pagina' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/cupons?pagina=3']}>
        <Story />
      </MemoryRouter>
    ),
  ],
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
