import type { Group } from '@portal/contracts';

export type UserRole = 'co' | 'ceo' | 'ceo-co' | 'cfo' | 'i-plus' | 'employee';
/** The backend keeps these two flags as the strings 'true' and 'false' (spec §3). */
export type StringFlag = 'true' | 'false';
export type ChosenPlan = 'trial' | 'paid';
export type UserLanguage = 'PT' | 'ES';

export interface SessionUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly avatarUrl?: string;
}

export interface SessionCompany {
  readonly id: string;
  readonly name: string;
}

/** What spec §3 says is held locally about the signed-in user. */
export interface SessionData {
  readonly token: string;
  readonly user: SessionUser;
  readonly company: SessionCompany;
  readonly userRole: UserRole;
  readonly profile?: string;
  /** null when the backend did not say: group checks then pass (spec §6). */
  readonly attributions: readonly Group[] | null;
  readonly isSuperUser: boolean;
  readonly isSaas: boolean;
  readonly validSubscription: StringFlag;
  readonly finishedPlanChoice: boolean;
  readonly choosedPlan: ChosenPlan | null;
  readonly finishedOnboarding: StringFlag;
  readonly finishedCheckout: boolean;
  readonly selectedPlans: readonly string[];
  readonly planType: string | null;
  readonly language: UserLanguage;
}

/**
 * The progress of spec §4 (plan choice, onboarding, checkout) as the server answers it whenever it
 * registers a step: the plan choice, onboarding and checkout calls, and 'buy now'.
 */
export type ProgressFlags = Pick<
  SessionData,
  | 'finishedPlanChoice'
  | 'choosedPlan'
  | 'finishedOnboarding'
  | 'finishedCheckout'
  | 'validSubscription'
>;

export interface SessionState {
  readonly session: SessionData | null;
}

export const loggedOut: SessionState = { session: null };
