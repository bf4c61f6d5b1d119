// Storage keys and a read of the stored session without zustand: the shell's prerender gate
// runs this before any other script, so it must stay free of the store's dependencies.

/** Every key the portal writes to browser storage starts with this. */
export const STORAGE_PREFIX = 'minha-conta:';
export const SESSION_KEY = `${STORAGE_PREFIX}session`;

/**
 * Whether the stored session names a signed-in user, in any version of the stored shape. What
 * cannot be read counts as signed in: the caller then takes the path that works for both.
 */
export function holdsStoredSession(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (raw === null) return false;
    const parsed: unknown = JSON.parse(raw);
    const state = (parsed as { state?: Record<string, unknown> } | null)?.state;
    return Boolean(state?.session ?? state?.token);
  } catch {
    return true;
  }
}
