import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type AdminCompany } from '@portal/api';
import { useCompaniesKey, useCompanyKey } from './keys';

/** The cache key of one company's admin view (what the list shows of it, read alone). */
function useAdminCompanyKey(companyId: string) {
  return [...useCompanyKey(companyId), 'admin-view'] as const;
}

/**
 * GET /control/company/{id} (spec §7): one company as the back-office lists it. With `shown`
 * (the row the list showed) the dialog starts from it at once, and later saves update it.
 */
export function useAdminCompany(companyId: string, shown?: AdminCompany) {
  return useQuery({
    queryKey: useAdminCompanyKey(companyId),
    queryFn: async () => (await api.controlCompany({ id: companyId })).payload,
    ...(shown ? { initialData: shown } : {}),
  });
}

/**
 * After a change to a company: its admin view takes the server's answer when there is one (or is
 * read again), and every companies list is read again, so the row shows the change too.
 */
export function useCompanyChanged(companyId: string) {
  const client = useQueryClient();
  const companyKey = useAdminCompanyKey(companyId);
  const listsKey = useCompaniesKey();
  return (changed?: AdminCompany) => {
    if (changed) client.setQueryData(companyKey, changed);
    else void client.invalidateQueries({ queryKey: companyKey });
    void client.invalidateQueries({ queryKey: listsKey });
  };
}

/**
 * GET /company?companyId (spec §7): the company's own data, with what the admin list lacks
 * (the fantasy name), as the user edit shows it.
 */
export function useCompanyData(companyId: string) {
  return useQuery({
    queryKey: [...useCompanyKey(companyId), 'data'],
    queryFn: async () => (await api.companyById({ companyId })).payload,
  });
}
