import type { ReactNode } from 'react';
import * as styles from './FormActions.css';

export interface FormActionsProps {
  /** The form's buttons, the main one (usually the submit) last. */
  readonly children: ReactNode;
  /**
   * `row` (default): at the form's end, wrapping. `stacked`: one full-width button under the
   * other, the main one first, for a narrow single-column form (sign-in and the pages before it).
   */
  readonly layout?: 'row' | 'stacked';
}

/**
 * A form's buttons, in a row at its end that wraps on a narrow screen. A component of its own
 * rather than `<Inline justify="end">`: every form and dialog then ends the same way (same gap,
 * same space above), without each page choosing again.
 */
export function FormActions({ children, layout = 'row' }: FormActionsProps) {
  return <div className={styles.actions[layout]}>{children}</div>;
}
