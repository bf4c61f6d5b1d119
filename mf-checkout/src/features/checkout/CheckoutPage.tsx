import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { PageLayout } from '@portal/ui';
import { PlanSelection } from '../../shared/plans/components/PlanSelection';
import { titles } from '../../titles';

/**
 * /checkout: plan selection as the header links it. A recorded choice continues on /start,
 * which shows the step the new progress flags call for.
 */
export default function CheckoutPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <PageLayout title={i18n._(titles.checkout)}>
      <PlanSelection onRecorded={() => navigate('/start')} />
    </PageLayout>
  );
}
