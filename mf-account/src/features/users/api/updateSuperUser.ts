import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useUpdateCompanyUsers } from './companyUsers';

/**
 * PUT /super-user/updateSuperUser with superUserValue true (spec §7): `id` becomes the account's
 * super user and the caller stops being one. The page never asks for false: a super user cannot
 * remove their own status (spec §4).
 */
export function useDesignateSuperUser() {
  const updateUsers = useUpdateCompanyUsers();
  return useMutation({
    mutationFn: (id: string) => api.updateSuperUser({ id, superUserValue: true }),
    // The answer is the whole list as it is now.
    onSuccess: ({ payload }) => updateUsers(() => payload),
  });
}
