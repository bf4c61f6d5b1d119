import type { ReactNode } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import type { Plan } from '@portal/domain';
import { formatCurrency, useLocale } from '@portal/i18n';
import { planLabel } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { isApiError } from '@portal/api';
import { useSession } from '@portal/session';
import { offersTrial } from '@portal/session/purchase';
import {
  Alert,
  Button,
  ChoiceCardList,
  FieldGroup,
  FormActions,
  Stack,
  type ChoiceCardRadio,
} from '@portal/ui';
import { usePlanChoice, type PlanChoiceInput } from '../api/planChoice';
import { ChannelChoice } from './ChannelChoice';
import { ContactExperts } from './ContactExperts';
import { PlanCard } from './PlanCard';
import { TRIAL, TrialCard } from './TrialCard';
import {
  CHANNEL_ORDER,
  choiceOf,
  fieldsFromCodes,
  NO_CHANNEL,
  TIER_ORDER,
  type PlanChoice,
  type PlanFields,
} from '../offers';

export type { PlanChoice } from '../offers';

const planSchema = v.object({
  plan: v.picklist([TRIAL, ...TIER_ORDER], 'dropdown'),
  channel: v.picklist([NO_CHANNEL, ...CHANNEL_ORDER], 'dropdown'),
});

const NO_CODES: readonly string[] = [];

export interface PlanSelectionProps {
  /** The user chose another plan (null: none yet); the checkout resets coupon and total on it. */
  readonly onChange?: (choice: PlanChoice | null) => void;
  /** The server recorded the choice and the session has the new progress flags. */
  readonly onRecorded?: (choice: PlanChoice) => void;
  /**
   * Checkout's first step: the paid plans only, nothing recorded; Next hands the plan on (the
   * purchase itself records it).
   */
  readonly onNext?: (plan: Plan) => void;
  /** The plan chosen earlier in this checkout (it wins over the sign-up's codes). */
  readonly planCode?: string | null;
  /** Shown before Next (checkout's Previous). */
  readonly leading?: ReactNode;
}

/**
 * Plan selection (spec §2.2): the tiers, the trial, a channel for the tier and the contact for
 * larger companies. The sign-up's plan codes arrive chosen; Next records trial or paid.
 */
export function PlanSelection({
  onChange,
  onRecorded,
  onNext,
  planCode,
  leading,
}: PlanSelectionProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const signUpCodes = useSession((state) => state.session?.selectedPlans ?? NO_CODES);
  // The trial only where a choice is recorded (not checkout's first step), to a company that never
  // finished a checkout: a paying, late or cancelled one is not offered it (issue 51).
  const trialForAccount = useSession((state) =>
    state.session ? offersTrial(state.session) : false,
  );
  const record = usePlanChoice();
  const offerTrial = onNext === undefined && trialForAccount;
  // The server refused the choice to this user (403: not the super user, say, once the page was
  // open): said, never silent. Other failures are only logged (spec §4, usePlanChoice).
  const refused = isApiError(record.error) && record.error.status === 403;
  const form = useRuleForm(planSchema, fieldsFromCodes(planCode ? [planCode] : signUpCodes), {
    // A failed registration is only logged (usePlanChoice, spec §4): nothing changes, the choice
    // stays made and the same Next tries again.
    onFailure: () => {},
  });

  const plan = form.choice('plan');
  const channel = form.choice('channel');
  const changed = (next: PlanFields) => onChange?.(choiceOf(next));
  const card = (value: string): ChoiceCardRadio => ({
    name: plan.name,
    checked: plan.value === value,
    onChoose: () => {
      plan.onChange(value);
      changed({ ...form.values, plan: value });
    },
    onBlur: plan.onBlur,
  });

  const send = async (fields: PlanFields) => {
    const choice = choiceOf(fields);
    if (!choice) return;
    if (onNext) {
      if (choice.choosedPlan === 'paid') onNext(choice.plan);
      return;
    }
    const input: PlanChoiceInput =
      choice.choosedPlan === 'paid'
        ? { choosedPlan: 'paid', selectedPlans: [choice.plan.planCode] }
        : // The trial keeps the sign-up's codes: they are what the company came for.
          { choosedPlan: 'trial', selectedPlans: [...signUpCodes] };
    await record.mutateAsync(input);
    onRecorded?.(choice);
  };

  const choice = choiceOf(form.values);
  const summary = choice?.choosedPlan === 'paid' ? planLabel(choice.plan, i18n) : null;
  const total = choice?.choosedPlan === 'paid' ? formatCurrency(choice.plan.total, locale) : '';

  return (
    <form {...form.props(send)}>
      <Stack gap="large">
        <FieldGroup legend={t`Planos`}>
          <ChoiceCardList>
            {TIER_ORDER.map((tier) => (
              <PlanCard key={tier} tier={tier} {...card(tier)} />
            ))}
            {offerTrial ? <TrialCard {...card(TRIAL)} /> : null}
          </ChoiceCardList>
        </FieldGroup>
        <ChannelChoice
          {...channel}
          onChange={(value) => {
            channel.onChange(value);
            changed({ ...form.values, channel: value });
          }}
          disabled={plan.value === TRIAL}
        />
        <p aria-live="polite">{summary ? t`Seu plano: ${summary}, ${total} por mês.` : null}</p>
        <ContactExperts />
        {refused ? (
          <Alert
            tone="critical"
            title={t`Sua escolha não foi registrada`}
            description={t`Somente o superusuário da sua empresa pode escolher e contratar um plano.`}
          />
        ) : null}
        <FormActions>
          {leading}
          <Button
            type="submit"
            disabled={!form.valid}
            busy={form.submitting}
            busyLabel={t`Registrando sua escolha…`}
          >
            {t`Próximo`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
