import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';
import { reportProgressFailure } from '@portal/session';

/** The role the super user keeps once onboarding is over (spec §2.6). */
export type OnboardingRole = 'co' | 'ceo' | 'ceo-co' | 'cfo';

/**
 * POST /super-user/finish-onboarding (spec §7) with the super user's own role; the answer is the
 * account's progress flags, for the session. A failure is only logged, with the spec's text, and
 * changes nothing (spec §4; packages/session/README.md): the slide stays as it was and its button
 * tries again.
 */
export function useFinishOnboarding() {
  return useMutation({
    mutationFn: (userRole: OnboardingRole) => api.finishOnboarding({ userRole }),
    onError: (error) => {
      reportProgressFailure('finish-onboarding', error, 'mf_checkout');
    },
  });
}
