import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Table.css';
import * as a11y from '../a11y.css';

export type TableAlign = keyof typeof styles.cell;

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
}

/** A data table: a real `<table>` with a caption, column headers and typed columns. */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  loadingRows = 3,
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
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={captionHidden ? a11y.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${styles.cell[column.align ?? 'start']} ${styles.headerCell}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            // Placeholders only sketch the coming rows: screen readers hear the status below.
            Array.from({ length: loadingRows }, (_row, index) => (
              <tr key={index} aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell[column.align ?? 'start']}>
                    <span className={styles.placeholder} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = styles.cell[column.align ?? 'start'];
                  return column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      className={`${className} ${styles.rowHeaderCell}`}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
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

/** Whether the element's content is wider than it, as its size or content changes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
