import * as styles from './Loading.css';

/** A polite, labelled busy indicator. */
export function Loading({ label }: { readonly label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
