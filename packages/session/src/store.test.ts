import { createSessionStore, migrateSession, SESSION_KEY, syncAcrossTabs } from './store';
import { aSession } from './testing';
import { selectIsAuthenticated } from './selectors';

const session = aSession({ company: { id: 'c1', name: 'Empresa Demo' } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('persists the signed-in user under a versioned key', () => {
    const store = createSessionStore();
    store.getState().signIn(session);
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}');
    expect(stored.version).toBe(1);
    expect(stored.state.session.user.email).toBe('maria@demo.com.br');
    expect(stored.state.session.finishedOnboarding).toBe('true');
  });

  it('restores the session from storage in a new page', async () => {
    createSessionStore().getState().signIn(session);
    const next = createSessionStore();
    await next.persist.rehydrate();
    expect(selectIsAuthenticated(next.getState())).toBe(true);
    expect(next.getState().session?.company.name).toBe('Empresa Demo');
  });

  it('migrates a version-0 session (boolean flags, top-level token)', async () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        version: 0,
        state: {
          token: 'legacy-token-123456',
          user: { id: 7, name: 'Ana', email: 'ana@demo.com.br' },
          companyId: 'c9',
          companyName: 'Legado SA',
          isSuperUser: true,
          isSaas: true,
          finishedOnboarding: true,
          validSubscription: false,
          finishedPlanChoice: true,
          choosedPlan: 'trial',
        },
      }),
    );
    const store = createSessionStore();
    await store.persist.rehydrate();
    const restored = store.getState().session;
    expect(restored?.token).toBe('legacy-token-123456');
    expect(restored?.user.id).toBe('7');
    expect(restored?.company).toEqual({ id: 'c9', name: 'Legado SA' });
    expect(restored?.finishedOnboarding).toBe('true');
    expect(restored?.validSubscription).toBe('false');
    expect(restored?.attributions).toBeNull();
  });

  it('drops a stored session it cannot read instead of trusting it', () => {
    expect(migrateSession({ user: 'x' }, 0)).toEqual({ session: null });
    expect(migrateSession(null, 0)).toEqual({ session: null });
    expect(migrateSession({ session }, 99)).toEqual({ session: null });
  });

  it('logout clears every portal key but keeps the language choice', () => {
    const store = createSessionStore();
    store.getState().signIn(session);
    localStorage.setItem('minha-conta:flag-overrides', '{}');
    localStorage.setItem('minha-conta:locale', 'es');
    sessionStorage.setItem('minha-conta:checkout-draft', '{}');
    localStorage.setItem('other-app', 'kept');

    store.getState().logout();

    expect(store.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('minha-conta:flag-overrides')).toBeNull();
    expect(sessionStorage.getItem('minha-conta:checkout-draft')).toBeNull();
    expect(localStorage.getItem('minha-conta:locale')).toBe('es');
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('a logout in another tab logs this tab out', () => {
    const store = createSessionStore();
    store.getState().signIn(session);
    const stop = syncAcrossTabs(store);
    // The other tab removed the key; this tab's persisted copy must not write it back.
    localStorage.removeItem(SESSION_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_KEY, newValue: null, storageArea: localStorage }),
    );
    expect(store.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    stop();
  });

  it('a sign-in in another tab reaches this tab', async () => {
    const store = createSessionStore();
    const stop = syncAcrossTabs(store);
    const other = createSessionStore();
    other.getState().signIn(session);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_KEY,
        newValue: localStorage.getItem(SESSION_KEY),
      }),
    );
    await Promise.resolve();
    expect(store.getState().session?.user.name).toBe('Maria Souza');
    stop();
  });

  it('ignores storage events of other keys', () => {
    const store = createSessionStore();
    store.getState().signIn(session);
    const stop = syncAcrossTabs(store);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other-app', newValue: null }));
    expect(store.getState().session).not.toBeNull();
    stop();
  });
});
