// A remote's pages as the shell mounts them: every route of its `./routes` module, each page in
// the remote's providers and its own Suspense (pages are lazy). Used by flow tests and page
// stories of every remote.
import { Fragment, Suspense, type ReactElement, type ReactNode } from 'react';
import type { RemoteRoutesModule } from '@portal/contracts';
import type { RouteObject } from '@portal/router';

/** `page` inside what the remote puts around every page of its own (its query cache, say). */
export function inRemote(
  remote: Pick<RemoteRoutesModule, 'Providers'>,
  page: ReactNode,
): ReactElement {
  const Providers = remote.Providers ?? Fragment;
  return <Providers>{page}</Providers>;
}

export function remoteRoutes(remote: RemoteRoutesModule): RouteObject[] {
  return remote.routes.map(({ path, Page }) => ({
    path,
    element: inRemote(
      remote,
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    ),
  }));
}
