import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type CompanyUser } from '@portal/api';
import { useSession } from '@portal/session';
import { signedInAccount, useAccountKey } from '@portal/api/queries';

/** The cache key of the signed-in company's users. */
export function useCompanyUsersKey() {
  return companyUsersQuery(useAccountKey(), '').queryKey;
}

/** GET /my/user/{companyId}/all: every user of the signed-in company (spec §7). */
export function useCompanyUsers() {
  const companyId = useSession((state) => state.session?.company.id);
  return useQuery({
    ...companyUsersQuery(useAccountKey(), companyId ?? ''),
    enabled: companyId !== undefined,
  });
}

const companyUsersQuery = (key: readonly [string, string], companyId: string) => ({
  queryKey: [...key, 'company-users'] as const,
  queryFn: async () => (await api.companyUsers({ companyId })).payload,
});

/** Starts the users page's first read before it opens (the route's `preload`). */
export async function prefetchCompanyUsers(client: QueryClient): Promise<void> {
  const account = signedInAccount();
  if (account) await client.prefetchQuery(companyUsersQuery(account.key, account.companyId));
}

/**
 * After a change: the answer goes into the cached list at once (the row updates without a
 * wait), then the list is read again, so what other people changed meanwhile shows too.
 */
export function useUpdateCompanyUsers() {
  const client = useQueryClient();
  const queryKey = useCompanyUsersKey();
  return (update: (users: readonly CompanyUser[]) => readonly CompanyUser[]) => {
    client.setQueryData<readonly CompanyUser[]>(queryKey, (users) => users && update(users));
    void client.invalidateQueries({ queryKey });
  };
}
