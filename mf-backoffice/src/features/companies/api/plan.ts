import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useCompanyChanged } from './company';
import { useCompanyKey } from './keys';

export type ChosenPlan = 'trial' | 'paid';

/**
 * PUT /company/change-plan/ (spec §4, §7): a SaaS account switched between its free trial and
 * the paid plan (its super user's choice). The answer is the owner's progress, so the company
 * is read again.
 */
export function useChangePlan(companyId: string) {
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationKey: [...useCompanyKey(companyId), 'plan'],
    mutationFn: (newPlan: ChosenPlan) => api.changePlan({ companyId, newPlan }),
    onSuccess: () => changed(),
  });
}
