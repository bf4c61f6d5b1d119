/** A page number, or a gap standing for two or more pages that are not listed. */
export type PageItem = number | 'ellipsis';

/** Seven items keep the pagination on one line of a phone, with its previous and next buttons. */
const MAX_ITEMS = 7;

/** A page count as a whole number, 0 when it is not a positive number. */
export function wholePageCount(pageCount: number): number {
  return Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
}

/** `page` as a whole page within 1…last (the first page when it is not a number). */
export function clampPage(page: number, last: number): number {
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, wanted), Math.max(1, last));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page numbers a pagination lists: every page when there are seven or fewer, else the
 * first, the last, the current one with its neighbours, and ellipses for the gaps (1 … 4 5 6 … 20).
 * Never more than seven items; an ellipsis always hides at least two pages, so it is never used
 * where the page number would fit. `page` outside 1…pageCount is taken as the nearest end.
 */
export function pageItems(page: number, pageCount: number): readonly PageItem[] {
  const last = wholePageCount(pageCount);
  if (last === 0) return [];
  const current = clampPage(page, last);
  if (last <= MAX_ITEMS) return range(1, last);
  if (current <= 4) return [...range(1, 5), 'ellipsis', last];
  if (current >= last - 3) return [1, 'ellipsis', ...range(last - 4, last)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', last];
}

/** One page of a list paginated in the browser. */
export interface PageSlice<Row> {
  readonly rows: readonly Row[];
  /** The page shown, clamped to 1…pageCount (a deletion may have removed the last page). */
  readonly page: number;
  /** At least 1, so an empty list still reads "Página 1 de 1". */
  readonly pageCount: number;
}

/** Client-side pagination (the spec pages user lists by 10, dialog lists by 5). */
export function paginate<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): PageSlice<Row> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = clampPage(page, pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}
