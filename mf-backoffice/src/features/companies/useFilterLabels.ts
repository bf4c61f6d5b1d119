// The companies list's filter choices as staff read them (page logic that is not a call).
import { useLingui } from '@lingui/react/macro';
import { TIERS } from '@portal/domain';
import type { CompanyPlanFilter, CompanyStatusFilter } from './listQuery';

/** The status filter's choices as staff read them. */
export function useStatusFilterLabels(): Readonly<Record<CompanyStatusFilter, string>> {
  const { t } = useLingui();
  return { active: t`Ativas`, disabled: t`Desativadas`, saas: t`SaaS` };
}

/** The plans (tiers) by their product names, the same in every language. */
export function usePlanLabels(): Readonly<Record<CompanyPlanFilter, string>> {
  return {
    essential: TIERS.essential.name,
    advanced: TIERS.advanced.name,
    enterprise: TIERS.enterprise.name,
  };
}
