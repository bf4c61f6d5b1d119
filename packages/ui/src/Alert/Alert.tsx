import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Alert.css';

export type AlertTone = keyof typeof styles.alert;

export interface AlertProps {
  /** `critical` interrupts screen readers (role="alert"); the others wait their turn. */
  readonly tone?: AlertTone;
  readonly title: string;
  readonly description?: ReactNode;
  /** A button or link that resolves the message, e.g. "Tentar novamente". */
  readonly action?: ReactNode;
  /**
   * Shows a close button ("Fechar") that calls this; the caller then stops rendering the alert
   * and, since the button goes with it, moves the focus somewhere sensible.
   */
  readonly onDismiss?: () => void;
}

// Drawn inside the outline: a tick, a cross, an exclamation mark, an "i".
const MARKS: Readonly<Record<AlertTone, string>> = {
  positive: 'M7.5 12.5l3 3 6-6.5',
  critical: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  caution: 'M12 10v4.5M12 17.5v.5',
  neutral: 'M12 11v6M12 7.5v.5',
};

// A different shape per tone (a triangle for caution, a circle otherwise, and its own mark), so
// the tone does not rest on colour alone.
function ToneIcon({ tone }: { readonly tone: AlertTone }) {
  return (
    <svg className={styles.iconSvg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      {tone === 'caution' ? (
        <path d="M12 3.5L22 20.5H2z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" />
      )}
      <path d={MARKS[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An inline message inside the page (a banner): an error that blocks the task, a warning, a
 * confirmation or a notice, with an optional action and close button.
 */
export function Alert({ tone = 'neutral', title, description, action, onDismiss }: AlertProps) {
  const _ = useKitI18n();
  return (
    <div
      className={styles.alert[tone]}
      role={tone === 'critical' ? 'alert' : 'status'}
      data-tone={tone}
    >
      <span className={styles.icon[tone]}>
        <ToneIcon tone={tone} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description ? <div className={styles.description}>{description}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={_(msg`Fechar`)}
          onClick={onDismiss}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
