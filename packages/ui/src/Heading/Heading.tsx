import type { ReactNode, Ref } from 'react';
import * as styles from './Heading.css';

export interface HeadingProps {
  readonly children: ReactNode;
  /** 2 under the page's h1 (default), 3 inside another section. */
  readonly level?: 2 | 3;
  readonly id?: string;
  /**
   * `-1` with `ref`: a heading that takes the focus when what it names replaces the content
   * before it (a wizard's step), so keyboard and screen-reader users follow.
   */
  readonly tabIndex?: -1;
  readonly ref?: Ref<HTMLHeadingElement>;
}

/** A section's heading, as a `Panel`'s title looks, outside a panel. */
export function Heading({ children, level = 2, id, tabIndex, ref }: HeadingProps) {
  const Element = level === 3 ? 'h3' : 'h2';
  return (
    <Element ref={ref} id={id} tabIndex={tabIndex} className={styles.heading[level]}>
      {children}
    </Element>
  );
}
