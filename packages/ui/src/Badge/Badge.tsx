import * as styles from './Badge.css';

export interface BadgeProps {
  /** The short mark shown ('SaaS'). */
  readonly children: string;
  /** What the mark stands for, in full (shown on hover). */
  readonly title?: string;
}

/**
 * A short mark in a pill after a name, on the same line (a company's "SaaS"). Not a status: a
 * display status of spec §4 is a `StatusBadge`.
 */
export function Badge({ children, title }: BadgeProps) {
  return (
    <span className={styles.badge} title={title}>
      {children}
    </span>
  );
}
