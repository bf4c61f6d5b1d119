import { useLingui } from '@lingui/react/macro';
import type { CardBrand, Subscription } from '@portal/api';
import { useFeatureFlag } from '@portal/config';
import { showsExpiry, type DisplayStatus } from '@portal/domain';
import { formatCurrency, formatDate, useLocale } from '@portal/i18n';
import { StatusBadge } from '@portal/billing';
import { DescriptionList } from '@portal/ui';

// Brand names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
};
/* eslint-enable lingui/no-unlocalized-strings */

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
  const cardOnFile = useFeatureFlag('billing-card-on-file');
  const profile = subscription.paymentProfile;
  const lastFour = profile?.cardNumberLastFour;
  const brand = cardOnFile && profile?.brand ? BRAND_NAMES[profile.brand] : null;
  const month = String(profile?.expirationMonth ?? '').padStart(2, '0');
  const expiry =
    cardOnFile && profile?.expirationMonth && profile.expirationYear
      ? `${month}/${profile.expirationYear}`
      : null;
  let card = lastFour ? t`Cartão de crédito terminado em ${lastFour}` : t`Cartão de crédito`;
  if (brand && lastFour) card = t`Cartão ${brand} terminado em ${lastFour}`;
  if (expiry) card = t`${card}, válido até ${expiry}`;
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
