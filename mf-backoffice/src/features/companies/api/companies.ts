import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/api';
import { companiesRequest, type CompanyListQuery } from '../listQuery';
import { useCompaniesKey } from './keys';

/**
 * GET /control/all-companies (spec §7): one page of the companies the query finds. A newer
 * query abandons the older one's request (the signal), and the page shown stays on screen,
 * marked as a placeholder, until the next one has arrived: no flash of an empty table.
 */
export function useCompanies(query: CompanyListQuery) {
  const request = companiesRequest(query);
  return useQuery({
    queryKey: [...useCompaniesKey(), request],
    queryFn: async ({ signal }) => (await api.allCompanies(request, { signal })).payload,
    placeholderData: keepPreviousData,
  });
}
