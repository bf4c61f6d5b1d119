// What plan selection offers (spec §2.2, §9): a tier with an optional reporting channel, or the
// trial. The plan form holds the two as `plan` and `channel`; these turn them into a choice.
// The names of the channels and plans in the reader's language are @portal/rules' (CHANNEL_LABELS,
// productLabel, planLabel).
import {
  planFromCode,
  TIER_PREFIXES,
  type ChannelCode,
  type Plan,
  type Tier,
} from '@portal/domain';

/** The tiers in the order the cards show them, cheapest first. */
export const TIER_ORDER: readonly Tier[] = ['essential', 'advanced', 'enterprise'];

/** The channel field's value when the tier goes alone ('' would read as "nothing chosen"). */
export const NO_CHANNEL = 'none';
export const CHANNEL_ORDER: readonly ChannelCode[] = ['w', 'wl', 'wl0800'];

/** A choice made on plan selection: the trial, or a paid plan (tier and channel). */
export type PlanChoice =
  { readonly choosedPlan: 'trial' } | { readonly choosedPlan: 'paid'; readonly plan: Plan };

export type PlanFields = {
  /** 'trial', a tier, or '' while nothing is chosen. */
  readonly plan: string;
  /** A channel code, or NO_CHANNEL. */
  readonly channel: string;
};

const isTier = (value: string): value is Tier => (TIER_ORDER as readonly string[]).includes(value);

/** The choice the two fields make, or null while no plan is chosen. */
export function choiceOf({ plan, channel }: PlanFields): PlanChoice | null {
  if (plan === 'trial') return { choosedPlan: 'trial' };
  if (!isTier(plan)) return null;
  const code = `${TIER_PREFIXES[plan]}${channel === NO_CHANNEL ? '' : channel}`;
  const chosen = planFromCode(code);
  return chosen ? { choosedPlan: 'paid', plan: chosen } : null;
}

/**
 * The fields a sign-up's plan codes (`sp`, kept as the session's selectedPlans) preselect: the
 * first code that names a plan; nothing when none does.
 */
export function fieldsFromCodes(codes: readonly string[]): PlanFields {
  const plan = codes.map(planFromCode).find((candidate) => candidate !== null);
  return plan
    ? { plan: plan.tier, channel: plan.channel ?? NO_CHANNEL }
    : { plan: '', channel: NO_CHANNEL };
}
