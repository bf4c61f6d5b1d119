import type { ReactNode } from 'react';
import * as styles from './StatusPanel.css';

export interface StatusPanelProps {
  /** Short visual marker such as "404"; hidden from assistive technology. */
  readonly mark?: string;
  readonly tone?: keyof typeof styles.mark;
  readonly title: ReactNode;
  /** Heading level of the title: 1 for a whole page, 2 inside a page. */
  readonly level?: 1 | 2;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
  readonly footnote?: ReactNode;
  readonly children?: ReactNode;
  /** `alert` for failures that appear after the page was already shown. */
  readonly role?: 'alert' | 'region';
  readonly labelId?: string;
}

/** A centred message with actions: not found, access denied, errors, unavailable modules. */
export function StatusPanel({
  mark,
  tone = 'neutral',
  title,
  level = 1,
  description,
  actions,
  footnote,
  children,
  role,
  labelId,
}: StatusPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.panel} role={role} aria-labelledby={labelId}>
      {mark ? (
        <span aria-hidden="true" className={`${styles.markBase} ${styles.mark[tone]}`}>
          {mark}
        </span>
      ) : null}
      <Heading id={labelId} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </section>
  );
}
