import { useState } from 'react';
import { useSearchParams } from '@portal/router';
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
   * The page shown, when the caller keeps it (with `onPageChange`); otherwise the table keeps
   * its own, from the first page.
   */
  readonly page?: number;
  /** Called with the page asked for. */
  readonly onPageChange?: (page: number) => void;
  /**
   * Keeps the page in the address, under this search parameter (e.g. `pagina`): a reload or a
   * shared link shows the same page, back and forward step through the pages. Needs a router.
   */
  readonly pageParam?: string;
  /** The rows are already one page (paged by the server): how many rows there are in all. */
  readonly total?: number;
  /** Buttons acting on each row, in a last column. */
  readonly rowActions?: RowActions<Row>;
}

/**
 * A table that pages itself: `pageSize` rows at a time with the kit's `Pagination` under it,
 * the page kept by the table, by the caller or in the address (`pageParam`). It is a `Table`:
 * on a phone its rows become cards. A page out of range (the last row of the last page deleted)
 * shows the nearest page.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  if (props.pageParam !== undefined) return <PageInAddress {...props} param={props.pageParam} />;
  if (props.page !== undefined) return <PagedTableView {...props} page={props.page} />;
  return <PageInState {...props} />;
}

function PageInState<Row>(props: PagedTableProps<Row>) {
  const [page, setPage] = useState(1);
  return (
    <PagedTableView
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

function PageInAddress<Row>({
  param,
  ...props
}: PagedTableProps<Row> & { readonly param: string }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(param));
  return (
    <PagedTableView
      {...props}
      page={Number.isInteger(asked) && asked > 1 ? asked : 1}
      onPageChange={(next) => {
        setParams((current) => {
          const changed = new URLSearchParams(current);
          if (next > 1) changed.set(param, String(next));
          else changed.delete(param);
          return changed;
        });
        props.onPageChange?.(next);
      }}
    />
  );
}

function PagedTableView<Row>({
  rows,
  pageSize,
  pagesLabel,
  page,
  onPageChange,
  total,
  rowActions,
  columns,
  ...table
}: PagedTableProps<Row> & { readonly page: number }) {
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
        onPageChange={(next) => onPageChange?.(next)}
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
