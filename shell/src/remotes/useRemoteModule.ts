import { useCallback, useEffect, useState } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@portal/contracts';
import { registerCatalog } from '@portal/i18n';
import { reportError } from '@portal/telemetry';
import { loadRoutesModule, remoteServing } from './federation';
import { RemoteLoadError } from './RemoteLoadError';

export type RemoteModuleState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: RemoteRoutesModule }
  | { readonly status: 'failed'; readonly reportId: string };

async function loadWithCatalog(name: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  const routesModule = await loadRoutesModule(name, { retry });
  await registerCatalog(name, routesModule.loadMessages);
  return routesModule;
}

/**
 * Starts loading the remote that serves `pathname` while the shell is still rendering its frame:
 * the page needs it next anyway, and its route guards are declared by the remote itself.
 */
export function preloadRemoteFor(pathname: string): void {
  const name = remoteServing(pathname);
  if (!name) return;
  loadWithCatalog(name, false).catch(() => {
    // The page's own load reports the failure and offers a retry.
  });
}

/** Loads a remote's routes (and its catalog) for the current page; `retry` fetches it afresh. */
export function useRemoteModule(name: RemoteName): RemoteModuleState & { retry: () => void } {
  const [state, setState] = useState<RemoteModuleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const retry = attempt > 0;
    setState((previous) =>
      previous.status === 'ready' && !retry ? previous : { status: 'loading' },
    );
    loadWithCatalog(name, retry).then(
      (module) => current && setState({ status: 'ready', module }),
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
