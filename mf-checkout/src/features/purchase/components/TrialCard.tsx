import { useLingui } from '@lingui/react/macro';
import { TRIAL_DAYS } from '@portal/domain';
import { ChoiceCard, ChoiceCardHighlight, type ChoiceCardRadio } from '@portal/ui';

/** The value the plan field takes for the trial. */
export const TRIAL = 'trial';

/** The free trial of a new account (spec §9): no price, no channel. */
export function TrialCard(radio: ChoiceCardRadio) {
  const { t } = useLingui();
  const days = TRIAL_DAYS;
  return (
    <ChoiceCard {...radio} value={TRIAL} title={t`Teste grátis`}>
      <ChoiceCardHighlight>{t`${days} dias`}</ChoiceCardHighlight>
      <span>{t`Conheça a plataforma sem custo antes de contratar.`}</span>
    </ChoiceCard>
  );
}
