import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { planFromCode } from '@portal/domain';
import { useSession } from '@portal/session';
import { choiceOf, fieldsFromCodes } from './offers';
import {
  flushDraft,
  readDraft,
  resumableStep,
  writeDraft,
  writeDraftSoon,
  type Draft,
} from './draft';
import {
  companySchema,
  paymentSchema,
  STEPS,
  type PaymentFields,
  type PaymentMethod,
  type Step,
} from './model';

export type PaidWith = PaymentFields & { readonly method: PaymentMethod };

/** What the step on screen holds as typed, not yet in the checkout's state. */
type Typed = Partial<Pick<Draft, 'company' | 'payment'>>;

/** The checked output of `values`, or null while they break a rule. */
function parsed<TSchema extends v.GenericSchema>(schema: TSchema, values: unknown) {
  const result = v.safeParse(schema, values);
  return result.success ? (result.output as v.InferOutput<TSchema>) : null;
}

/**
 * The checkout's steps and values (spec §2.6), kept in the tab's session storage without card
 * number and CVV, so a reload comes back to the same step; the plan, company and payment as
 * checked; and the step a resumed checkout lacks (a step needs the ones before it).
 */
export function useCheckoutDraft() {
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

  useEffect(() => writeDraft(userId, { ...draft, ...typed.current }), [userId, draft]);
  useEffect(() => () => flushDraft(userId), [userId]);

  const go = (step: Step) => {
    const values = typed.current;
    typed.current = {};
    setDraft((current) => ({ ...current, ...values, step }));
  };

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

  return {
    userId,
    draft,
    setDraft,
    plan,
    company,
    payment,
    /** What the step on screen holds as typed (it wins over the draft when the step shows). */
    typed: typed.current,
    keepTyped,
    go,
    previous: (step: Step) => go(STEPS[Math.max(0, STEPS.indexOf(step) - 1)] ?? 'plan'),
  };
}
