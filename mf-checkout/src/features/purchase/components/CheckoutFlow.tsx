import { href, pages } from '@portal/contracts';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { registerCardTexts } from '@portal/billing/card';
import { useNavigate } from '@portal/router';
import { Button, PageLayout, SheetLayout, StepHeading, Stepper } from '@portal/ui';
import { PlanSelection } from './PlanSelection';
import { useCompanyDefaults } from '../api/company';
import { clearDraft } from '../draft';
import { STEP_NAMES, STEPS, type Step } from '../model';
import { useCheckoutDraft } from '../useCheckoutDraft';
import { usePurchase, type CardRefusals } from '../usePurchase';
import { CompanyStep } from './CompanyStep';
import { OrderSummary } from './OrderSummary';
import { PurchaseOutcome } from './PurchaseOutcome';
import { ReviewStep } from './ReviewStep';
import { STEP_HEADING_ID } from './StepForm';
import { StepPlaceholder } from './StepPlaceholder';

// A purchase by Pix shows its code (and the QR code's drawing) from a chunk of its own, loaded
// once bought: nothing of it loads while the checkout-pix flag is off or another method is chosen.
const PixStep = lazy(() => import('./PixStep'));

// The payment step (the card's fields, their texts, the methods) is a chunk of its own, asked for
// as the company step shows: plan selection (/start) and the company step fetch none of it.
const loadPaymentStep = () =>
  Promise.all([import('./PaymentStep'), registerCardTexts()]).then(([step]) => ({
    default: step.PaymentStep,
  }));
const PaymentStep = lazy(loadPaymentStep);

export interface CheckoutFlowProps {
  readonly title: string;
  /** Cancel checkout was chosen: progress is reset, plan selection shows again. */
  readonly onCancel?: () => void;
}

/**
 * The four-step checkout (spec §2.6): plan, company and billing data, payment, finalization,
 * beside the order summary. The steps' values are kept in the tab's session storage (without
 * card number and CVV) so a reload comes back to the same step (`useCheckoutDraft`).
 */
export function CheckoutFlow({ title, onCancel }: CheckoutFlowProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { userId, draft, setDraft, plan, company, payment, typed, keepTyped, go, previous } =
    useCheckoutDraft();
  const [cardRefusals, setCardRefusals] = useState<CardRefusals | null>(null);
  const companyDefaults = useCompanyDefaults();
  const purchase = usePurchase();

  // A step change paints the stepper and the new step's heading at once (inside the click), and
  // the step's fields, a heavy render, style and layout, as deferred work right after: a click on
  // Next never waits for them to be painted (issue 52).
  const shownStep = useDeferredValue(draft.step);
  const focusedStep = useRef(draft.step);

  // From the company step on, the payment step's chunk is fetched: it is in by the payment step.
  const paymentAhead = draft.step !== 'plan';
  useEffect(() => {
    if (paymentAhead) loadPaymentStep().catch(() => undefined);
  }, [paymentAhead]);

  // The provider refused the card: back to the payment step with its messages, CVV cleared.
  useEffect(() => {
    if (purchase.state.phase !== 'card-refused') return;
    setCardRefusals(purchase.state.refusals);
    setDraft((current) => ({
      ...current,
      step: 'payment',
      payment: { ...current.payment, cvv: '' },
    }));
    purchase.dismiss();
  }, [purchase, setDraft]);

  const stepTitle = (step: Step) => i18n._(STEP_NAMES[step]);

  // Bought: the session already knows; the entry redirects take the user on from home.
  const leave = () => {
    clearDraft(userId);
    navigate(href(pages.home));
  };

  let body: ReactNode = null;
  switch (shownStep === draft.step ? draft.step : null) {
    case 'plan':
      body = (
        <section aria-labelledby={STEP_HEADING_ID}>
          <StepHeading id={STEP_HEADING_ID} title={stepTitle('plan')} />
          <PlanSelection
            planCode={draft.planCode}
            // Choosing a plan resets the coupon and the total (spec §2.6).
            onChange={(choice) =>
              setDraft((current) => ({
                ...current,
                planCode: choice?.choosedPlan === 'paid' ? choice.plan.planCode : null,
                coupon: null,
              }))
            }
            onNext={(chosen) =>
              setDraft((current) => ({ ...current, planCode: chosen.planCode, step: 'company' }))
            }
            leading={
              <Button tone="secondary" disabled>
                {t`Anterior`}
              </Button>
            }
          />
        </section>
      );
      break;
    case 'company':
      body = companyDefaults.ready ? (
        <CompanyStep
          title={stepTitle('company')}
          initial={typed.company ?? draft.company ?? companyDefaults.fields}
          onValues={(values) => keepTyped({ company: values })}
          onNext={() => go('payment')}
          onPrevious={() => previous('company')}
        />
      ) : null;
      break;
    case 'payment':
      body = (
        <Suspense fallback={<StepPlaceholder title={stepTitle('payment')} />}>
          <PaymentStep
            title={stepTitle('payment')}
            initial={typed.payment ?? draft.payment}
            refusals={cardRefusals}
            onValues={(values) => keepTyped({ payment: values })}
            onNext={() => {
              setCardRefusals(null);
              go('review');
            }}
            onPrevious={() => previous('payment')}
          />
        </Suspense>
      );
      break;
    case 'review':
      body =
        company && payment ? (
          <ReviewStep
            title={stepTitle('review')}
            company={company}
            payment={payment}
            onPrevious={() => previous('review')}
            onEdit={go}
          />
        ) : null;
      break;
  }

  // Each step change moves the focus to the new step's heading (not on the first render), as the
  // step itself is put on the page: after the click, not inside it.
  const pending = body === null;
  useLayoutEffect(() => {
    if (pending || focusedStep.current === draft.step) return;
    focusedStep.current = draft.step;
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [pending, draft.step]);
  if (pending) body = <StepPlaceholder title={stepTitle(draft.step)} />;

  // Bought by Pix: its code instead of the review until it is paid, and under the outcome after.
  const { state } = purchase;
  const pix = state.phase === 'pix' ? state.pix : state.phase === 'paid' ? state.pix : undefined;
  if (pix) {
    const pixTitle = t`Pagamento por Pix`;
    body = (
      <Suspense fallback={<StepPlaceholder title={pixTitle} />}>
        <PixStep title={pixTitle} issued={pix} onPaid={purchase.pixPaid} />
      </Suspense>
    );
  }

  const ready = draft.step === 'review' && plan && company && payment;

  return (
    <PageLayout title={title} width="full">
      <Stepper steps={STEPS.map(stepTitle)} current={STEPS.indexOf(draft.step)} />
      <SheetLayout
        sheet={
          <OrderSummary
            plan={plan}
            coupon={draft.coupon}
            onCoupon={(coupon) => setDraft((current) => ({ ...current, coupon }))}
            canFinish={Boolean(ready)}
            finishing={state.phase === 'paying' || state.phase === 'confirming'}
            // A Pix bought: the purchase ends with the bank's confirmation, not here.
            awaitingPix={state.phase === 'pix'}
            onFinish={() => {
              if (ready) void purchase.pay({ plan, coupon: draft.coupon, company, payment });
            }}
            // Bought (by Pix, still owed): nothing is left to cancel here.
            onCancel={pix ? undefined : onCancel}
          />
        }
      >
        {body}
      </SheetLayout>
      <PurchaseOutcome
        state={purchase.state}
        onDone={leave}
        onRetry={() => void purchase.retry()}
        onClose={purchase.dismiss}
      />
    </PageLayout>
  );
}
