import { useMutation } from '@tanstack/react-query';
import { api, type RequestOf, type createUser } from '@portal/api';
import { withUser } from '@portal/domain';
import { useUpdateCompanyUsers } from './companyUsers';

export type NewUser = Required<
  Pick<RequestOf<typeof createUser>, 'name' | 'email' | 'role' | 'language'>
>;

/** POST /super-user/createUser (spec §7): the new user joins the cached list. */
export function useCreateUser() {
  const updateUsers = useUpdateCompanyUsers();
  return useMutation({
    mutationFn: (user: NewUser) => api.createUser(user),
    onSuccess: ({ payload }) => updateUsers((users) => withUser(users, payload)),
  });
}
