import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Stepper.css';
import * as a11y from '../a11y.css';

export type StepState = keyof typeof styles.step;

export interface StepperProps {
  /** The steps' names, in order, e.g. ["Plano", "Dados da empresa e de cobrança", …]. */
  readonly steps: readonly string[];
  /** The step under way, from 0 (taken as the nearest step when out of range). */
  readonly current: number;
}

/**
 * Progress through a multi-step flow (checkout, sign-up): "Etapa 2 de 4" and an ordered list
 * of the steps, each done, current (aria-current="step") or upcoming. Screen readers also hear
 * each step's state, since the marks and colours are only visual. It shows progress only: the
 * flow's own buttons move between steps.
 */
export function Stepper({ steps, current }: StepperProps) {
  const _ = useKitI18n();
  const stepCount = steps.length;
  if (stepCount === 0) return null;
  const index = Math.min(Math.max(0, Math.floor(current) || 0), stepCount - 1);
  const step = index + 1;
  const statusText: Readonly<Record<StepState, string | null>> = {
    done: _(msg`concluído`),
    current: _(msg`etapa atual`),
    upcoming: null,
  };

  return (
    <div className={styles.root}>
      <p className={styles.caption}>{_(msg`Etapa ${step} de ${stepCount}`)}</p>
      <ol className={styles.list}>
        {steps.map((label, position) => {
          const state: StepState =
            position < index ? 'done' : position === index ? 'current' : 'upcoming';
          const status = statusText[state];
          return (
            <li
              key={`${position}-${label}`}
              className={styles.step[state]}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span className={styles.marker[state]} aria-hidden="true">
                {state === 'done' ? <CheckMark /> : position + 1}
              </span>
              <span className={styles.label[state]}>
                {label}
                {status ? <span className={a11y.visuallyHidden}> ({status})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function CheckMark() {
  return (
    <svg className={styles.check} viewBox="0 0 16 16" fill="none">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
