import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { Subscription } from '@portal/api';
import { showsExpiry, type DisplayStatus } from '@portal/domain';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { StatusBadge } from '@portal/billing';
import { DescriptionList } from '@portal/ui';
import { CardOnFileLabel, useProposedFlags } from '../proposed';

/**
 * Subscription management (spec §2.7): status, plan, price per month (the sum of its products),
 * next billing date and payment method (with the card on file's flag, ADR 013: the card's brand
 * and expiry where the backend says them). The status is the page's one reading of the
 * subscription (`subscriptionDisplayStatus`, spec §4), the one the banner and history agree with.
 */
export function SubscriptionDetails({
  subscription,
  status,
}: {
  readonly subscription: Subscription;
  readonly status: DisplayStatus;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const price = subscription.productItems.reduce((sum, item) => sum + item.price, 0);
  const { cardOnFile } = useProposedFlags();
  const profile = subscription.paymentProfile;
  const lastFour = profile?.cardNumberLastFour;
  const plain = lastFour ? t`Cartão de crédito terminado em ${lastFour}` : t`Cartão de crédito`;
  // With the card on file's flag, its brand and expiry where the backend says them.
  const card =
    cardOnFile && profile ? (
      <Suspense fallback={plain}>
        <CardOnFileLabel profile={profile} plain={plain} />
      </Suspense>
    ) : (
      plain
    );
  return (
    <DescriptionList
      items={[
        { term: t`Status`, details: <StatusBadge status={status} /> },
        { term: t`Plano`, details: subscription.planName },
        { term: t`Valor por mês`, details: formatCurrency(price, locale) },
        {
          term: t`Próxima cobrança`,
          details: subscription.nextBillingAt
            ? formatDate(subscription.nextBillingAt, locale)
            : '—',
        },
        // The expiry date only for a paid subscription (spec §4).
        ...(showsExpiry(subscription.status) && subscription.expiresAt
          ? [{ term: t`Validade`, details: formatDate(subscription.expiresAt, locale) }]
          : []),
        {
          term: t`Forma de pagamento`,
          details:
            subscription.paymentMethodCode === 'bank_slip'
              ? t`Boleto bancário`
              : subscription.paymentMethodCode === 'pix'
                ? t`Pix`
                : card,
        },
      ]}
    />
  );
}
