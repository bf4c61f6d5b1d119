import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';

/** The role the super user keeps once onboarding is over (spec §2.6). */
export type OnboardingRole = 'co' | 'ceo' | 'ceo-co' | 'cfo';

/**
 * POST /super-user/finish-onboarding (spec §7) with the super user's own role; the answer is the
 * account's progress flags, for the session.
 */
export function useFinishOnboarding() {
  return useMutation({
    mutationFn: (userRole: OnboardingRole) => api.finishOnboarding({ userRole }),
  });
}
