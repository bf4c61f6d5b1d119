import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useAccountKey } from '@portal/api/queries';
import { billingKeys } from '@portal/billing/queries';

/**
 * PUT /payment/update-customer-email (spec §7): the company's billing e-mail, for all its
 * subscriptions; the subscriptions are read again so every section shows the new one.
 */
export function useUpdateBillingEmail() {
  const queries = useQueryClient();
  const account = useAccountKey();
  return useMutation({
    mutationFn: (newCostumerEmail: string) => api.updateCustomerEmail({ newCostumerEmail }),
    onSuccess: () => queries.invalidateQueries({ queryKey: billingKeys.subscriptions(account) }),
  });
}
