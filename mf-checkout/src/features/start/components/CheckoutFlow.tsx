import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { planFromCode } from '@portal/domain';
import { useNavigate } from '@portal/router';
import { useSession } from '@portal/session';
import { Button, PageLayout, Stepper } from '@portal/ui';
import { choiceOf, fieldsFromCodes } from '../plans/offers';
import { PlanSelection } from '../plans/PlanSelection';
import { usePurchase, type CardRefusals } from './api/purchase';
import { useCompanyDefaults } from './api/company';
import { CompanyStep } from './components/CompanyStep';
import { OrderSummary } from './components/OrderSummary';
import { PaymentStep } from './components/PaymentStep';
import { PurchaseOutcome } from './components/PurchaseOutcome';
import { ReviewStep } from './components/ReviewStep';
import { STEP_HEADING_ID, StepHeading } from './components/StepForm';
import {
  clearDraft,
  flushDraft,
  readDraft,
  resumableStep,
  writeDraft,
  writeDraftSoon,
  type Draft,
} from './draft';
import * as v from 'valibot';
import {
  companySchema,
  paymentSchema,
  STEP_NAMES,
  STEPS,
  type PaymentFields,
  type PaymentMethod,
  type Step,
} from './model';

import * as styles from './Checkout.css';

type PaidWith = PaymentFields & { readonly method: PaymentMethod };

/** What the step on screen holds as typed, not yet in the checkout's state (see CheckoutFlow). */
type Typed = Partial<Pick<Draft, 'company' | 'payment'>>;

/** The checked output of `values`, or null while they break a rule. */
function parsed<TSchema extends v.GenericSchema>(schema: TSchema, values: unknown) {
  const result = v.safeParse(schema, values);
  return result.success ? (result.output as v.InferOutput<TSchema>) : null;
}

export interface CheckoutFlowProps {
  readonly title: string;
  /** Cancel checkout was chosen: progress is reset, plan selection shows again. */
  readonly onCancel?: () => void;
}

/**
 * The four-step checkout (spec §2.6): plan, company and billing data, payment, finalization,
 * beside the order summary. The steps' values are kept in the tab's session storage (without
 * card number and CVV) so a reload comes back to the same step.
 */
export function CheckoutFlow({ title, onCancel }: CheckoutFlowProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const userId = useSession((state) => state.session?.user.id ?? '');
  const signUpCodes = useSession((state) => state.session?.selectedPlans);
  const [draft, setDraft] = useState<Draft>(() => {
    const stored = readDraft(userId);
    // A new checkout starts with the plan the user came for (the sign-up's or the plan choice's).
    const chosen = choiceOf(fieldsFromCodes(signUpCodes ?? []));
    const planCode =
      stored.planCode ?? (chosen?.choosedPlan === 'paid' ? chosen.plan.planCode : null);
    return { ...stored, planCode, step: resumableStep({ ...stored, planCode }) };
  });
  const [cardRefusals, setCardRefusals] = useState<CardRefusals | null>(null);
  const companyDefaults = useCompanyDefaults();
  const purchase = usePurchase();
  const plan = draft.planCode ? planFromCode(draft.planCode) : null;
  // The steps' values as checked (the draft in memory holds the card too; storage never does).
  const company = draft.company ? parsed(companySchema, draft.company) : null;
  const payment = parsed(paymentSchema, draft.payment) as PaidWith | null;

  // A key typed in a step re-renders that step alone: its values wait here (not in the state,
  // which would re-render the whole checkout and its summary) and reach the draft in storage
  // once typing pauses; they join the state when the step changes. Every write of the draft
  // carries them, so an older state never overwrites what was typed, and a draft still waiting
  // is written as the page is left or hidden, or the checkout goes away.
  const typed = useRef<Typed>({});
  const latest = useRef(draft);
  latest.current = draft;
  const keepTyped = (values: Typed) => {
    typed.current = { ...typed.current, ...values };
    writeDraftSoon(userId, { ...latest.current, ...typed.current });
  };
  const takeTyped = () => {
    const values = typed.current;
    typed.current = {};
    return values;
  };

  useEffect(() => writeDraft(userId, { ...draft, ...typed.current }), [userId, draft]);
  useEffect(() => () => flushDraft(userId), [userId]);

  // Each step change moves the focus to the new step's heading (not on the first render).
  const shownStep = useRef(draft.step);
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [draft.step]);

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
  }, [purchase]);

  const go = (step: Step) => {
    const values = takeTyped();
    setDraft((current) => ({ ...current, ...values, step }));
  };
  const previous = (step: Step) => go(STEPS[Math.max(0, STEPS.indexOf(step) - 1)] ?? 'plan');
  const stepTitle = (step: Step) => i18n._(STEP_NAMES[step]);

  // Bought: the session already knows; the entry redirects take the user on from home.
  const leave = () => {
    clearDraft(userId);
    navigate('/');
  };

  let body;
  switch (draft.step) {
    case 'plan':
      body = (
        <section aria-labelledby={STEP_HEADING_ID}>
          <StepHeading title={stepTitle('plan')} />
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
          initial={typed.current.company ?? draft.company ?? companyDefaults.fields}
          onValues={(company) => keepTyped({ company })}
          onNext={() => go('payment')}
          onPrevious={() => previous('company')}
        />
      ) : null;
      break;
    case 'payment':
      body = (
        <PaymentStep
          title={stepTitle('payment')}
          initial={typed.current.payment ?? draft.payment}
          refusals={cardRefusals}
          onValues={(payment) => keepTyped({ payment })}
          onNext={() => {
            setCardRefusals(null);
            go('review');
          }}
          onPrevious={() => previous('payment')}
        />
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

  // A step needs the ones before it: a resumed review of a card (its number was not kept) goes
  // back to the payment step, anything missing earlier to the company step.
  const missing: Step | null =
    draft.step !== 'plan' && !plan
      ? 'plan'
      : (draft.step === 'payment' || draft.step === 'review') && !company
        ? 'company'
        : draft.step === 'review' && !payment
          ? 'payment'
          : null;
  useEffect(() => {
    if (missing) setDraft((current) => ({ ...current, step: missing }));
  }, [missing]);

  const ready = draft.step === 'review' && plan && company && payment;

  return (
    <PageLayout title={title} width="full">
      <Stepper steps={STEPS.map(stepTitle)} current={STEPS.indexOf(draft.step)} />
      <div className={styles.layout}>
        <div>{body}</div>
        <aside aria-label={t`Resumo da compra`}>
          <OrderSummary
            plan={plan}
            coupon={draft.coupon}
            onCoupon={(coupon) => setDraft((current) => ({ ...current, coupon }))}
            canFinish={Boolean(ready)}
            finishing={purchase.state.phase === 'paying' || purchase.state.phase === 'confirming'}
            onFinish={() => {
              if (ready) void purchase.pay({ plan, coupon: draft.coupon, company, payment });
            }}
            onCancel={onCancel}
          />
        </aside>
      </div>
      <PurchaseOutcome
        state={purchase.state}
        onDone={leave}
        onRetry={() => void purchase.retry()}
        onClose={purchase.dismiss}
      />
    </PageLayout>
  );
}
