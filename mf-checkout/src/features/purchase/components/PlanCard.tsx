import { useLingui } from '@lingui/react/macro';
import { FEATURE_COUNTS, TIERS, type Tier } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { ChoiceCard, ChoiceCardHighlight, type ChoiceCardRadio } from '@portal/ui';

export interface PlanCardProps extends ChoiceCardRadio {
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
      <ChoiceCardHighlight>{formatCurrency(price, locale)}</ChoiceCardHighlight>
      <span>{t`por mês`}</span>
      <span>{t`${features} funcionalidades`}</span>
    </ChoiceCard>
  );
}
