import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { useCompanyChanged } from './company';
import { useCompanyKey } from './keys';

/** GET /management/subcompany-groups/{id}: the groups a mother company files its companies in. */
export function useMotherCompanyGroups(motherId: string | null) {
  return useQuery({
    queryKey: [...useAccountKey(), 'mother-company-groups', motherId ?? ''],
    queryFn: async () => (await api.subcompanyGroups({ id: motherId ?? '' })).payload,
    enabled: motherId !== null,
  });
}

export interface MotherCompanyChoice {
  /** The mother company's id (not its code entry's). */
  readonly motherId: string;
  readonly groups: readonly string[];
}

/**
 * PUT /company/add-to-mothercompany (spec §7): the company joins a mother company's integrity
 * network, in the groups chosen (the ones it had in that network are replaced).
 */
export function useAddToMotherCompany(companyId: string) {
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationKey: [...useCompanyKey(companyId), 'mother-company'],
    mutationFn: ({ motherId, groups }: MotherCompanyChoice) =>
      api.addToMotherCompany({ empresaMaeId: motherId, companyId, groups: [...groups] }),
    onSuccess: ({ payload }) => changed(payload),
  });
}
