import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';

/**
 * GET /management/all-codes (spec §7): every integrity network's mother-company code with its
 * mother company (id and name) and groups; the choices of + Empresa's, the edit dialog's and the
 * link generator's network fields, read once for all three.
 */
export function useMotherCodes() {
  return useQuery({
    queryKey: [...useAccountKey(), 'mother-codes'],
    queryFn: async () => (await api.allCodes()).payload,
  });
}
