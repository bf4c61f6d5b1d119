// A remote's pages as the shell mounts them: every route of its `./routes` module, each page in
// its own Suspense (pages are lazy). Used by flow tests and page stories of every remote.
import { Suspense } from 'react';
import type { RemoteRoutesModule } from '@portal/contracts';
import type { RouteObject } from '@portal/router';

export function remoteRoutes(remote: RemoteRoutesModule): RouteObject[] {
  return remote.routes.map(({ path, Page }) => ({
    path,
    element: (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
  }));
}
