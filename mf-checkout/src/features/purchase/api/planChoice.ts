import { useMutation } from '@tanstack/react-query';
import { api, type RequestOf, type planChoice } from '@portal/api';
import { reportProgressFailure, sessionStore } from '@portal/session';

export type PlanChoiceInput = RequestOf<typeof planChoice>;

/**
 * POST /super-user/plan-choice (spec §7): records trial or paid. The answer's progress flags and
 * the chosen plan codes go to the session, which moves /start on. A failure is only logged, with
 * the spec's text, and changes nothing (spec §4, §8; packages/session/README.md): the session
 * keeps its flags and the caller shows nothing more, so the same Next tries again.
 */
export function usePlanChoice() {
  return useMutation({
    mutationFn: (input: PlanChoiceInput) => api.planChoice(input),
    onSuccess: ({ payload }, { selectedPlans }) => {
      const session = sessionStore.getState();
      session.applyProgress(payload);
      // The checkout starts with the plan chosen here.
      if (selectedPlans) session.choosePlans(selectedPlans);
    },
    onError: (error) => {
      reportProgressFailure('plan-choice', error, 'mf_checkout');
    },
  });
}
