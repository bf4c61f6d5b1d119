// `api`: every call of the contract, for pages to use as they are. Behind it, the HTTP client
// (ky), the call table and its response schemas load with the first call, or earlier when a page
// calls `preloadApi()` (the login form does on its first focus or touch). A page that only shows
// a form thus paints without them (adr-003).
import { registerCatalog } from '@portal/i18n';
import { loadApiMessages } from '../messages-loader';
import type { Api } from './api';

/**
 * The texts of spec §8 in the page's language. They load with the client, not at the start of
 * the portal: no page shows them before a call has answered (adr-004).
 */
export const loadApiTexts = (): Promise<void> => registerCatalog('api', loadApiMessages);

let loading: Promise<Api> | null = null;

function loadApi(): Promise<Api> {
  if (!loading) {
    // The error texts come along: a call that fails can then always say why (notices.ts).
    const pending = Promise.all([import('./portal'), import('../messages'), loadApiTexts()]).then(
      ([module]) => module.portalApi,
    );
    // A failed download is not kept: the next call tries again.
    pending.catch(() => {
      if (loading === pending) loading = null;
    });
    loading = pending;
  }
  return loading;
}

/** Starts downloading the client now (e.g. when the user starts filling a form), once. */
export function preloadApi(): void {
  loadApi().catch(() => {
    // The call that needs it reports the failure.
  });
}

const calls = new Map<string, (...input: unknown[]) => Promise<unknown>>();

/** The portal's calls; each waits for the client on its first use. */
export const api: Api = new Proxy({} as Api, {
  get(_target, name) {
    // Not a thenable, not a call: `await api` or `String(api)` must not invoke anything.
    if (typeof name !== 'string' || name === 'then') return undefined;
    let call = calls.get(name);
    if (!call) {
      call = (...input) =>
        loadApi().then((loaded) => {
          const fn = (loaded as unknown as Record<string, unknown>)[name];
          if (typeof fn !== 'function') throw new TypeError(`api.${name} is not a call`);
          return (fn as (...args: unknown[]) => Promise<unknown>)(...input);
        });
      calls.set(name, call);
    }
    return call;
  },
});

/** Checks the images (≤ 1 MiB, JPEG, PNG or WebP) and uploads them; answers their addresses. */
export const uploadFiles: Api['uploadFiles'] = (...input) => api.uploadFiles(...input);
