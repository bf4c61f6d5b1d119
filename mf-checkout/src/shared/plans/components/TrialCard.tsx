import { useLingui } from '@lingui/react/macro';
import { TRIAL_DAYS } from '@portal/domain';
import { CardHighlight, ChoiceCard, type CardRadio } from './ChoiceCard';

/** The value the plan field takes for the trial. */
export const TRIAL = 'trial';

/** The free trial of a new account (spec §9): no price, no channel. */
export function TrialCard(radio: CardRadio) {
  const { t } = useLingui();
  const days = TRIAL_DAYS;
  return (
    <ChoiceCard {...radio} value={TRIAL} title={t`Teste grátis`}>
      <CardHighlight>{t`${days} dias`}</CardHighlight>
      <span>{t`Conheça a plataforma sem custo antes de contratar.`}</span>
    </ChoiceCard>
  );
}
