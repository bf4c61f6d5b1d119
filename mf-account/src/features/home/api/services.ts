import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey, type AccountKey } from '@portal/api/queries';

/** The cache key of the signed-in company's modules. */
export const servicesKey = (account: AccountKey) => [...account, 'services'] as const;

/** GET /my/services/ (spec §7): a card per module of the signed-in company. */
export function useServices() {
  return useQuery({
    queryKey: servicesKey(useAccountKey()),
    queryFn: async () => (await api.services()).payload,
  });
}
