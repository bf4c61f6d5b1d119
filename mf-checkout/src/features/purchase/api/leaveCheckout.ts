import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { reportProgressFailure, sessionStore } from '@portal/session';
import { wayBack } from './wayBack';

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
 * (PUT /company/change-plan), as before 'buy now'. It answers where the link leads: the
 * implementation module page's address, or null for home (a cfo, or nothing says where).
 */
export function useBackToTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string | null> => {
      const session = sessionStore.getState().session;
      if (!session) return null;
      const { payload } = await api.changePlan({ companyId: session.company.id, newPlan: 'trial' });
      sessionStore.getState().applyProgress(payload);
      return wayBack(client, session);
    },
  });
}
