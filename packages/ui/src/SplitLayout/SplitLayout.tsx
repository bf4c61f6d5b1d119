import type { ReactNode } from 'react';
import * as styles from './SplitLayout.css';

export interface SplitLayoutProps {
  /** What stands beside the page on a desk and above it on a phone (the `BrandPanel`). */
  readonly aside: ReactNode;
  /** The page: its header and form, one under another in a column of a form's width. */
  readonly children: ReactNode;
}

/**
 * A page in two parts: the aside beside a centred main column on a desk, above it on a phone and
 * a tablet. The sign-in pages draw the brand panel beside their form with it.
 */
export function SplitLayout({ aside, children }: SplitLayoutProps) {
  return (
    <div className={styles.layout}>
      {aside}
      <div className={styles.main}>{children}</div>
    </div>
  );
}
