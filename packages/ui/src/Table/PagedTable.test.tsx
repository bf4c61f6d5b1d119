import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PagedTable, type PagedTableProps } from './PagedTable';

interface Coupon {
  readonly code: string;
}

const coupons: Coupon[] = Array.from({ length: 12 }, (_, index) => ({ code: `CUPOM${index + 1}` }));

function props(overrides: Partial<PagedTableProps<Coupon>> = {}): PagedTableProps<Coupon> {
  return {
    page: 1,
    onPageChange: () => undefined,
    caption: 'Cupons',
    columns: [{ key: 'code', header: 'Código', rowHeader: true, cell: (row) => row.code }],
    rows: coupons,
    rowKey: (row) => row.code,
    empty: 'Nenhum cupom',
    pageSize: 5,
    pagesLabel: 'Páginas de cupons',
    ...overrides,
  };
}

const shownCodes = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** A caller keeping the page in its state, as a page does. */
function Paged(overrides: Partial<PagedTableProps<Coupon>>) {
  const [page, setPage] = useState(overrides.page ?? 1);
  return <PagedTable {...props(overrides)} page={page} onPageChange={setPage} />;
}

describe('PagedTable', () => {
  it('shows a page of rows and moves between pages', async () => {
    const user = userEvent.setup();
    render(<Paged />);
    expect(shownCodes()).toEqual(['CUPOM1', 'CUPOM2', 'CUPOM3', 'CUPOM4', 'CUPOM5']);
    const pages = screen.getByRole('navigation', { name: 'Páginas de cupons' });
    expect(pages).toHaveTextContent('Página 1 de 3');

    await user.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    expect(shownCodes()).toEqual(['CUPOM6', 'CUPOM7', 'CUPOM8', 'CUPOM9', 'CUPOM10']);
    await user.click(within(pages).getByRole('button', { name: 'Página 3' }));
    expect(shownCodes()).toEqual(['CUPOM11', 'CUPOM12']);
  });

  it('shows no pagination when the rows fit on one page', () => {
    render(<PagedTable {...props({ rows: coupons.slice(0, 5) })} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows the caller's page, the nearest one when it is out of range", () => {
    const { rerender } = render(<PagedTable {...props({ page: 2 })} />);
    expect(shownCodes()[0]).toBe('CUPOM6');
    rerender(<PagedTable {...props({ page: 9 })} />);
    expect(shownCodes()).toEqual(['CUPOM11', 'CUPOM12']);
  });

  it('pages rows the server paged, from their total', async () => {
    const onPageChange = jest.fn();
    render(
      <PagedTable {...props({ rows: coupons.slice(5, 10), total: 12, page: 2, onPageChange })} />,
    );
    expect(shownCodes()).toEqual(['CUPOM6', 'CUPOM7', 'CUPOM8', 'CUPOM9', 'CUPOM10']);
    expect(screen.getByRole('navigation')).toHaveTextContent('Página 2 de 3');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("names each row's buttons for the row, for screen readers", async () => {
    const onDelete = jest.fn();
    render(
      <PagedTable
        {...props({
          rowActions: {
            header: 'Ações',
            rowName: (row) => row.code,
            actions: (row) => [{ id: 'delete', label: 'Excluir', onSelect: () => onDelete(row) }],
          },
        })}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir (CUPOM2)' }));
    expect(onDelete).toHaveBeenCalledWith({ code: 'CUPOM2' });
  });
});
