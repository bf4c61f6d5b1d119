// Single sign-on: the identity-provider double hands out short-lived sessions that the portal
// exchanges for a token (GET /auth/sso/session/{session}).
import type { Db, UserRecord } from './db';

export const SSO_SESSION_MINUTES = 5;

export function createSsoSession(db: Db, user: UserRecord, now: Date): string {
  const id = crypto.randomUUID().replaceAll('-', '');
  db.ssoSessions[id] = {
    userId: user._id,
    expiresAt: new Date(now.getTime() + SSO_SESSION_MINUTES * 60_000).toISOString(),
  };
  return id;
}

/** Only the portal's own single-sign-on page may receive a session. */
export function isPortalSsoReturn(returnTo: string): boolean {
  try {
    const url = new URL(returnTo);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname.endsWith('/minha-conta/login/sso/') &&
      !url.search &&
      !url.hash
    );
  } catch {
    return false;
  }
}

/** A bearer token for a signed-in user, valid for 8 hours. */
export function createSession(db: Db, user: UserRecord, now: Date): string {
  const token = crypto.randomUUID();
  db.sessions[token] = {
    userId: user._id,
    expiresAt: new Date(now.getTime() + 8 * 3_600_000).toISOString(),
  };
  return token;
}
