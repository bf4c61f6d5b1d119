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

/** The routes whose code and first read have both come in (a preload, or a visit that waited for them). */
const readyPages = new WeakSet<RemoteRoute>();

/** Marks `route`'s page ready: its code is in and its first read has been answered. */
export function markPageReady(route: RemoteRoute): void {
  if (loadedPages.has(route)) readyPages.add(route);
}

/**
 * The page's component once it is ready (its code in, its first read answered once): a page
 * that can be drawn in full at once. A page whose code is in but whose read is still on its way
 * shows its frame first: drawing it in full in the press's own task held the frame that answers
 * the press (the plans' page: 61-98 ms of handlers after Enter on "Planos" at 4x CPU, issue 52).
 */
export const readyPage = (route: RemoteRoute): ComponentType | undefined =>
  readyPages.has(route) ? loadedPages.get(route) : undefined;
