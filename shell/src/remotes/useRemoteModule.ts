import { useCallback, useEffect, useState } from 'react';
import type { RemoteName, RemoteRoute, RemoteRoutesModule } from '@portal/contracts';
import { registerCatalog } from '@portal/i18n';
import { matchPath } from '@portal/router';
import { reportError } from '@portal/telemetry';
import { renderAheadIfNone } from '../routing/ahead';
import {
  currentRoutesModule,
  loadRoutesModule,
  nextPage,
  nextRemotes,
  remoteServing,
} from './federation';
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

async function loadWithCatalog(name: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  const pending = loadRoutesModule(name, { retry });
  const routesModule = await pending;
  await registerCatalog(name, routesModule.loadMessages);
  withCatalog.set(pending, routesModule);
  return routesModule;
}

const initialState = (name: RemoteName): RemoteModuleState => {
  const pending = currentRoutesModule(name);
  const module = pending && withCatalog.get(pending);
  return module ? { status: 'ready', module } : { status: 'loading' };
};

/** The route of `module` that the router would show at `pathname`. */
function routeAt(module: RemoteRoutesModule, pathname: string) {
  return module.routes.find((route) => matchPath({ path: `/${route.path}` }, pathname));
}

/**
 * Starts loading what the page at `pathname` needs: the remote that serves it (its routes and
 * catalog), then the page's own `preload` (its code and first read). For the first page, while
 * the shell still renders its frame, and for a page a visitor is about to open (intent.ts).
 * Resolves true once all of it is in (false: not a remote's page, not one `canOpen` lets the
 * visitor open, or something failed).
 */
export function preloadRemoteFor(
  pathname: string,
  canOpen: (route: RemoteRoute) => boolean = () => true,
): Promise<boolean> {
  const name = remoteServing(pathname);
  if (!name) return Promise.resolve(false);
  return loadWithCatalog(name, false)
    .then(async (module) => {
      const route = routeAt(module, pathname);
      if (route && !canOpen(route)) return false;
      await route?.preload?.();
      return true;
    })
    .catch(() => {
      // The page's own load reports the failure and offers a retry.
      return false;
    });
}

/**
 * When the shell is idle after an interaction on a page of `current`: the remotes the runtime
 * config names as likely next (preloadNext), with their catalogs, and the pages of theirs this
 * visitor may open (`canOpen`: their code and first read), so switching to one waits on nothing.
 * The page the config names as the likeliest next (renderNext) is then rendered ahead too, as a
 * page pointed at is (routing/ahead.ts), if the visitor may open it and no page pointed at is.
 */
export function preloadNextPages(
  current: RemoteName,
  canOpen: (route: RemoteRoute) => boolean,
): void {
  for (const next of nextRemotes(current)) {
    loadWithCatalog(next, false)
      .then((module) =>
        Promise.all(
          module.routes.filter((route) => canOpen(route)).map((route) => route.preload?.()),
        ),
      )
      .catch(() => {
        // A failed preload is not a failure the user sees; the real visit reports it.
      });
  }
  const page = nextPage(current);
  if (page) void preloadRemoteFor(page, canOpen).then((ready) => ready && renderAheadIfNone(page));
}

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
      (module) =>
        current &&
        setState((previous) =>
          previous.status === 'ready' && previous.module === module
            ? previous
            : { status: 'ready', module },
        ),
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
