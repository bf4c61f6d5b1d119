import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';

/** The cache key of the mother-company codes known to the back-office. */
export function useMotherCodesKey() {
  return [...useAccountKey(), 'mother-codes'] as const;
}

/**
 * GET /management/all-codes (spec §7): every integrity network's mother-company code with the
 * mother company's name, the choices of the link generator's network field.
 */
export function useMotherCodes() {
  return useQuery({
    queryKey: useMotherCodesKey(),
    queryFn: async () => (await api.allCodes()).payload,
  });
}
