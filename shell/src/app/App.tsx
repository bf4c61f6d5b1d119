import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from '@portal/router';
import type { RuntimeConfig } from '@portal/config';
import { I18nRoot } from '@portal/i18n';
import { BASE_PATH } from '../routing/redirectUrl';
import { buildRoutes } from './routes';

export function App({ config }: { readonly config: RuntimeConfig }) {
  const router = useMemo(
    () => createBrowserRouter(buildRoutes(config), { basename: BASE_PATH }),
    [config],
  );
  return (
    <I18nRoot>
      <RouterProvider router={router} />
    </I18nRoot>
  );
}
