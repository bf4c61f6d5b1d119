import type { ReactNode } from 'react';
import * as styles from './FieldGroup.css';

export interface FieldGroupProps {
  /** Names the group for everyone: screen readers read it before each field's label. */
  readonly legend: string;
  /** Fields side by side where there is room for each (15rem), stacked on a phone. */
  readonly columns?: boolean;
  readonly children: ReactNode;
}

/** Fields that belong together inside a form (the password change of the profile), as a fieldset. */
export function FieldGroup({ legend, columns = false, children }: FieldGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={columns ? styles.columns : styles.fields}>{children}</div>
    </fieldset>
  );
}
