import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey, type AccountKey } from '@portal/api/queries';

/** The cache key of the mother-company codes. */
export const motherCodesKey = (account: AccountKey) => [...account, 'mother-codes'] as const;

/**
 * GET /management/all-codes (spec §7): every integrity network's mother-company code with its
 * mother company (id and name) and groups; the choices of + Empresa's, the edit dialog's and the
 * link generator's network fields, read once for all three.
 */
export function useMotherCodes() {
  return useQuery({
    queryKey: motherCodesKey(useAccountKey()),
    queryFn: async () => (await api.allCodes()).payload,
  });
}
