import { useMutation } from '@tanstack/react-query';
import { api, type RequestOf, type updateCompany } from '@portal/api';
import { useCompanyChanged } from './company';
import { useCompanyKey } from './keys';

export type CompanyChanges = RequestOf<typeof updateCompany>;

/** PUT /company/{id} (spec §7): name, contract expiry and status (`deleted`) of a company. */
export function useUpdateCompany(companyId: string) {
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationKey: [...useCompanyKey(companyId), 'update'],
    mutationFn: (changes: CompanyChanges) => api.updateCompany(changes),
    onSuccess: ({ payload }) => changed(payload),
  });
}
