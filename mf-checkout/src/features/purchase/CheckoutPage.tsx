import { href, pages } from '@portal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { PageLayout } from '@portal/ui';
import { RefusedPurchase } from './components/RefusedPurchase';
import { usePurchaseDecision } from './usePurchaseDecision';
import { PlanSelection } from './components/PlanSelection';
import { titles } from '../../titles';

/**
 * /checkout: plan selection as the header links it, for the states that may choose a plan (the
 * purchase path's rule, `@portal/session/purchase`). A recorded choice continues on /start, which
 * shows the step the new progress flags call for. Anyone else is told why, with the way forward,
 * or goes on to /start when a purchase is already under way there.
 */
export default function CheckoutPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const decision = usePurchaseDecision(href(pages.checkout));
  // Signed out, the page is only ever met alone (the remote's standalone page, where the shell's
  // guard is not): the plans and their prices, which are no secret, as before a sign-in.
  if (decision && !decision.allowed) return <RefusedPurchase decision={decision} />;
  return (
    <PageLayout title={i18n._(titles.checkout)}>
      <PlanSelection onRecorded={() => navigate(href(pages.start))} />
    </PageLayout>
  );
}
