/// <reference types="@testing-library/jest-dom" />
// (the jest-dom matcher types, for every test that uses this vocabulary)
// A small vocabulary for component and flow tests: render with a session, a route, a locale
// and the runtime config in one call.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, type RenderResult } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@portal/router';
import { MemoryRouter } from '@portal/router/memory';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@portal/config';
import { loadApiMessages } from '@portal/api/messages';
import type { Locale, RemoteRoutesModule } from '@portal/contracts';
import { activateLocale, I18nRoot, registerCatalog, type CatalogLoader } from '@portal/i18n';
import { loadRulesMessages } from '@portal/rules/messages';
import { sessionStore, type SessionData } from '@portal/session';
import { PortalToasts } from '@portal/ui';
import { loadUiMessages } from '@portal/ui/messages';
import { remoteRoutes } from './remote';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The test environment's runtime config (shell/config/test.json), with overrides. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'config', 'test.json'), 'utf8'));
  return parseRuntimeConfig({ ...raw, ...overrides });
}

export interface PortalRenderOptions {
  readonly locale?: Locale;
  readonly session?: SessionData | null;
  /** Initial address, relative to the base path. */
  readonly route?: string;
  /** Route pattern the element is mounted at (default: every path). */
  readonly path?: string;
  /** Extra routes beside the element (targets of redirects, for instance). */
  readonly routes?: readonly RouteObject[];
  /** Catalogs to merge, by owner (a workspace's compiled messages). */
  readonly catalogs?: Readonly<Record<string, CatalogLoader>>;
  readonly config?: Partial<RuntimeConfig>;
  /** What the frame puts around every route (a toast area, say): outside the router. */
  readonly around?: ComponentType<{ readonly children: ReactNode }>;
  /** What the frame shows beside the page, inside the router (a header's links and menu). */
  readonly beside?: ReactNode;
}

interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
}

/** `location()` is where the router is now (after redirects). */
export type PortalRenderResult = RenderResult & { location: () => RouterLocation };

function RoutesWithProbe({
  routes,
  probe,
  beside,
}: {
  routes: RouteObject[];
  probe: { current: RouterLocation };
  beside: ReactNode;
}) {
  probe.current = useLocation();
  const page = useRoutes(routes);
  return (
    <>
      {beside}
      {page}
    </>
  );
}

export async function renderWithPortal(
  ui: ReactElement,
  {
    locale = 'pt-BR',
    session = null,
    route = '/',
    path: pattern = '*',
    routes = [],
    catalogs = {},
    config = {},
    around: Around = Fragment,
    beside = null,
  }: PortalRenderOptions = {},
): Promise<PortalRenderResult> {
  setRuntimeConfig(testRuntimeConfig(config));
  sessionStore.setState({ session });
  for (const [owner, loader] of Object.entries(catalogs)) await registerCatalog(owner, loader);
  await act(() => activateLocale(locale));
  const probe = { current: { pathname: route, search: '' } as RouterLocation };
  const result = render(
    <I18nRoot>
      <Around>
        <MemoryRouter initialEntries={[route]}>
          <RoutesWithProbe
            routes={[{ path: pattern, element: ui }, ...routes]}
            probe={probe}
            beside={beside}
          />
        </MemoryRouter>
      </Around>
    </I18nRoot>,
  );
  return Object.assign(result, { location: () => probe.current });
}

export { aSession } from '@portal/session/testing';

/** Where a remote's flow test lands when a page leaves the remote for home. */
export const OUTSIDE_HOME = 'Página inicial (fora do remote)';

/**
 * A remote's route opened as the shell opens it: all its routes (so in-app links land), the
 * frame's toast area, its catalog and the shared ones (API errors, field rules, kit). `/` shows
 * OUTSIDE_HOME when the remote does not serve it.
 */
export function renderRemote(
  remote: RemoteRoutesModule,
  route: string,
  options: Omit<PortalRenderOptions, 'route'> = {},
): Promise<PortalRenderResult> {
  const [first, ...others] = remoteRoutes(remote);
  const servesHome = remote.routes.some((candidate) => candidate.path === '');
  return renderWithPortal(first!.element as ReactElement, {
    ...options,
    route,
    around: PortalToasts,
    path: first!.path!,
    routes: [
      ...others,
      ...(servesHome ? [] : [{ path: '/', element: <p>{OUTSIDE_HOME}</p> }]),
      ...(options.routes ?? []),
    ],
    catalogs: {
      [remote.name]: remote.loadMessages,
      api: loadApiMessages,
      rules: loadRulesMessages,
      ui: loadUiMessages,
      ...options.catalogs,
    },
  });
}

/** The flow-test helper of a remote, from its `./routes` module: `renderAccount('/meu/perfil')`. */
export function remoteRenderer(remote: RemoteRoutesModule) {
  return (route: string, options: Omit<PortalRenderOptions, 'route'> = {}) =>
    renderRemote(remote, route, options);
}
