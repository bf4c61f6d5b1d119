import { visuallyHidden } from '../a11y.css';
import { Button, type ButtonTone } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { clampPage, paginate, wholePageCount } from './pageItems';
import { Pagination } from './Pagination';
import { Table, type TableAlign, type TableColumn, type TableProps } from './Table';

/** One of a row's buttons; its name for screen readers ends with the row's name. */
export interface RowAction {
  /** Unique among the row's actions. */
  readonly id: string;
  /** What it does, e.g. "Editar código". */
  readonly label: string;
  readonly onSelect: () => void;
  /** `secondary` by default. */
  readonly tone?: ButtonTone;
  readonly disabled?: boolean;
  /** Its work is under way (see `Button`). */
  readonly busy?: boolean;
  readonly busyLabel?: string;
}

/** A column of buttons acting on each row, each named for its row ("Excluir (PROMO10)"). */
export interface RowActions<Row> {
  /** The column's header, e.g. "Ações". */
  readonly header: string;
  /** The row's name, said after each button's label: tabbing alone, one knows whose row it is. */
  readonly rowName: (row: Row) => string;
  /** The row's buttons; `null` for one this row does not offer. */
  readonly actions: (row: Row) => readonly (RowAction | null)[];
  readonly align?: TableAlign;
}

export interface PagedTableProps<Row> extends TableProps<Row> {
  /** Rows a page. */
  readonly pageSize: number;
  /** Names the pagination, e.g. "Páginas de usuários". */
  readonly pagesLabel: string;
  /**
   * The page shown, kept by the caller (in its state, or in the address where a reload or a
   * shared link should show the same page). A page out of range shows the nearest page.
   */
  readonly page: number;
  /** Called with the page asked for; the caller shows it by passing it back as `page`. */
  readonly onPageChange: (page: number) => void;
  /** The rows are already one page (paged by the server): how many rows there are in all. */
  readonly total?: number;
  /** Buttons acting on each row, in a last column. */
  readonly rowActions?: RowActions<Row>;
}

/**
 * What a list hands its paged table untouched: its rows still loading, the page it keeps and its
 * setter. A table of one kind of row (users, coupons) takes these as they are and spreads them.
 */
export type TablePaging = Pick<PagedTableProps<unknown>, 'loading' | 'page' | 'onPageChange'>;

/**
 * A table shown a page at a time: `pageSize` rows with the kit's `Pagination` under it, on the
 * page its caller keeps (`page`, `onPageChange`). It is a `Table`: on a phone its rows become
 * cards. A page out of range (the last row of the last page deleted) shows the nearest page.
 */
export function PagedTable<Row>({
  rows,
  pageSize,
  pagesLabel,
  page,
  onPageChange,
  total,
  rowActions,
  columns,
  ...table
}: PagedTableProps<Row>) {
  const slice =
    total === undefined
      ? paginate(rows, page, pageSize)
      : {
          rows,
          pageCount: wholePageCount(Math.ceil(total / Math.max(1, pageSize))),
          page: clampPage(page, Math.ceil(total / Math.max(1, pageSize))),
        };
  return (
    <Stack>
      <Table
        {...table}
        columns={rowActions ? [...columns, actionsColumn(rowActions)] : columns}
        rows={slice.rows}
      />
      <Pagination
        page={slice.page}
        pageCount={slice.pageCount}
        onPageChange={onPageChange}
        label={pagesLabel}
      />
    </Stack>
  );
}

function actionsColumn<Row>({
  header,
  rowName,
  actions,
  align,
}: RowActions<Row>): TableColumn<Row> {
  return {
    key: 'row-actions',
    header,
    align,
    cell: (row) => {
      const about = <span className={visuallyHidden}>{` (${rowName(row)})`}</span>;
      return (
        <Inline gap="xsmall" justify={align === 'end' ? 'end' : 'start'}>
          {actions(row).map((action) =>
            action ? (
              <Button
                key={action.id}
                tone={action.tone ?? 'secondary'}
                disabled={action.disabled}
                busy={action.busy}
                busyLabel={action.busyLabel}
                onClick={action.onSelect}
              >
                {action.label}
                {about}
              </Button>
            ) : null,
          )}
        </Inline>
      );
    },
  };
}
