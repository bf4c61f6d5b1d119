import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  EmptyState,
  LoadFailure,
  PageLayout,
  Skeleton,
  SkeletonGroup,
  Stack,
  TextLink,
} from '@portal/ui';
import { useSubscriptions } from '@portal/billing/queries';
import { remote } from '../../remote';
import { titles } from '../../titles';
import { SubscriptionPanel } from './components/SubscriptionPanel';
import { pages } from '@portal/contracts';
import { PageLink } from '@portal/router';

/**
 * /gestao-de-cobrancas (spec §2.7): the company's subscriptions, each with the slip it owes
 * first and its management details. Loading shows skeletons, a failed load a calm retry, no
 * subscription the way to plan selection.
 */
export default function ChargesManagementPage() {
  const { t, i18n } = useLingui();
  const subscriptions = useSubscriptions(remote);
  // One "today" for the page, so every slip is judged against the same day.
  const [today] = useState(() => new Date());

  let body;
  if (subscriptions.isPending) {
    body = (
      <SkeletonGroup label={t`Carregando suas assinaturas…`}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  } else if (subscriptions.isError) {
    body = (
      <LoadFailure title={t`Não foi possível carregar suas assinaturas`} query={subscriptions} />
    );
  } else if (subscriptions.data.length === 0) {
    body = (
      <EmptyState
        title={t`Sua empresa ainda não tem uma assinatura`}
        description={t`Escolha um plano para contratar.`}
        action={
          <TextLink render={<PageLink to={pages.checkout} />}>{t`Escolher um plano`}</TextLink>
        }
      />
    );
  } else {
    body = (
      <Stack gap="xlarge">
        {subscriptions.data.map((subscription) => (
          <SubscriptionPanel
            key={subscription.subscriptionId}
            subscription={subscription}
            today={today}
          />
        ))}
      </Stack>
    );
  }

  return <PageLayout title={i18n._(titles.charges)}>{body}</PageLayout>;
}
