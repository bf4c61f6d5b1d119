import { href, pages } from '@portal/contracts';
import { lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@portal/router';
import type { StartStep } from '@portal/session';
import { RefusedPurchase } from './components/RefusedPurchase';
import { usePurchaseDecision } from './usePurchaseDecision';
import { titles } from '../../titles';
import PlanStep from './components/PlanStep';

// Most visits of /start are the plan step: the later steps (the checkout with its address lists,
// card fields and dialogs) load only when reached.
const OnboardingStep = lazy(() => import('./components/OnboardingStep'));
const CheckoutStep = lazy(() =>
  import('./components/CheckoutStep').then(({ CheckoutStep: Step }) => ({ default: Step })),
);

/**
 * /start: the step of the purchase path the account's state calls for (`purchaseDecision` of
 * `@portal/session/purchase`, spec §4): plan choice, then onboarding, then checkout. Each step
 * records its end in the session at once. The plan step has nothing to show after it, so the page
 * moves on by itself; onboarding and checkout end on a screen of their own (the officers created,
 * the purchase done) and leave with the user's click, so the page keeps showing them once they
 * are reached. A state the path is not for is told why with its way forward; with nothing left,
 * home (where the entry redirects apply).
 */
export default function StartPage() {
  const { i18n } = useLingui();
  const decision = usePurchaseDecision(href(pages.start));
  const live: StartStep | null = decision?.allowed ? decision.view.step : null;
  const [kept, setKept] = useState<StartStep | null>(null);
  if (kept === null && (live === 'onboarding' || live === 'checkout')) setKept(live);
  const step = kept ?? live;
  switch (step) {
    case 'plan':
      return <PlanStep />;
    case 'onboarding':
      return <OnboardingStep />;
    case 'checkout':
      // Cancelling checkout goes back to plan selection: the page follows the flags again.
      return <CheckoutStep title={i18n._(titles.purchase)} onRestart={() => setKept(null)} />;
    default:
      // Signed out (signing out from a refusal, say): the login, as the shell's guard would.
      if (!decision) return <Navigate to={href(pages.login)} replace />;
      if (decision.allowed) return null;
      return <RefusedPurchase decision={decision} />;
  }
}
