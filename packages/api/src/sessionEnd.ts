// The server's end of a sign-out (POST /auth/logout), without the API client. The shell signs
// out from pages that carry no client (its error page is part of every first load), and a cold
// page must not carry ky, the call table and their schemas for it (ADR 008): importing the
// package's index from the shell pulled them, and the schemas' validators, into its build. So this
// one call is a plain `fetch`, to the contract's path (sessionEnd.test.ts holds them equal).
import { getRuntimeConfig } from '@portal/config';

/** The contract's `logout` path, on the user base. */
export const LOGOUT_PATH = '/auth/logout';

/**
 * Tells the server a session has ended, with the token it had: the store no longer holds it,
 * the user is already signed out here. Fire and forget: nobody waits for the answer, and
 * `keepalive` lets it outlive the page (the error page leaves for /login at once). A session the
 * server does not end expires there on its own.
 */
export function endServerSession(token: string): void {
  try {
    const base = getRuntimeConfig().api.user;
    const url = new URL(LOGOUT_PATH.slice(1), base.endsWith('/') ? base : `${base}/`);
    globalThis
      .fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          // Only ever in a header, as every call of the client.
          authorization: `Bearer ${token}`,
        },
        body: '{}',
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    // No runtime config (the portal never started): there is no server to tell.
  }
}
