import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useSession } from '@portal/session';
import { useAccountKey } from '@portal/api/queries';

/** GET /company/{id} (spec §7): the signed-in company's name and CNPJ. */
export function useCompany() {
  const companyId = useSession((state) => state.session?.company.id);
  return useQuery({
    queryKey: [...useAccountKey(), 'company'],
    queryFn: async () => (await api.getCompany({ id: companyId ?? '' })).payload,
    enabled: companyId !== undefined,
  });
}
