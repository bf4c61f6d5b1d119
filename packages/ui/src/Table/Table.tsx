import { useId, useRef, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Table.css';
import * as a11y from '../a11y.css';
import { useScrollsSideways } from './useScrollsSideways';

export type TableAlign = keyof typeof styles.cell;

/**
 * 'cards' (the default): where the table's box is narrow (a phone, a dialog), each row becomes a
 * card, its name first, then each cell under or beside its column's label. 'scroll': always a
 * table, scrolling sideways in its own region when wider than its box (a grid of numbers to
 * compare across rows, where a card makes no sense).
 */
export type TableLayout = 'cards' | 'scroll';

export interface TableColumn<Row> {
  /** Unique among the table's columns. */
  readonly key: string;
  /** The column header's content. */
  readonly header: ReactNode;
  /** What the column shows for a row. */
  readonly cell: (row: Row) => ReactNode;
  /** 'end' for amounts and numbers, so digits line up; 'start' by default. */
  readonly align?: TableAlign;
  /**
   * The cell names its row (a user's name, a company's): rendered as a row header, so screen
   * readers say which row a cell belongs to.
   */
  readonly rowHeader?: boolean;
  /**
   * The header as plain text, when `header` is not a string (an icon, a tooltip): it labels the
   * column's cells in the card layout. A string `header` is used by default.
   */
  readonly label?: string;
}

export interface TableProps<Row> {
  /** Names the table, e.g. "Usuários da empresa". */
  readonly caption: string;
  /** Keep the caption for screen readers only, when a visible heading already says it. */
  readonly captionHidden?: boolean;
  readonly columns: readonly TableColumn<Row>[];
  readonly rows: readonly Row[];
  /** A stable key per row (its id). */
  readonly rowKey: (row: Row) => string;
  /** Shown across the whole table when there are no rows (text, or an empty state). */
  readonly empty: ReactNode;
  /** Rows are being fetched: placeholder rows show instead, and the table is marked busy. */
  readonly loading?: boolean;
  /** How many placeholder rows show while loading; 3 by default. */
  readonly loadingRows?: number;
  /** Cards on a narrow box ('cards', the default) or always a table ('scroll'). */
  readonly layout?: TableLayout;
}

/**
 * Explicit roles, the same as the elements' own: the card layout changes the table's `display`,
 * and some browsers (Safari) then stop exposing a table, its rows and headers. With the roles a
 * screen reader keeps them in either layout. (Given as values, not literals, as jsx-a11y's
 * no-redundant-roles would otherwise ask to drop them.)
 */
const ROLE = {
  table: 'table',
  rowgroup: 'rowgroup',
  row: 'row',
  columnheader: 'columnheader',
  rowheader: 'rowheader',
  cell: 'cell',
} as const;

/** The text that labels a column's cells in the card layout. */
function columnLabel(column: Pick<TableColumn<unknown>, 'header' | 'label'>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

/** The card layout for this many columns (it turns on at a wider box for more columns). */
function cardLayout(columnCount: number): string {
  const count = Math.min(Math.max(columnCount, 1), 6) as keyof typeof styles.cards;
  return styles.cards[count];
}

/**
 * A data table: a real `<table>` with a caption, column headers and typed columns. On a narrow
 * box its rows become cards (see `layout`); too wide for its box, it scrolls in its own region.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  loadingRows = 3,
  layout = 'cards',
}: TableProps<Row>) {
  const _ = useKitI18n();
  const captionId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const scrollable = useScrollsSideways(wrapper);
  return (
    // Wider than its box (a phone, a dialog): the box scrolls, so keyboard users can reach it
    // with Tab and scroll it with the arrows; a named region says what they are in.
    <div
      ref={wrapper}
      className={styles.wrapper}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <table
        role={ROLE.table}
        className={
          layout === 'cards' ? `${styles.table} ${cardLayout(columns.length)}` : styles.table
        }
        // The caption names the table also where a changed `display` loses the native link.
        aria-labelledby={captionId}
        aria-busy={loading || undefined}
        data-layout={layout}
      >
        <caption id={captionId} className={captionHidden ? a11y.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead role={ROLE.rowgroup}>
          <tr role={ROLE.row}>
            {columns.map((column) => (
              <th
                key={column.key}
                role={ROLE.columnheader}
                scope="col"
                className={`${styles.cell[column.align ?? 'start']} ${styles.headerCell}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={ROLE.rowgroup}>
          {loading ? (
            // Placeholders only sketch the coming rows: screen readers hear the status below.
            Array.from({ length: loadingRows }, (_row, index) => (
              <tr key={index} role={ROLE.row} aria-hidden="true">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role={ROLE.cell}
                    className={styles.cell[column.align ?? 'start']}
                    data-label={columnLabel(column)}
                  >
                    <span className={styles.placeholder} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr role={ROLE.row}>
              <td role={ROLE.cell} colSpan={columns.length} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role={ROLE.row}>
                {columns.map((column) => {
                  const className = styles.cell[column.align ?? 'start'];
                  return column.rowHeader ? (
                    <th
                      key={column.key}
                      role={ROLE.rowheader}
                      scope="row"
                      className={`${className} ${styles.rowHeaderCell}`}
                      data-label={columnLabel(column)}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      role={ROLE.cell}
                      className={className}
                      data-label={columnLabel(column)}
                    >
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {/* Always present, so the change to "Carregando…" is announced. */}
      <p role="status" className={a11y.visuallyHidden}>
        {loading ? _(msg`Carregando…`) : null}
      </p>
    </div>
  );
}
