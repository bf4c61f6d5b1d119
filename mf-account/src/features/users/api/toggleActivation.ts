import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { withUser } from '@portal/domain';
import { useUpdateCompanyUsers } from './companyUsers';

/** PUT /super-user/userActivationToggle/{id} (spec §7): active becomes deactivated and back. */
export function useToggleActivation() {
  const updateUsers = useUpdateCompanyUsers();
  return useMutation({
    mutationFn: (id: string) => api.toggleActivation({ id }),
    onSuccess: ({ payload }) => updateUsers((users) => withUser(users, payload)),
  });
}
