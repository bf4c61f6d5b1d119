import type { SessionData } from './state';
import fixture from './aSession.json';

/**
 * A signed-in session for tests and stories: a SaaS super user who finished everything.
 * The same data (aSession.json) seeds the browser tests.
 */
export function aSession(overrides: Partial<SessionData> = {}): SessionData {
  return { ...(fixture as SessionData), ...overrides };
}
