import { cleanup, render, screen, within } from '@testing-library/react';
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
    // A browser's observer reports each element's size once it starts observing it.
    jest.spyOn(globalThis, 'ResizeObserver').mockImplementation(
      (report) =>
        ({
          observe: (target: Element) => report([{ target } as ResizeObserverEntry], {} as never),
          unobserve: () => undefined,
          disconnect: () => undefined,
        }) as ResizeObserver,
    );
    renderTable();
    const region = screen.getByRole('region', { name: 'Usuários da empresa' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});

describe('Table on a narrow box (cards)', () => {
  it('labels every cell with its column header, for the card layout', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Usuários da empresa' });
    expect(table).toHaveAttribute('data-layout', 'cards');
    const [, ana] = within(table).getAllByRole('row');
    expect(within(ana!).getByRole('rowheader')).toHaveAttribute('data-label', 'Nome');
    expect(
      within(ana!)
        .getAllByRole('cell')
        .map((cell) => [cell.getAttribute('data-label'), cell.textContent]),
    ).toEqual([
      ['E-mail', 'ana@empresa.com.br'],
      ['Acessos', '12'],
    ]);
  });

  it('takes a column’s `label` when its header is not text, and leaves no label without one', () => {
    renderTable({
      columns: [
        COLUMNS[0]!,
        {
          key: 'email',
          header: <abbr title="Correio eletrônico">E-mail</abbr>,
          label: 'Correio eletrônico',
          cell: (user) => user.email,
        },
        { key: 'logins', header: <span>Acessos</span>, cell: (user) => user.logins },
      ],
    });
    const [email, logins] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(email).toHaveAttribute('data-label', 'Correio eletrônico');
    expect(logins).not.toHaveAttribute('data-label');
  });

  it('keeps its table roles explicit, so a changed display does not lose them', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('role', 'table');
    // Named by its caption also where the browser no longer links them.
    expect(table).toHaveAttribute('aria-labelledby', screen.getByText('Usuários da empresa').id);
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row');
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('role', 'columnheader');
    }
    for (const header of screen.getAllByRole('rowheader')) {
      expect(header).toHaveAttribute('role', 'rowheader');
    }
    for (const cell of screen.getAllByRole('cell')) expect(cell).toHaveAttribute('role', 'cell');
  });

  it('labels the loading placeholders too, so they sketch the cards to come', () => {
    renderTable({ loading: true, loadingRows: 1 });
    const placeholders = within(screen.getAllByRole('row', { hidden: true })[1]!).getAllByRole(
      'cell',
      { hidden: true },
    );
    expect(placeholders.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Nome',
      'E-mail',
      'Acessos',
    ]);
  });

  it('stays a table with layout="scroll", with the same cells and labels', () => {
    renderTable();
    const cardClasses = screen.getByRole('table').className;
    cleanup();
    renderTable({ layout: 'scroll' });
    const table = screen.getByRole('table', { name: 'Usuários da empresa' });
    expect(table).toHaveAttribute('data-layout', 'scroll');
    // Only the card layout's class differs.
    expect(table.className).not.toBe(cardClasses);
    expect(cardClasses.startsWith(table.className)).toBe(true);
    expect(within(table).getAllByRole('cell')).toHaveLength(4);
  });
});
