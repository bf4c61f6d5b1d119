import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. "Nenhum usuário encontrado". */
  readonly title: string;
  /** Why, or what to do about it, e.g. "Revise a busca ou cadastre um novo usuário." */
  readonly description?: ReactNode;
  /** What to do next: a button or a link. */
  readonly action?: ReactNode;
  /** A picture for the eye only: it is hidden from assistive tech, the title says it all. */
  readonly illustration?: ReactNode;
  /** Heading level of the title under the page's headings: 2 by default, 3 inside a section. */
  readonly level?: 2 | 3;
}

/** Stands in for an empty list or table: what is missing, why, and what to do next. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  level = 2,
}: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.root}>
      {illustration ? (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
