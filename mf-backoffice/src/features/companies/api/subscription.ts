import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Subscription } from '@portal/api';
import { isSubscriptionEnded } from '@portal/domain';
import { useCompanyChanged } from './company';
import { useCompanyKey } from './keys';

/** Cancelled subscriptions are reactivated; any other is cancelled (spec §4). */
export const isReactivatable = (subscription: Subscription): boolean =>
  isSubscriptionEnded(subscription.status);

function useSubscriptionsKey(companyId: string) {
  return [...useCompanyKey(companyId), 'subscriptions'] as const;
}

const subscriptionsQuery = (queryKey: readonly unknown[], companyId: string) => ({
  queryKey,
  queryFn: async () => (await api.subscriptions({ companyId })).payload,
});

/** GET /payment/subscription?companyId (spec §7): the company's subscriptions. */
export function useCompanySubscriptions(companyId: string, enabled = true) {
  return useQuery({ ...subscriptionsQuery(useSubscriptionsKey(companyId), companyId), enabled });
}

/**
 * The company's subscriptions when a save needs them: the cached ones, or read now (a failure
 * rejects, so the save says so).
 */
export function useReadSubscriptions(companyId: string) {
  const client = useQueryClient();
  const query = subscriptionsQuery(useSubscriptionsKey(companyId), companyId);
  return () => client.ensureQueryData(query);
}

export type SubscriptionChange = 'cancel' | 'reactivate';

/**
 * POST /payment/cancel-subscription or /payment/reactivate-subscription (spec §4): the
 * subscription takes its new status in the cache; the company (its expiry) is read again.
 */
export function useChangeSubscriptionStatus(companyId: string) {
  const client = useQueryClient();
  const subscriptionsKey = useSubscriptionsKey(companyId);
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationKey: [...useCompanyKey(companyId), 'subscription'],
    mutationFn: ({
      change,
      subscriptionId,
    }: {
      change: SubscriptionChange;
      subscriptionId: string;
    }) =>
      change === 'cancel'
        ? api.cancelSubscription({ subscriptionId })
        : api.reactivateSubscription({ subscriptionId }),
    onSuccess: ({ payload }) => {
      client.setQueryData<readonly Subscription[]>(subscriptionsKey, (subscriptions) =>
        subscriptions?.map((subscription) =>
          subscription.subscriptionId === payload.subscriptionId ? payload : subscription,
        ),
      );
      void client.invalidateQueries({ queryKey: subscriptionsKey });
      changed();
    },
  });
}
