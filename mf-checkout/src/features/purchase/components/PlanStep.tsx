import { useLingui } from '@lingui/react/macro';
import { PageLayout } from '@portal/ui';
import { titles } from '../../../titles';
import { PlanSelection } from './PlanSelection';

/**
 * The plan step of /start. Once the choice is recorded the session's progress flags change and
 * /start shows the next step by itself: nothing to do here after it.
 */
export default function PlanStep() {
  const { t, i18n } = useLingui();
  return (
    <PageLayout
      title={i18n._(titles.start)}
      description={t`Escolha seu plano: comece pelo teste grátis ou contrate o plano da sua empresa.`}
    >
      <PlanSelection />
    </PageLayout>
  );
}
