import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure, type AdminCompany } from '@portal/api';
import { currentSubscription, displayStatus } from '@portal/domain';
import { formatDate, useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { StatusBadge } from '@portal/billing';
import {
  Button,
  DescriptionList,
  FormActions,
  LoadFailure,
  Panel,
  Skeleton,
  SkeletonGroup,
} from '@portal/ui';
import {
  isReactivatable,
  useChangeSubscriptionStatus,
  useCompanySubscriptions,
} from '../api/subscription';
import { SubscriptionChangeDialog } from './SubscriptionChangeDialog';

/**
 * A SaaS account's subscription, cancelled or reactivated after a confirmation (spec §4). The
 * company's status follows it: cancelled, the list shows the company disabled.
 */
export function SubscriptionSection({ company }: { readonly company: AdminCompany }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const subscriptions = useCompanySubscriptions(company.id);
  const change = useChangeSubscriptionStatus(company.id);
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (subscriptions.isPending) {
      return (
        <SkeletonGroup label={t`Carregando assinatura…`}>
          <Skeleton lines={2} width="large" />
          <Skeleton shape="rect" height="small" width="medium" />
        </SkeletonGroup>
      );
    }
    if (subscriptions.isError) {
      return (
        <LoadFailure title={t`Não foi possível carregar a assinatura`} query={subscriptions} />
      );
    }
    const subscription = currentSubscription(subscriptions.data);
    if (!subscription) return <p>{t`Esta conta ainda não tem assinatura.`}</p>;

    const reactivate = isReactivatable(subscription);
    const { planName } = subscription;
    const action = reactivate ? t`Reativar assinatura` : t`Cancelar assinatura`;
    const confirm = async () => {
      try {
        await change.mutateAsync({
          change: reactivate ? 'reactivate' : 'cancel',
          subscriptionId: subscription.subscriptionId,
        });
        notify({
          title: reactivate ? t`Assinatura reativada` : t`Assinatura cancelada`,
          tone: 'positive',
        });
      } catch (error) {
        notifyFailure(i18n, t`Ocorreu um erro ao alterar o status da assinatura`, error);
      } finally {
        setConfirming(false);
      }
    };
    return (
      <>
        <DescriptionList
          items={[
            { term: t`Plano contratado`, details: planName },
            {
              term: t`Situação`,
              details: <StatusBadge status={displayStatus(subscription.status)} />,
            },
            ...(subscription.nextBillingAt
              ? [
                  {
                    term: t`Próxima cobrança`,
                    details: formatDate(subscription.nextBillingAt, locale),
                  },
                ]
              : []),
          ]}
        />
        <FormActions>
          <Button tone={reactivate ? 'secondary' : 'critical'} onClick={() => setConfirming(true)}>
            {action}
          </Button>
        </FormActions>
        <SubscriptionChangeDialog
          open={confirming}
          onOpenChange={setConfirming}
          change={reactivate ? 'reactivate' : 'cancel'}
          planName={planName}
          companyName={company.name}
          onConfirm={confirm}
        />
      </>
    );
  };

  return (
    <Panel title={t`Assinatura`} level={3}>
      {body()}
    </Panel>
  );
}
