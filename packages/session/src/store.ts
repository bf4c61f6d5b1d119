import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useStore } from 'zustand';
import { SESSION_KEY, STORAGE_PREFIX } from './keys';
import {
  loggedOut,
  type ProgressFlags,
  type SessionData,
  type SessionState,
  type UserRole,
} from './state';

export { SESSION_KEY, STORAGE_PREFIX };
export const SESSION_VERSION = 1;
/** Preferences that are not account data and survive a logout (the language choice). */
const KEPT_ON_LOGOUT = new Set([`${STORAGE_PREFIX}locale`]);

/**
 * What may happen to the session, each named for what happened (no raw patches: a reader finds
 * every way the session changes here). Each does nothing while signed out.
 */
interface SessionActions {
  signIn: (session: SessionData) => void;
  /** The user's avatar was saved (its address) or removed (null); the header shows it. */
  setAvatar: (url: string | null) => void;
  /** The signed-in user's role was changed (in user management, by themselves). */
  setUserRole: (role: UserRole) => void;
  /**
   * The super-user status was handed to someone else: no longer the super user, nor in the
   * superUser group. Unknown attributions (null) stay unknown.
   */
  becomeRegularUser: () => void;
  /** The server registered a step of the plan choice, onboarding and checkout (spec §4). */
  applyProgress: (progress: ProgressFlags) => void;
  /** The plan codes chosen on plan selection (the checkout starts with them). */
  choosePlans: (selectedPlans: readonly string[]) => void;
  logout: () => void;
}

export type SessionStore = SessionState & SessionActions;

/**
 * Version 0 was written before the store was versioned: the progress flags were booleans
 * and the token sat at the top level. Anything unreadable is dropped (the user signs in
 * again) rather than trusted.
 */
export function migrateSession(persisted: unknown, fromVersion: number): SessionState {
  if (!persisted || typeof persisted !== 'object') return loggedOut;
  if (fromVersion === 0) {
    const old = persisted as Record<string, unknown>;
    if (typeof old.token !== 'string' || !old.user || typeof old.user !== 'object')
      return loggedOut;
    const asFlag = (value: unknown) => (value === true || value === 'true' ? 'true' : 'false');
    const user = old.user as Record<string, unknown>;
    const session: SessionData = {
      token: old.token,
      user: {
        id: String(user.id ?? ''),
        name: String(user.name ?? ''),
        email: String(user.email ?? ''),
      },
      company: { id: String(old.companyId ?? ''), name: String(old.companyName ?? '') },
      userRole: (old.userRole as SessionData['userRole']) ?? 'co',
      attributions: Array.isArray(old.attributions)
        ? (old.attributions as SessionData['attributions'])
        : null,
      isSuperUser: old.isSuperUser === true,
      isSaas: old.isSaas === true,
      validSubscription: asFlag(old.validSubscription),
      finishedPlanChoice: old.finishedPlanChoice === true,
      choosedPlan:
        old.choosedPlan === 'paid' || old.choosedPlan === 'trial' ? old.choosedPlan : null,
      finishedOnboarding: asFlag(old.finishedOnboarding),
      finishedCheckout: old.finishedCheckout === true,
      selectedPlans: Array.isArray(old.selectedPlans) ? old.selectedPlans.map(String) : [],
      planType: typeof old.planType === 'string' ? old.planType : null,
      language: old.language === 'ES' ? 'ES' : 'PT',
    };
    return { session };
  }
  if (fromVersion === SESSION_VERSION) return persisted as SessionState;
  return loggedOut;
}

/** Removes every portal key from local and session storage, except kept preferences. */
export function clearPortalStorage(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!storage) continue;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string =>
        key !== null && key.startsWith(STORAGE_PREFIX) && !KEPT_ON_LOGOUT.has(key),
    );
    keys.forEach((key) => storage.removeItem(key));
  }
}

export function createSessionStore(storage: () => Storage = () => localStorage) {
  return createStore<SessionStore>()(
    persist(
      (set) => {
        const change = (next: (session: SessionData) => SessionData) =>
          set((state) => (state.session ? { session: next(state.session) } : state));
        return {
          ...loggedOut,
          signIn: (session) => set({ session }),
          setAvatar: (url) =>
            change((session) => {
              const { avatarUrl: _previous, ...user } = session.user;
              return { ...session, user: url ? { ...user, avatarUrl: url } : user };
            }),
          setUserRole: (userRole) => change((session) => ({ ...session, userRole })),
          becomeRegularUser: () =>
            change((session) => ({
              ...session,
              isSuperUser: false,
              attributions:
                session.attributions &&
                session.attributions.filter((group) => group !== 'superUser'),
            })),
          // Only the progress flags: nothing else of the server's answer enters the session.
          applyProgress: ({
            finishedPlanChoice,
            choosedPlan,
            finishedOnboarding,
            finishedCheckout,
            validSubscription,
          }) =>
            change((session) => ({
              ...session,
              finishedPlanChoice,
              choosedPlan,
              finishedOnboarding,
              finishedCheckout,
              validSubscription,
            })),
          choosePlans: (selectedPlans) =>
            change((session) => ({ ...session, selectedPlans: [...selectedPlans] })),
          logout: () => {
            set(loggedOut);
            clearPortalStorage();
          },
        };
      },
      {
        name: SESSION_KEY,
        version: SESSION_VERSION,
        storage: createJSONStorage(storage),
        partialize: (s): SessionState => ({ session: s.session }),
        migrate: migrateSession,
      },
    ),
  );
}

export type SessionStoreApi = ReturnType<typeof createSessionStore>;

/**
 * Keeps tabs in step: a logout (the key removed) or a sign-in in another tab reaches this one.
 * Returns the unsubscribe function.
 */
export function syncAcrossTabs(store: SessionStoreApi, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SESSION_KEY) return;
    if (event.newValue === null) {
      // Another tab logged out. The persist middleware writes the store back on every change,
      // so remove the key again after emptying this tab's copy.
      if (store.getState().session !== null) store.setState(loggedOut);
      event.storageArea?.removeItem(SESSION_KEY);
      return;
    }
    void store.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** The one session store of the page (this package is a federation singleton). */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}
