import { useLingui } from '@lingui/react/macro';
import { FEATURE_COUNTS, TIERS, type Tier } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { CardHighlight, ChoiceCard, type CardRadio } from './ChoiceCard';

export interface PlanCardProps extends CardRadio {
  readonly tier: Tier;
}

/** A tier of plan selection: its monthly price in BRL and how many features it has (spec §2.2). */
export function PlanCard({ tier, ...radio }: PlanCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { name, price } = TIERS[tier];
  const features = FEATURE_COUNTS[tier];
  return (
    <ChoiceCard {...radio} value={tier} title={name}>
      <CardHighlight>{formatCurrency(price, locale)}</CardHighlight>
      <span>{t`por mês`}</span>
      <span>{t`${features} funcionalidades`}</span>
    </ChoiceCard>
  );
}
