import type { SessionData } from './state';

/** A signed-in session for tests and stories: a SaaS super user who finished everything. */
export function aSession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: 'test-token-0123456789',
    user: { id: 'u-1', name: 'Maria Souza', email: 'maria@demo.com.br' },
    company: { id: 'c-1', name: 'Empresa Demo Ltda' },
    userRole: 'ceo-co',
    attributions: ['superUser'],
    isSuperUser: true,
    isSaas: true,
    validSubscription: 'true',
    finishedPlanChoice: true,
    choosedPlan: 'paid',
    finishedOnboarding: 'true',
    finishedCheckout: true,
    selectedPlans: [],
    planType: null,
    language: 'PT',
    ...overrides,
  };
}
