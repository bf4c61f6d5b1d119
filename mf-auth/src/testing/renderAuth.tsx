// Flow tests of mf-auth: its routes mounted as the shell mounts them, with its catalog and the
// shared ones (API errors, field rules, kit), against the sandbox installed by installPageSandbox().
import { Suspense } from 'react';
import { loadApiMessages } from '@portal/api/messages';
import { loadRulesMessages } from '@portal/rules/messages';
import { renderWithPortal, type PortalRenderOptions } from '@portal/testing/render';
import { PortalToasts } from '@portal/ui';
import { loadUiMessages } from '@portal/ui/messages';
import remote from '../routes';

const HOME = 'Página inicial (fora do mf-auth)';

export function renderAuth(route: string, options: Omit<PortalRenderOptions, 'route'> = {}) {
  const [first, ...others] = remote.routes.map(({ path, Page }) => ({
    path,
    element: (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
  }));
  return renderWithPortal(first!.element, {
    ...options,
    route,
    around: PortalToasts,
    path: first!.path,
    routes: [...others, { path: '/', element: <p>{HOME}</p> }, ...(options.routes ?? [])],
    catalogs: {
      mf_auth: remote.loadMessages,
      api: loadApiMessages,
      rules: loadRulesMessages,
      ui: loadUiMessages,
      ...options.catalogs,
    },
  });
}

renderAuth.HOME = HOME;
