// The page's client: base addresses from the runtime config, the token of the session store.
// Loaded on demand by `api` (lazyApi.ts): the HTTP client and the whole call table are not part
// of a page's first paint.
import { getRuntimeConfig } from '@portal/config';
import { sessionStore } from '@portal/session';
import { createApi } from './api';
import { createApiClient } from './http';

/**
 * An expired session logs out; the route guards then send the user to
 * `/login?redirectUrl=<where they were>`.
 */
export const portalApi = createApi(
  createApiClient({
    bases: () => getRuntimeConfig().api,
    getToken: () => sessionStore.getState().session?.token,
    onSessionExpired: () => sessionStore.getState().logout(),
  }),
);

/**
 * Tells the server a session has ended (POST /auth/logout), with the token it had: the store no
 * longer holds it, the user is already signed out here. Never fails: the answer is not awaited
 * by anyone, and a session the server does not end expires there on its own.
 */
export function endServerSession(token: string): Promise<void> {
  const once = createApi(
    createApiClient({
      bases: () => getRuntimeConfig().api,
      getToken: () => token,
      onSessionExpired: () => undefined,
    }),
  );
  return once.logout().then(
    () => undefined,
    () => undefined,
  );
}
