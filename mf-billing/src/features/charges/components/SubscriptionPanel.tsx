import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Subscription } from '@portal/api';
import { subscriptionDisplayStatus } from '@portal/domain';
import { useBillHistory } from '@portal/billing/queries';
import { Accordion, Stack, Text } from '@portal/ui';
import { remote } from '../../../remote';
import { BillingEmailForm } from './BillingEmailForm';
import { CancelSubscription } from './CancelSubscription';
import { ChargesHistory } from './ChargesHistory';
import { OwedSlipBanners } from './OwedSlipBanner';
import { SubscriptionDetails } from './SubscriptionDetails';
import { owedSlips } from '../owed';
import { ChangeCard, OwedSlipsWithPix, useProposedFlags } from '../proposed';

/**
 * One subscription (spec §2.7): the slip it owes first (if any), then its accordion of
 * management (details and billing e-mail), charges history and, while it reads as active, how
 * to cancel.
 */
export function SubscriptionPanel({
  subscription,
  today,
}: {
  readonly subscription: Subscription;
  readonly today: Date;
}) {
  const { t } = useLingui();
  const flags = useProposedFlags();
  const history = useBillHistory(subscription.subscriptionId, remote);
  const owed = owedSlips(history.data ?? [], today);
  // The subscription's one status (spec §4), read from the same charges and the same today as
  // the banner and the history: the server's own status until the history has loaded.
  const status = subscriptionDisplayStatus(
    subscription.status,
    history.data?.flatMap((bill) => bill.charges),
    today,
  );
  // A subscription paid by card changes its card while it is not over (late included).
  const changesCard =
    flags.cardOnFile && subscription.paymentMethodCode === 'credit_card' && status !== 'inactive';
  const banners = <OwedSlipBanners owed={owed} />;
  return (
    <section aria-labelledby={`subscription-${subscription.subscriptionId}`}>
      <Stack gap="medium">
        <Text as="h2" size="large" id={`subscription-${subscription.subscriptionId}`}>
          {subscription.planName}
        </Text>
        {flags.pix ? (
          <Suspense fallback={banners}>
            <OwedSlipsWithPix owed={owed} />
          </Suspense>
        ) : (
          banners
        )}
        <Accordion
          type="multiple"
          defaultOpen={['management']}
          items={[
            {
              value: 'management',
              title: t`Gestão da assinatura`,
              content: (
                <Stack gap="large">
                  <SubscriptionDetails subscription={subscription} status={status} />
                  {changesCard ? (
                    <Suspense fallback={null}>
                      <ChangeCard subscriptionId={subscription.subscriptionId} />
                    </Suspense>
                  ) : null}
                  <BillingEmailForm current={subscription.customer.customerEmail} />
                </Stack>
              ),
            },
            {
              value: 'history',
              title: t`Histórico de cobranças`,
              content: <ChargesHistory subscription={subscription} today={today} />,
            },
            ...(status === 'active'
              ? [
                  {
                    value: 'cancel',
                    title: t`Cancelar assinatura`,
                    content: <CancelSubscription planName={subscription.planName} />,
                  },
                ]
              : []),
          ]}
        />
      </Stack>
    </section>
  );
}
