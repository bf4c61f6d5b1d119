import { useLingui } from '@lingui/react/macro';
import type { SessionData } from '@portal/session';
import { mayChoosePlan } from '@portal/session/purchase';
import { TextLink } from '@portal/ui';
import { pages } from '@portal/contracts';
import { PageLink } from '@portal/router';

/**
 * The header's link to plan selection (spec §2.2: "/checkout: plan selection as linked from the
 * header"), for the states that may choose a plan (the purchase path's rule), and only them.
 * Loaded only for a signed-in user, so a cold login page does not pay for the rule.
 */
export default function PlansLink({ session }: { readonly session: SessionData }) {
  const { t } = useLingui();
  if (!mayChoosePlan(session)) return null;
  return <TextLink render={<PageLink to={pages.checkout} />}>{t`Planos`}</TextLink>;
}
