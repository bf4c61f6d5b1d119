import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

/** The page's one h1, with an optional line under it. */
export function PageHeader({
  title,
  description,
}: {
  readonly title: ReactNode;
  readonly description?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
