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
