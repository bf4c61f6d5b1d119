import { href, pages } from '@portal/contracts';
import { lazy, Suspense } from 'react';
import type { RouteObject } from '@portal/router';
import type { RuntimeConfig } from '@portal/config';
import { Loading } from '@portal/ui';
import { Layout } from '../frame/Layout';
import { DiagnosticErrorPage } from '../pages/DiagnosticErrorPage';
import { RemoteRoute } from '../pages/remote/RemoteRoute';
import { ShellRoute } from '../routing/ShellRoute';
import { ACCESS_DENIED_PATH } from '../routing/access';
import { HandOff } from '../prerender/handOff';
import { loadVersionsPage } from '../pages/versions/loadVersionsPage';
import { withTheirTexts } from '../pages/errorPages';
import { VERSIONS_ROUTE } from '../routing/versionsRoute';

// Provider administrators only: the page, its reads and its texts stay out of the first load.
const VersionsPage = lazy(loadVersionsPage);
// Pages a visit that goes well never shows: their code comes when they do.
const AccessDeniedPage = lazy(() =>
  withTheirTexts(import('../pages/AccessDeniedPage')).then((module) => ({
    default: module.AccessDeniedPage,
  })),
);
const NotFoundPage = lazy(() =>
  withTheirTexts(import('../pages/NotFoundPage')).then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * The route tree comes from the runtime config: each remote's patterns become routes that load
 * that remote only when visited. The shell's own pages sit beside them.
 */
export function buildRoutes(config: Pick<RuntimeConfig, 'remotes' | 'diagnostics'>): RouteObject[] {
  const remoteRoutes: RouteObject[] = config.remotes.flatMap((remote) =>
    remote.routes.map((pattern) => ({
      path: pattern,
      element: (
        <RemoteRoute key={`${remote.name}:${pattern}`} remote={remote.name} pattern={pattern} />
      ),
    })),
  );
  return [
    {
      path: href(pages.home),
      element: <Layout />,
      children: [
        ...remoteRoutes,
        {
          path: ACCESS_DENIED_PATH.slice(1),
          element: (
            <ShellRoute
              access="private"
              page={
                <Suspense fallback={<Loading />}>
                  <AccessDeniedPage />
                </Suspense>
              }
            />
          ),
        },
        {
          // A static path: the router ranks it above the back-office's `gestao-de-empresas/*`.
          path: VERSIONS_ROUTE.path,
          element: (
            <ShellRoute
              access={VERSIONS_ROUTE.access}
              groups={VERSIONS_ROUTE.groups}
              flag={VERSIONS_ROUTE.flag}
              page={
                <Suspense fallback={<Loading />}>
                  <VersionsPage />
                  {/* useHandOff, committed with the page (as beside a remote's lazy page). */}
                  <HandOff />
                </Suspense>
              }
            />
          ),
        },
        ...(config.diagnostics
          ? [{ path: pages.diagnosticError, element: <DiagnosticErrorPage /> }]
          : []),
        {
          path: '*',
          element: (
            <Suspense fallback={<Loading />}>
              <NotFoundPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}
