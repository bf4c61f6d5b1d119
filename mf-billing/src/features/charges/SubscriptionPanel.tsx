import { useLingui } from '@lingui/react/macro';
import type { Subscription } from '@portal/api';
import { Stack } from '@portal/ui';
import { useBillHistory } from './api/subscriptions';
import { OwedSlipBanner } from './components/OwedSlipBanner';
import { SubscriptionDetails } from './components/SubscriptionDetails';
import { owedSlips } from './owed';

/** One subscription: the slip it owes first (if any), then its management details. */
export function SubscriptionPanel({
  subscription,
  today,
}: {
  readonly subscription: Subscription;
  readonly today: Date;
}) {
  const { t } = useLingui();
  const history = useBillHistory(subscription.subscriptionId);
  const owed = owedSlips(history.data ?? [], today);
  const plan = subscription.planName;
  return (
    <Stack gap="medium">
      {owed.map((slip) => (
        <OwedSlipBanner key={slip.printUrl} slip={slip} />
      ))}
      <section aria-label={t`Gestão da assinatura ${plan}`}>
        <SubscriptionDetails subscription={subscription} />
      </section>
    </Stack>
  );
}
