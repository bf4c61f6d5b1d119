import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionListItem {
  /** What the value is, e.g. "CNPJ". */
  readonly term: string;
  /** The value, e.g. a masked CNPJ or "Compliance Officer · Superusuário". */
  readonly details: ReactNode;
}

export interface DescriptionListProps {
  readonly items: readonly DescriptionListItem[];
}

/** Read-only facts as name and value pairs (`<dl>`), in as many columns as fit. */
export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item, index) => (
        // Terms are the natural key, but nothing stops a caller repeating one.
        <div key={`${index}-${item.term}`} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.details}>{item.details}</dd>
        </div>
      ))}
    </dl>
  );
}
