import { startTransition, useCallback, useEffect, useState } from 'react';
import type { RemoteName, RemoteRoute, RemoteRoutesModule } from '@portal/contracts';
import { registerCatalog } from '@portal/i18n';
import { matchPath } from '@portal/router';
import { reportError } from '@portal/telemetry';
import { hasPrerender } from '../../prerender/dom';
import { currentRoutesModule, loadRoutesModule, remoteServing } from './federation';
import { loadPage, markPageReady } from './loadedPages';
import { RemoteLoadError } from './RemoteLoadError';

export type RemoteModuleState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: RemoteRoutesModule }
  | { readonly status: 'failed'; readonly reportId: string };

/**
 * The remotes whose routes module and catalog are loaded, by the load that brought them (a
 * retry is another load): a page opened after a preload renders at once, without a loading
 * frame.
 */
const withCatalog = new WeakMap<Promise<RemoteRoutesModule>, RemoteRoutesModule>();
/** The catalog's registration after each load, started once. */
const catalogOf = new WeakMap<Promise<RemoteRoutesModule>, Promise<RemoteRoutesModule>>();

/** The remote's routes module, resolved once its catalog is registered too. */
export function loadWithCatalog(name: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  const pending = loadRoutesModule(name, { retry });
  let loaded = catalogOf.get(pending);
  if (!loaded) {
    loaded = pending.then(async (routesModule) => {
      await registerCatalog(name, routesModule.loadMessages);
      withCatalog.set(pending, routesModule);
      return routesModule;
    });
    catalogOf.set(pending, loaded);
  }
  return loaded;
}

/** The remote's routes module, if its load so far has brought it with its catalog (nothing is started). */
export function loadedWithCatalog(name: RemoteName): RemoteRoutesModule | undefined {
  const pending = currentRoutesModule(name);
  return pending && withCatalog.get(pending);
}

const initialState = (name: RemoteName): RemoteModuleState => {
  const module = loadedWithCatalog(name);
  return module ? { status: 'ready', module } : { status: 'loading' };
};

/** The route of `module` that the router would show at `pathname`. */
export function routeAt(module: RemoteRoutesModule, pathname: string) {
  return module.routes.find((route) => matchPath({ path: `/${route.path}` }, pathname));
}

/**
 * Starts loading what the page at `pathname` needs: the remote that serves it (its routes), then
 * its catalog and the page's own `preload` (its code and first read) side by side. For the first
 * page, while the shell still renders its frame, and for a page a visitor is about to open
 * (speculation/intent.ts). Resolves true once all of it is in (false: not a remote's page, not one `canOpen`
 * lets the visitor open, `signal` aborted before the page's preload, or something failed).
 */
export function preloadRemoteFor(
  pathname: string,
  canOpen: (route: RemoteRoute) => boolean = () => true,
  signal?: AbortSignal,
): Promise<boolean> {
  const name = remoteServing(pathname);
  if (!name) return Promise.resolve(false);
  const catalog = loadWithCatalog(name, false);
  return loadRoutesModule(name)
    .then(async (module) => {
      const route = routeAt(module, pathname);
      if ((route && !canOpen(route)) || signal?.aborted) return false;
      // The page's code kept as its component too (loadedPages.ts), so the page drawn once it
      // is in (rendered ahead, or the visit's) does not suspend on its lazy `Page`.
      await Promise.all([catalog, route?.preload?.(), route && loadPage(route)]);
      if (route) markPageReady(route);
      preloaded.add(pathname);
      return true;
    })
    .catch(() => {
      // The page's own load reports the failure and offers a retry.
      return false;
    });
}

/** The preload of the page the visitor opened (bootstrap's), once started. */
let firstPage: Promise<boolean> = Promise.resolve(false);

/** preloadRemoteFor for the page the visitor opened; firstPageIn() then waits for it. */
export function preloadFirstPage(pathname: string): Promise<boolean> {
  firstPage = preloadRemoteFor(pathname);
  return firstPage;
}

/** Settles once the page the visitor opened has its remote, catalog and `preload` in. */
export const firstPageIn = (): Promise<boolean> => firstPage;

/** The pages whose preload has run to its end: their code is in. */
const preloaded = new Set<string>();

/** Whether the preload of the page at `pathname` has run to its end: its code is in. */
export const isPreloaded = (pathname: string): boolean => preloaded.has(pathname);

/** Loads a remote's routes (and its catalog) for the current page; `retry` fetches it afresh. */
export function useRemoteModule(name: RemoteName): RemoteModuleState & { retry: () => void } {
  const [state, setState] = useState<RemoteModuleState>(() => initialState(name));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const retry = attempt > 0;
    setState((previous) =>
      previous.status === 'ready' && !retry ? previous : { status: 'loading' },
    );
    loadWithCatalog(name, retry).then(
      (module) => {
        if (!current) return;
        const ready = () =>
          setState((previous) =>
            previous.status === 'ready' && previous.module === module
              ? previous
              : { status: 'ready', module },
          );
        // Behind a prerendered page (what the visitor sees, live) the page is drawn in slices.
        if (hasPrerender()) startTransition(ready);
        else ready();
      },
      (error: unknown) => {
        if (!current) return;
        const report = reportError({
          phase: error instanceof RemoteLoadError ? `remote-load:${error.phase}` : 'remote-load',
          error,
          remote: name,
        });
        setState({ status: 'failed', reportId: report.id });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
