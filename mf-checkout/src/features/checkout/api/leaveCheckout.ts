import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { reportProgressFailure, sessionStore } from '@portal/session';

/**
 * Cancel checkout (spec §4): checkout and plan choice become unfinished, so /start shows plan
 * selection again. Registered on the server; a failure is only logged, with the spec's text, and
 * changes nothing (packages/session/README.md): the checkout stays as it was.
 */
export function useCancelCheckout() {
  return useMutation({
    mutationFn: async () => (await api.finishCheckout({ finished: false })).payload,
    onSuccess: (progress) => sessionStore.getState().applyProgress(progress),
    onError: (error) => {
      reportProgressFailure('cancel-checkout', error, 'mf_checkout');
    },
  });
}

/**
 * The back link (spec §2.6): the purchase is left for now and the chosen plan goes back to trial
 * (PUT /company/change-plan), as before 'buy now'.
 */
export function useBackToTrial() {
  return useMutation({
    mutationFn: async () => {
      const session = sessionStore.getState().session;
      if (!session) return null;
      return (await api.changePlan({ companyId: session.company.id, newPlan: 'trial' })).payload;
    },
    onSuccess: (progress) => {
      if (progress) sessionStore.getState().applyProgress(progress);
    },
  });
}
