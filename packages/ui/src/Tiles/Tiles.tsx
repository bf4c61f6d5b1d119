import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack';
import * as styles from './Tiles.css';

export interface TilesProps {
  readonly children: ReactNode;
  /** Space between the tiles, across and down; `large` by default. */
  readonly gap?: Space;
}

/**
 * Children as tiles of equal width, as many to a row as fit (at least `vars.size.tileMin` each),
 * one to a row on a phone: a page's cards.
 */
export function Tiles({ children, gap = 'large' }: TilesProps) {
  return <div className={`${styles.tiles} ${styles.gap[gap]}`}>{children}</div>;
}
