import * as styles from './StepHeading.css';

export interface StepHeadingProps {
  /** The flow moves the focus here on each step change (`document.getElementById(id)`). */
  readonly id: string;
  readonly title: string;
}

/**
 * A step's heading in a multi-step flow (under the `Stepper`): the flow moves the focus to it on
 * each step change, so a screen reader hears where it is and Tab goes on from there.
 */
export function StepHeading({ id, title }: StepHeadingProps) {
  return (
    <h2 id={id} className={styles.heading} tabIndex={-1}>
      {title}
    </h2>
  );
}
