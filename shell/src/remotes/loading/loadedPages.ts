import type { ComponentType } from 'react';
import type { RemoteRoute } from '@portal/contracts';

/**
 * The pages whose code a route's `load` has brought, by route: a page drawn once they are in
 * (the visit's frame giving way, or a page rendered ahead) is drawn from its component itself,
 * not from the route's lazy `Page`. A lazy component suspends on its first render even when its
 * code is in, and React then holds the fallback it showed for 300 ms before it reveals the page.
 */
const loadedPages = new WeakMap<RemoteRoute, ComponentType>();

/** The page's component, once `route.load` has brought it. */
export const loadedPage = (route: RemoteRoute): ComponentType | undefined => loadedPages.get(route);

/** Runs `route.load`, keeping the page's component for `loadedPage`; the route's own error on failure. */
export function loadPage(route: RemoteRoute): Promise<ComponentType> | undefined {
  return route.load?.().then((module) => {
    loadedPages.set(route, module.default);
    return module.default;
  });
}
