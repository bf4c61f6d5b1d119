import type { ReactNode } from 'react';
import * as styles from './SidebarLayout.css';

export interface SidebarLayoutProps {
  /** The area's navigation (a `SidebarNav`). */
  readonly sidebar: ReactNode;
  /** The section shown (a `PageLayout`); it never widens the page, its tables scroll inside it. */
  readonly children: ReactNode;
}

/**
 * An area of several sections: the sidebar beside the section on a desk, above it on a phone and
 * a tablet. The back-office lays out its companies, coupons and link generator with it.
 */
export function SidebarLayout({ sidebar, children }: SidebarLayoutProps) {
  return (
    <div className={styles.layout}>
      {sidebar}
      <div className={styles.section}>{children}</div>
    </div>
  );
}
