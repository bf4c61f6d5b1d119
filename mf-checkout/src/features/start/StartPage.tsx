import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@portal/router';
import { startStep, useSession } from '@portal/session';
import { titles } from '../../titles';
import { CheckoutStep } from '../checkout/CheckoutStep';
import OnboardingStep from '../onboarding/OnboardingStep';
import PlanStep from '../plans/PlanStep';

/**
 * /start: the step of the purchase path the progress flags call for (spec §4): plan choice, then
 * onboarding, then checkout. Each step records its end in the session, and this page moves on by
 * itself; with nothing left, home (where the entry redirects apply).
 */
export default function StartPage() {
  const { i18n } = useLingui();
  const step = useSession((state) => (state.session ? startStep(state.session) : null));
  switch (step) {
    case 'plan':
      return <PlanStep />;
    case 'onboarding':
      return <OnboardingStep />;
    case 'checkout':
      return <CheckoutStep title={i18n._(titles.purchase)} />;
    default:
      return <Navigate to="/" replace />;
  }
}
