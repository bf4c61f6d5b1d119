import type { ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css';

/** Text read by screen readers and not shown (which row a button acts on, "opens in a new tab"). */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
