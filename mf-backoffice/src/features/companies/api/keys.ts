import { useAccountKey } from '@portal/api/queries';

/**
 * The cache key under which every companies list (any search, filter or page) is kept: a change
 * to one company invalidates it, so each list is read again.
 */
export function useCompaniesKey() {
  return [...useAccountKey(), 'companies'] as const;
}

/** The cache key of what is known about one company (its users, its done tasks, its subscription). */
export function useCompanyKey(companyId: string) {
  return [...useAccountKey(), 'company', companyId] as const;
}
