import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { reportProgressFailure, sessionStore } from '@portal/session';

/**
 * POST /super-user/finish-checkout (spec §7): registers the finished checkout and gives the
 * session the flags the server answers (valid subscription, checkout finished). A failed
 * registration is only logged, with the spec's text, and changes nothing (spec §4;
 * packages/session/README.md): the session keeps its flags.
 */
export function useFinishCheckout() {
  return useMutation({
    mutationFn: async () => (await api.finishCheckout({ finished: true })).payload,
    onSuccess: (progress) => sessionStore.getState().applyProgress(progress),
    onError: (error) => reportProgressFailure('finish-checkout', error, 'mf_checkout'),
  });
}
