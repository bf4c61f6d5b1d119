import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack';
import * as styles from './Inline.css';

export type InlineJustify = keyof typeof styles.justify;
export type InlineAlign = keyof typeof styles.align;

export interface InlineProps {
  readonly children: ReactNode;
  /** Space between the children, across and down when they wrap; `small` by default. */
  readonly gap?: Space;
  /** Where the row sits: at the start (default), at the end, or spread to both edges. */
  readonly justify?: InlineJustify;
  /** How children of different heights line up; `center` by default. */
  readonly align?: InlineAlign;
  /**
   * `ul`/`ol` when the children are `li` items (the list bullets are removed); `span` inside a
   * line of text (a field's description): it flows in the line instead of starting a block.
   */
  readonly as?: 'div' | 'span' | 'ul' | 'ol';
}

/** Children side by side, wrapping onto more lines when the row is too narrow. */
export function Inline({
  children,
  gap = 'small',
  justify = 'start',
  align = 'center',
  as: Element = 'div',
}: InlineProps) {
  return (
    <Element
      className={`${styles.inline} ${Element === 'span' ? styles.inRunningText : ''} ${styles.gap[gap]} ${styles.justify[justify]} ${styles.align[align]}`}
    >
      {children}
    </Element>
  );
}
