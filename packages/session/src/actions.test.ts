import { createSessionStore } from './store';
import { aSession } from './testing';

beforeEach(() => localStorage.clear());

function signedIn(overrides: Parameters<typeof aSession>[0] = {}) {
  const store = createSessionStore();
  store.getState().signIn(aSession(overrides));
  return store;
}

describe('session actions', () => {
  it('setAvatar shows a saved avatar and forgets a removed one', () => {
    const store = signedIn();
    store.getState().setAvatar('https://files.demo/eu.png');
    expect(store.getState().session?.user).toEqual({
      id: 'u-1',
      name: 'Maria Souza',
      email: 'maria@demo.com.br',
      avatarUrl: 'https://files.demo/eu.png',
    });

    store.getState().setAvatar(null);
    expect(store.getState().session?.user).toEqual({
      id: 'u-1',
      name: 'Maria Souza',
      email: 'maria@demo.com.br',
    });
  });

  it('setUserRole changes the role and nothing else', () => {
    const store = signedIn();
    const before = store.getState().session!;
    store.getState().setUserRole('co');
    expect(store.getState().session).toEqual({ ...before, userRole: 'co' });
  });

  it('becomeRegularUser takes away the super-user status and group, keeping the others', () => {
    const store = signedIn({ attributions: ['superUser', 'manager', 'auditor'] });
    store.getState().becomeRegularUser();
    const session = store.getState().session!;
    expect(session.isSuperUser).toBe(false);
    expect(session.attributions).toEqual(['manager', 'auditor']);
  });

  it('becomeRegularUser leaves unknown attributions unknown', () => {
    const store = signedIn({ attributions: null });
    store.getState().becomeRegularUser();
    expect(store.getState().session).toMatchObject({ isSuperUser: false, attributions: null });
  });

  it('applyProgress takes the progress flags of the answer and nothing else', () => {
    const store = signedIn({ choosedPlan: 'trial', finishedCheckout: true });
    const before = store.getState().session!;
    const answer = {
      finishedPlanChoice: true,
      choosedPlan: 'paid' as const,
      finishedOnboarding: 'true' as const,
      finishedCheckout: false,
      validSubscription: 'false' as const,
      // Whatever else a server might send does not enter the session.
      userRole: 'cfo' as const,
    };
    store.getState().applyProgress(answer);
    expect(store.getState().session).toEqual({
      ...before,
      finishedPlanChoice: true,
      choosedPlan: 'paid',
      finishedOnboarding: 'true',
      finishedCheckout: false,
      validSubscription: 'false',
    });
  });

  it('choosePlans keeps the plan codes chosen, for the checkout to start with', () => {
    const store = signedIn({ selectedPlans: ['es', 'esw'] });
    store.getState().choosePlans(['adwl']);
    expect(store.getState().session?.selectedPlans).toEqual(['adwl']);
  });

  it('is kept for the next page (persisted like the sign-in)', async () => {
    signedIn().getState().setUserRole('ceo');
    const next = createSessionStore();
    await next.persist.rehydrate();
    expect(next.getState().session?.userRole).toBe('ceo');
  });

  it('does nothing while signed out', () => {
    const store = createSessionStore();
    store.getState().setAvatar('https://files.demo/eu.png');
    store.getState().setUserRole('co');
    store.getState().becomeRegularUser();
    store.getState().choosePlans(['es']);
    store.getState().applyProgress({
      finishedPlanChoice: true,
      choosedPlan: 'paid',
      finishedOnboarding: 'true',
      finishedCheckout: true,
      validSubscription: 'true',
    });
    expect(store.getState().session).toBeNull();
  });
});
