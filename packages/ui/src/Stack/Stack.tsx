import type { ReactNode } from 'react';
import * as styles from './Stack.css';

/** A step of the kit's space scale (`vars.space`). */
export type Space = keyof typeof styles.gap;

/** The elements a stack may be: a plain box, a region of its own, or a list of items. */
export type StackElement = 'div' | 'section' | 'article' | 'ul' | 'ol';

export interface StackProps {
  readonly children: ReactNode;
  /** Space between the children; `medium` by default. */
  readonly gap?: Space;
  /** `ul`/`ol` when the children are `li` items (the list bullets are removed). */
  readonly as?: StackElement;
}

/** Children one under another, as wide as the stack, with the same space between each. */
export function Stack({ children, gap = 'medium', as: Element = 'div' }: StackProps) {
  return <Element className={`${styles.stack} ${styles.gap[gap]}`}>{children}</Element>;
}
