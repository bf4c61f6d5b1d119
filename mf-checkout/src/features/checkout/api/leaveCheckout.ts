import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { sessionStore } from '@portal/session';
import { reportError } from '@portal/telemetry';

/**
 * Cancel checkout (spec §4): checkout and plan choice become unfinished, so /start shows plan
 * selection again. Registered on the server; a failure is logged only and the flags change here.
 */
export function useCancelCheckout() {
  return useMutation({
    mutationFn: async () => {
      try {
        return (await api.finishCheckout({ finished: false })).payload;
      } catch (error) {
        reportError({ phase: 'cancel-checkout', error, remote: 'mf_checkout' });
        const session = sessionStore.getState().session;
        if (!session) throw error;
        return { ...session, finishedCheckout: false, finishedPlanChoice: false };
      }
    },
    onSuccess: (progress) => sessionStore.getState().applyProgress(progress),
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
