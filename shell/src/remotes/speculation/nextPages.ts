// What a visitor is likely to open next, fetched before they ask: the remotes of a menu's pages,
// and the pages the runtime config names as likely next. All of it speculative: a visit still
// loads what it opens itself, and a failure here is no failure the visitor sees.
import type { RemoteName, RemoteRoute } from '@portal/contracts';
import { nextPage, nextRemotes, remoteServing } from '../loading/federation';
import { loadWithCatalog, preloadRemoteFor } from '../loading/useRemoteModule';
import { renderAheadIfNone } from './ahead';

/**
 * The remotes serving `pathnames` (a menu's links, shown to a visitor who will choose one of
 * them): their routes and catalogs, then what all their pages read with (`warm`: the API
 * client); not yet any page's code or read.
 */
export function warmRemotesFor(pathnames: readonly string[]): void {
  const names = new Set(
    pathnames.map(remoteServing).filter((name): name is RemoteName => name !== undefined),
  );
  for (const name of names) {
    loadWithCatalog(name, false).then(
      (module) => module.warm?.(),
      () => {
        // The page's own load reports the failure and offers a retry.
      },
    );
  }
}

/**
 * When the visitor of a page of `current` has stopped choosing (idle.ts): the remotes the
 * runtime config names as likely next (preloadNext), with their catalogs, and the pages of
 * theirs this visitor may open (`canOpen`: their code and first read), so switching to one waits
 * on nothing. The page the config names as the likeliest next (renderNext) is then rendered ahead
 * too, as a page pointed at is (ahead.ts), if the visitor may open it and no page pointed
 * at is. All of it speculative: once `signal` aborts (the visitor is choosing again), no further
 * step starts. Resolves when every step has ended.
 */
export async function preloadNextPages(
  current: RemoteName,
  canOpen: (route: RemoteRoute) => boolean,
  signal: AbortSignal,
): Promise<void> {
  const remotes = nextRemotes(current).map((next) =>
    loadWithCatalog(next, false)
      .then((module) =>
        signal.aborted
          ? undefined
          : Promise.all(
              module.routes.filter((route) => canOpen(route)).map((route) => route.preload?.()),
            ),
      )
      .catch(() => {
        // A failed preload is not a failure the user sees; the real visit reports it.
      }),
  );
  const page = nextPage(current);
  const ahead = page
    ? preloadRemoteFor(page, canOpen, signal).then(
        (ready) => ready && !signal.aborted && renderAheadIfNone(page),
      )
    : undefined;
  await Promise.all([...remotes, ahead]);
}
