import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { DisplayStatus } from '@portal/domain';
import { Badge, type BadgeTone } from '@portal/ui';

export interface StatusBadgeProps {
  /** How the subscription or charge reads (`displayStatus` / `chargeDisplayStatus`). */
  readonly status: DisplayStatus;
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
const TONES: Readonly<Record<DisplayStatus, BadgeTone>> = {
  active: 'positive',
  inactive: 'neutral',
  'payment-pending': 'caution',
  processing: 'neutral',
  'payment-late': 'critical',
  'waiting-confirmation': 'neutral',
};

/**
 * A subscription's or a charge's status (spec §4) as the kit's toned `Badge`: its label (PT/ES,
 * from this package's catalog) in the status's tone.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(LABELS[status])}</Badge>;
}
