import { useLingui } from '@lingui/react/macro';
import { ChoiceMenu } from '@portal/ui';
import {
  COMPANY_PLANS,
  COMPANY_STATUSES,
  type CompanyListQuery,
  type CompanyPlanFilter,
  type CompanyStatusFilter,
} from '../listQuery';
import { usePlanLabels, useStatusFilterLabels } from '../useFilterLabels';

export interface CompanyFiltersProps {
  readonly status: CompanyListQuery['status'];
  readonly plan: CompanyListQuery['plan'];
  readonly onChange: (filters: Pick<CompanyListQuery, 'status' | 'plan'>) => void;
}

/** The filter menu of spec §9: status (active, disabled, SaaS) and plan; one choice of each. */
export function CompanyFilters({ status, plan, onChange }: CompanyFiltersProps) {
  const { t } = useLingui();
  const statusLabels = useStatusFilterLabels();
  const planLabels = usePlanLabels();
  return (
    <ChoiceMenu
      groups={[
        {
          id: 'status',
          label: t`Status`,
          value: status,
          onChange: (value) => onChange({ status: value as CompanyStatusFilter | '', plan }),
          options: COMPANY_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
        },
        {
          id: 'plan',
          label: t`Plano`,
          value: plan,
          onChange: (value) => onChange({ status, plan: value as CompanyPlanFilter | '' }),
          options: COMPANY_PLANS.map((value) => ({ value, label: planLabels[value] })),
        },
      ]}
      clearLabel={t`Limpar filtros`}
      onClear={() => onChange({ status: '', plan: '' })}
    >
      {t`Filtros`}
    </ChoiceMenu>
  );
}
