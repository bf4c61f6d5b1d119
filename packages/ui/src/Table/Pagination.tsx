import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import { clampPage, pageItems, wholePageCount } from './pageItems';
import * as styles from './Pagination.css';
import { Chevron } from '../icons/Chevron';

export interface PaginationProps {
  /** The page shown, from 1. */
  readonly page: number;
  /** How many pages there are; with one page or none, nothing is shown. */
  readonly pageCount: number;
  /** Called with the page asked for (never the current one, never outside 1…pageCount). */
  readonly onPageChange: (page: number) => void;
  /** Names the navigation when a page has more than one; "Paginação" by default. */
  readonly label?: string;
}

/**
 * Moves through the pages of a list: previous and next, the page numbers (with ellipses for
 * long ranges) and "Página 2 de 5". Previous and next stay focusable but inert at the ends
 * (aria-disabled), so keyboard users keep their place. In a narrow box (a phone) the page
 * numbers are left out: "Página 2 de 5" with previous and next.
 */
export function Pagination({
  page: askedPage,
  pageCount: askedPageCount,
  onPageChange,
  label,
}: PaginationProps) {
  const _ = useKitI18n();
  const pageCount = wholePageCount(askedPageCount);
  if (pageCount <= 1) return null;
  const page = clampPage(askedPage, pageCount);
  const items = pageItems(page, pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };

  return (
    <nav className={styles.nav} aria-label={label ?? _(msg`Paginação`)}>
      <p className={styles.summary} aria-live="polite">
        {_(msg`Página ${page} de ${pageCount}`)}
      </p>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={_(msg`Página anterior`)}
            aria-disabled={page === 1 || undefined}
            onClick={() => go(page - 1)}
          >
            <Chevron direction="previous" className={styles.icon} />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Which gap it is (before or after the current page) keeps the key stable.
            <li
              key={index < items.length / 2 ? 'gap-before' : 'gap-after'}
              className={styles.pageItem}
              aria-hidden="true"
            >
              <span className={styles.ellipsis}>…</span>
            </li>
          ) : (
            <li key={item} className={styles.pageItem}>
              <PageButton page={item} current={item === page} onSelect={go} />
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={_(msg`Próxima página`)}
            aria-disabled={page === pageCount || undefined}
            onClick={() => go(page + 1)}
          >
            <Chevron direction="next" className={styles.icon} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

function PageButton({
  page,
  current,
  onSelect,
}: {
  readonly page: number;
  readonly current: boolean;
  readonly onSelect: (page: number) => void;
}) {
  const _ = useKitI18n();
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={_(msg`Página ${page}`)}
      aria-current={current ? 'page' : undefined}
      onClick={() => onSelect(page)}
    >
      {page}
    </button>
  );
}
