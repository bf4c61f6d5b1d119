import { useMutation } from '@tanstack/react-query';
import { api, type RequestOf, type planChoice } from '@portal/api';
import { sessionStore } from '@portal/session';
import { reportError } from '@portal/telemetry';

export type PlanChoiceInput = RequestOf<typeof planChoice>;

/**
 * POST /super-user/plan-choice (spec §7): records trial or paid. The answer's progress flags and
 * the chosen plan codes go to the session, which moves /start on. A failure is logged and changes nothing (spec §4, §8):
 * the session keeps its flags, so the caller only has to let the user try again.
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
      reportError({ phase: 'plan-choice', error, remote: 'mf_checkout' });
    },
  });
}
