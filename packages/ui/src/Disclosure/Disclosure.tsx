import type { ReactNode } from 'react';
import * as styles from './Disclosure.css';

/** A native details/summary that reveals preformatted text (error details, logs). */
export function TextDisclosure({
  summary,
  text,
}: {
  readonly summary: ReactNode;
  readonly text: string;
}) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{summary}</summary>
      <pre className={styles.text}>{text}</pre>
    </details>
  );
}
