import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Subscription } from '@portal/api';
import { useCompanyChanged } from './company';
import { useCompanyKey } from './keys';

/** Cancelled subscriptions are reactivated; any other is cancelled (spec §4). */
export const isReactivatable = (subscription: Subscription): boolean =>
  subscription.status === 'canceled' || subscription.status === 'inactive';

/**
 * The subscription the back-office acts on, among a company's: the latest one still running, or
 * else the latest one.
 */
export function currentSubscription(
  subscriptions: readonly Subscription[],
): Subscription | undefined {
  const latestFirst = [...subscriptions].sort((a, b) => b.startAt.localeCompare(a.startAt));
  return latestFirst.find((subscription) => !isReactivatable(subscription)) ?? latestFirst[0];
}

function useSubscriptionsKey(companyId: string) {
  return [...useCompanyKey(companyId), 'subscriptions'] as const;
}

/** GET /payment/subscription?companyId (spec §7): the company's subscriptions. */
export function useCompanySubscriptions(companyId: string, enabled = true) {
  return useQuery({
    queryKey: useSubscriptionsKey(companyId),
    queryFn: async () => (await api.subscriptions({ companyId })).payload,
    enabled,
  });
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
