import { render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './Table';

interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly logins: number;
}

const USERS: readonly User[] = [
  { id: 'u1', name: 'Ana Souza', email: 'ana@empresa.com.br', logins: 12 },
  { id: 'u2', name: 'Bruno Lima', email: 'bruno@empresa.com.br', logins: 3 },
];

const COLUMNS: readonly TableColumn<User>[] = [
  { key: 'name', header: 'Nome', cell: (user) => user.name, rowHeader: true },
  { key: 'email', header: 'E-mail', cell: (user) => user.email },
  { key: 'logins', header: 'Acessos', cell: (user) => user.logins, align: 'end' },
];

function renderTable(props: Partial<Parameters<typeof Table<User>>[0]> = {}) {
  return render(
    <Table
      caption="Usuários da empresa"
      columns={COLUMNS}
      rows={USERS}
      rowKey={(user) => user.id}
      empty="Nenhum usuário cadastrado."
      {...props}
    />,
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Usuários da empresa' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'E-mail', 'Acessos']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Ana Souza');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['ana@empresa.com.br', '12']);
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('keeps a hidden caption as the table’s name', () => {
    renderTable({ captionHidden: true });
    expect(screen.getByRole('table', { name: 'Usuários da empresa' })).toBeInTheDocument();
  });

  it('shows the empty slot across all columns when there are no rows', () => {
    renderTable({
      rows: [],
      empty: (
        <p>
          Nenhum usuário cadastrado. <a href="#novo">Adicionar usuário</a>
        </p>
      ),
    });
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('Nenhum usuário cadastrado.');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(within(cell).getByRole('link', { name: 'Adicionar usuário' })).toBeInTheDocument();
    // Headers stay, so the table still says what it would list.
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('while loading is busy, announces it and shows placeholders instead of rows', () => {
    const { rerender } = renderTable({ loading: true, loadingRows: 4 });
    const table = screen.getByRole('table', { name: 'Usuários da empresa' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByText('Ana Souza')).toBeNull();
    // Only the header row reaches assistive technology; the placeholders are hidden from it.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(5);

    rerender(
      <Table
        caption="Usuários da empresa"
        columns={COLUMNS}
        rows={USERS}
        rowKey={(user) => user.id}
        empty="Nenhum usuário cadastrado."
      />,
    );
    expect(table).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('rowheader', { name: 'Bruno Lima' })).toBeInTheDocument();
  });
});

describe('Table wider than its box', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a named region keyboard users can reach (Tab) and scroll, only when it scrolls', () => {
    const { unmount } = renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(700);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    renderTable();
    const region = screen.getByRole('region', { name: 'Usuários da empresa' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
