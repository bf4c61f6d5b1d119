import type { SignedIn } from './contract';
import type { SessionData } from '@portal/session';

/** What login, single sign-on and sign-up answer, as the session store holds it (spec §3). */
export function toSession({ token, user, company }: SignedIn): SessionData {
  return {
    token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      ...(user.avatarUrl ? { avatarUrl: user.avatarUrl } : {}),
    },
    company: { id: company.id, name: company.name },
    userRole: user.userRole,
    ...(user.profile ? { profile: user.profile } : {}),
    attributions: user.attributions,
    isSuperUser: user.isSuperUser,
    isSaas: user.isSaas,
    validSubscription: user.validSubscription,
    finishedPlanChoice: user.finishedPlanChoice,
    choosedPlan: user.choosedPlan,
    finishedOnboarding: user.finishedOnboarding,
    finishedCheckout: user.finishedCheckout,
    selectedPlans: user.selectedPlans,
    planType: user.planType,
    language: user.language,
  };
}
