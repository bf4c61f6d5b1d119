import { useLingui } from '@lingui/react/macro';
import { roleOptions } from '@portal/rules';
import type { FieldBinding } from '@portal/rules/form';
import { RadioGroup } from '@portal/ui';

/** The roles a super user may say they hold during onboarding (spec §2.6), in this order. */
export const OWN_ROLES = ['co', 'ceo', 'cfo'] as const;

/**
 * "Qual é a sua função?": CO, CEO or CFO (responsible for purchasing), each with what it does
 * written under it, from the portal's one role catalog.
 */
export function RoleChoice(binding: FieldBinding) {
  const { t, i18n } = useLingui();
  return (
    <RadioGroup
      label={t`Qual é a sua função na empresa?`}
      required
      options={roleOptions(i18n, OWN_ROLES)}
      {...binding}
    />
  );
}
