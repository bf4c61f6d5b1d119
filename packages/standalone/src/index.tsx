import { Component, Fragment, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes } from '@portal/router';
import { useLingui } from '@lingui/react';
import { loadApiMessages } from '@portal/api/messages';
import { loadRulesMessages } from '@portal/rules/messages';
import { loadUiMessages } from '@portal/ui/messages';
import { parseRuntimeConfig, setRuntimeConfig } from '@portal/config';
import { href, pages, type RemoteRoutesModule } from '@portal/contracts';
import {
  activateLocale,
  chooseLocale,
  I18nRoot,
  initialLocale,
  LOCALE_OPTIONS,
  registerCatalog,
  useLocale,
} from '@portal/i18n';
import { sessionStore, syncAcrossTabs } from '@portal/session';
import { reportError } from '@portal/telemetry';
import { DevSession } from './DevSession';
import { Frame, HeaderBar, LanguageSwitch, Loading, PortalToasts, StatusPanel } from '@portal/ui';

function StandaloneFrame({ remote }: { readonly remote: RemoteRoutesModule }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  return (
    <Frame
      header={
        // The dev page's own frame is for developers, never shown in the portal: not translated.
        // eslint-disable-next-line lingui/no-unlocalized-strings
        <HeaderBar brand={`${remote.name} ${remote.version} · standalone`}>
          <nav aria-label="routes">
            {remote.routes.map((route) => (
              <Link key={route.path} to={`/${route.path.replace(/\/?:[^/]+\??|\/\*$/g, '')}`}>
                {i18n._(route.title)}{' '}
              </Link>
            ))}
          </nav>
          {remote.routes.some((route) => route.access === 'private') ? <DevSession /> : null}
          <LanguageSwitch value={locale} options={LOCALE_OPTIONS} onChange={chooseLocale} />
        </HeaderBar>
      }
    >
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Frame>
  );
}

function StandaloneRoutes({ remote }: { readonly remote: RemoteRoutesModule }) {
  const Providers = remote.Providers ?? Fragment;
  return useRoutes([
    {
      path: href(pages.home),
      element: (
        <PortalToasts>
          <StandaloneFrame remote={remote} />
        </PortalToasts>
      ),
      children: remote.routes.map(({ path, Page }) => ({
        path,
        element: (
          <Providers>
            <Page />
          </Providers>
        ),
      })),
    },
  ]);
}

/** On the dev page a crash shows its message instead of a blank page. */
class StandaloneErrorBoundary extends Component<
  { readonly children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    return error ? (
      // A crash on the dev page, for the developer who caused it: not translated.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      <StatusPanel title="Render error" description={error.message} tone="critical" />
    ) : (
      this.props.children
    );
  }
}

/**
 * The dev page of a remote: its routes under /minha-conta/ in a minimal frame, the same
 * runtime config, session and catalogs as in the portal, without the shell's guards.
 */
export async function mountStandalone(remote: RemoteRoutesModule): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    setRuntimeConfig(parseRuntimeConfig(await response.json()));
  } catch (error) {
    reportError({ phase: 'standalone-config', error, remote: remote.name });
  }
  syncAcrossTabs(sessionStore);
  // The API's and the field rules' texts, which the shell registers in the composed portal.
  await Promise.all([
    registerCatalog(remote.name, remote.loadMessages),
    registerCatalog('api', loadApiMessages),
    registerCatalog('rules', loadRulesMessages),
    registerCatalog('ui', loadUiMessages),
  ]);
  await activateLocale(initialLocale());
  root.render(
    <StrictMode>
      <I18nRoot>
        <BrowserRouter basename="/minha-conta">
          <StandaloneErrorBoundary>
            <StandaloneRoutes remote={remote} />
          </StandaloneErrorBoundary>
        </BrowserRouter>
      </I18nRoot>
    </StrictMode>,
  );
}
