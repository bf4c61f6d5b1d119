import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DisplayStatus } from '@portal/domain';
import { useKitI18n } from '../i18n';
import * as styles from './StatusBadge.css';

type StatusTone = keyof typeof styles.badge;

export interface StatusBadgeProps {
  /** How the subscription or charge reads (`displayStatus` / `chargeDisplayStatus`). */
  readonly status: DisplayStatus;
  /**
   * The word shown instead of the status's own, where the thing has its own (a company is "Ativa"
   * or "Desativada"); the tone and mark still follow `status`.
   */
  readonly label?: string;
}

const LABELS: Readonly<Record<DisplayStatus, MessageDescriptor>> = {
  active: msg`Ativo`,
  inactive: msg`Inativo`,
  'payment-pending': msg`Pagamento pendente`,
  processing: msg`Processando`,
  'payment-late': msg`Pagamento atrasado`,
  'waiting-confirmation': msg`Aguardando confirmação`,
};

// Pending and late ask the customer to act; processing and waiting confirmation only to wait.
const TONES: Readonly<Record<DisplayStatus, StatusTone>> = {
  active: 'positive',
  inactive: 'neutral',
  'payment-pending': 'caution',
  processing: 'neutral',
  'payment-late': 'critical',
  'waiting-confirmation': 'neutral',
};

const ICON_PATHS: Readonly<Record<StatusTone, string>> = {
  positive: 'M4 8.5l2.5 2.5L12 5.5',
  caution: 'M8 4.5v4M8 11v.5',
  critical: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
  neutral: 'M5 8h6',
};

/**
 * A subscription's or a charge's status as a pill: its label (PT/ES, from the kit's catalog) in
 * the status's tone, with a mark whose shape follows the tone, so colour is never the only clue.
 */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const _ = useKitI18n();
  const tone = TONES[status];
  return (
    <span className={styles.badge[tone]} data-tone={tone}>
      <svg className={styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeWidth="1.5" />
        <path d={ICON_PATHS[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label ?? _(LABELS[status])}
    </span>
  );
}
