import { Navigate } from '@portal/router';
import { startStep, useSession } from '@portal/session';
import { TitleOnlyPage } from '@portal/ui';
import { titles } from '../../titles';
import OnboardingStep from '../onboarding/OnboardingStep';
import PlanStep from '../plans/PlanStep';

/**
 * /start: the step of the purchase path the progress flags call for (spec §4): plan choice, then
 * onboarding, then checkout. Each step records its end in the session, and this page moves on by
 * itself; with nothing left, home (where the entry redirects apply).
 */
export default function StartPage() {
  const step = useSession((state) => (state.session ? startStep(state.session) : null));
  switch (step) {
    case 'plan':
      return <PlanStep />;
    case 'onboarding':
      return <OnboardingStep />;
    case 'checkout':
      // The four checkout steps are issue 25's next part; until then the step shows its title.
      return <TitleOnlyPage title={titles.start} />;
    default:
      return <Navigate to="/" replace />;
  }
}
