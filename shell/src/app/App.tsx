import { useMemo } from 'react';
import { BrowserRouter, useLocation, useRoutes } from '@portal/router';
import type { RuntimeConfig } from '@portal/config';
import { I18nRoot } from '@portal/i18n';
import { PortalToasts } from '@portal/ui';
import { BASE_PATH } from '../routing/redirectUrl';
import { ShellErrorBoundary } from '../pages/ShellErrorBoundary';
import { buildRoutes } from './routes';

function AppRoutes({ config }: { readonly config: RuntimeConfig }) {
  const routes = useMemo(() => buildRoutes(config), [config]);
  const location = useLocation();
  const element = useRoutes(routes);
  // Keyed by path: leaving a page that crashed gives the next one a fresh start. The toast area
  // sits outside it, so a toast raised just before a navigation ('Ops!', then login) stays.
  return (
    <PortalToasts>
      <ShellErrorBoundary key={location.pathname}>{element}</ShellErrorBoundary>
    </PortalToasts>
  );
}

export function App({ config }: { readonly config: RuntimeConfig }) {
  return (
    <I18nRoot>
      <BrowserRouter basename={BASE_PATH}>
        <AppRoutes config={config} />
      </BrowserRouter>
    </I18nRoot>
  );
}
