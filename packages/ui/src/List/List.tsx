import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack';
import * as styles from './List.css';

export interface ListProps {
  /** The items, each an `li`. */
  readonly children: ReactNode;
  /** Space between the items; `xxsmall` by default. */
  readonly gap?: Space;
}

/** A bulleted list in running content (the plans a sign-up link chose). `Stack as="ul"` has no bullets. */
export function List({ children, gap = 'xxsmall' }: ListProps) {
  return <ul className={`${styles.list} ${styles.gap[gap]}`}>{children}</ul>;
}
