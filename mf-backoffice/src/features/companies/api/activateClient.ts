import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf, type activateClient } from '@portal/api';
import { useCompaniesKey } from './keys';

export type NewClient = RequestOf<typeof activateClient>;

/**
 * POST /company/activate-client (spec §7): the company and its users at once. The answer says
 * how the company and each user went (spec §8); every companies list is read again.
 */
export function useActivateClient() {
  const client = useQueryClient();
  const companiesKey = useCompaniesKey();
  return useMutation({
    mutationFn: (input: NewClient) => api.activateClient(input),
    onSettled: () => client.invalidateQueries({ queryKey: companiesKey }),
  });
}
