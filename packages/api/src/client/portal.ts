// The page's client: base addresses from the runtime config, the token of the session store.
// Loaded on demand by `api` (lazyApi.ts): the HTTP client and the whole call table are not part
// of a page's first paint.
import { getRuntimeConfig } from '@portal/config';
import { sessionStore } from '@portal/session';
import { CONTRACT_PIECES } from '../contract/pieces';
import { bindCalls, createApi } from './api';
import { createApiClient } from './http';

/**
 * An expired session logs out; the route guards then send the user to
 * `/login?redirectUrl=<where they were>`.
 */
const client = createApiClient({
  bases: () => getRuntimeConfig().api,
  getToken: () => sessionStore.getState().session?.token,
  onSessionExpired: () => sessionStore.getState().logout(),
});

export const portalApi = createApi(client);

/**
 * The calls proposed beyond the spec (ADR 013) on the same client, made when `proposedApi` first
 * loads them (`./proposed`), so the page's first calls do not carry them.
 */
export const loadProposedApi = () =>
  import('./proposed').then(({ bindProposedCalls }) =>
    bindProposedCalls(client, CONTRACT_PIECES, bindCalls),
  );
