import { useMutation } from '@tanstack/react-query';
import { api, type RequestOf, type updateRole } from '@portal/api';
import { withUser } from '@portal/domain';
import { useUpdateCompanyUsers } from './companyUsers';

/** PUT /super-user/updateRole (spec §7): the row takes the new role. */
export function useUpdateRole() {
  const updateUsers = useUpdateCompanyUsers();
  return useMutation({
    mutationFn: (input: RequestOf<typeof updateRole>) => api.updateRole(input),
    onSuccess: ({ payload }) => updateUsers((users) => withUser(users, payload)),
  });
}
