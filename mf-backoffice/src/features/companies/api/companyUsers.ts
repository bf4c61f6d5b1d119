import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CompanyUser, type RequestOf, type editUser } from '@portal/api';
import { useCreateUser } from '@portal/api/queries';
import { withUser } from '@portal/domain';
import { useCompanyKey } from './keys';

function useCompanyUsersKey(companyId: string) {
  return [...useCompanyKey(companyId), 'users'] as const;
}

/** GET /control/company/users/{id} (spec §7): every user of a company. */
export function useCompanyUsers(companyId: string) {
  return useQuery({
    queryKey: useCompanyUsersKey(companyId),
    queryFn: async () => (await api.controlCompanyUsers({ id: companyId })).payload,
  });
}

/**
 * POST /super-user/createUser with the company's id (spec §7, back-office), the portal's one
 * hook bound to this company's cache: the new user joins the cached list at once, then the list
 * is read again; the company's dialog waits on it while it runs.
 */
export function useCreateCompanyUser(companyId: string) {
  return useCreateUser({
    companyId,
    usersKey: useCompanyUsersKey(companyId),
    mutationKey: [...useCompanyKey(companyId), 'create-user'],
  });
}

/** What the back-office edits of a user: everything PUT /my/user/{id}/edit takes but the company. */
export type CompanyUserEdit = Omit<RequestOf<typeof editUser>, 'company'>;

/**
 * PUT /my/user/{id}/edit (spec §7, back-office): a user's name, e-mail, role and status, in their
 * company. The answer takes the user's place in the cached list at once (the row changes where it
 * is), then the list is read again.
 */
export function useEditCompanyUser(companyId: string) {
  const client = useQueryClient();
  const usersKey = useCompanyUsersKey(companyId);
  return useMutation({
    mutationKey: [...useCompanyKey(companyId), 'edit-user'],
    mutationFn: (edit: CompanyUserEdit) => api.editUser({ ...edit, company: companyId }),
    onSuccess: ({ payload }) => {
      client.setQueryData<readonly CompanyUser[]>(
        usersKey,
        (users) => users && withUser(users, payload),
      );
      void client.invalidateQueries({ queryKey: usersKey });
    },
  });
}
