import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { signedInAccount, useAccountKey } from '@portal/api/queries';
import { companiesRequest, readListQuery, type CompanyListQuery } from '../listQuery';

/**
 * GET /control/all-companies (spec §7): one page of the companies the query finds. A newer
 * query abandons the older one's request (the signal), and the page shown stays on screen,
 * marked as a placeholder, until the next one has arrived: no flash of an empty table.
 */
export function useCompanies(query: CompanyListQuery) {
  return useQuery({ ...companiesQuery(useAccountKey(), query), placeholderData: keepPreviousData });
}

// Under the key every companies list shares (keys.ts), so a change to a company reads it again.
const companiesQuery = (key: readonly [string, string], query: CompanyListQuery) => {
  const request = companiesRequest(query);
  return {
    queryKey: [...key, 'companies', request] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await api.allCompanies(request, { signal })).payload,
  };
};

/**
 * Starts the list's first read before the page opens (the route's `preload`, which names the
 * page's `path`): the list the address asks for when the companies page is the one opening (a
 * link shared with a search), else the one the menu and the sidebar open (page 1, no filter);
 * none signed out.
 */
export async function prefetchCompanies(
  client: QueryClient,
  path: string,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  const account = signedInAccount();
  if (!account) return;
  const opening = pathname.endsWith(`/${path}`);
  const query = readListQuery(new URLSearchParams(opening ? search : ''));
  await client.prefetchQuery(companiesQuery(account.key, query));
}
