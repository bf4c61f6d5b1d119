// Renders pages to HTML at build time, in Node (adr-003): the shell's server shows that HTML
// until the app takes over, so a cold visit paints before any script has run.
import { Fragment, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath } from '@portal/router';
import { MemoryRouter, Route, Routes } from '@portal/router/memory';
import { loadApiMessages } from '@portal/api/messages';
import { loadRulesMessages } from '@portal/rules/messages';
import { loadUiMessages } from '@portal/ui/messages';
import {
  parseRuntimeConfig,
  PRERENDER_VARIANTS,
  setRuntimeConfig,
  type PrerenderVariant,
  type RuntimeConfig,
} from '@portal/config';
import {
  LOCALES,
  type Locale,
  type PrerenderHead,
  type RemoteRoute,
  type RemoteRoutesModule,
} from '@portal/contracts';
import { activateLocale, i18n, I18nRoot, registerCatalog, type CatalogLoader } from '@portal/i18n';

const BASE = '/minha-conta';

/**
 * The config a remote's pages are rendered with, for one variant (@portal/config's
 * PRERENDER_VARIANTS): the build does not know the environment, so nothing else in it may
 * show on a prerendered page (no support contact, no flags, no addresses).
 */
export function prerenderConfig(variant: PrerenderVariant): RuntimeConfig {
  return parseRuntimeConfig({
    environment: 'production',
    ...PRERENDER_VARIANTS[variant],
    remotes: [],
    remoteTimeoutMs: 8000,
    api: Object.fromEntries(
      ['user', 'execution', 'implementation', 'management', 'cardProvider', 'postalLookup'].map(
        (name) => [name, `https://${name}.prerender.invalid`],
      ),
    ),
    featureFlags: {},
    errorReporting: { sampleRate: 0 },
    support: { phone: '', email: 'support@prerender.invalid' },
  });
}

async function toHtml(element: ReactElement, identifierPrefix: string): Promise<string> {
  // `prerender` waits for every lazy page and Suspense boundary, unlike renderToString.
  const { prelude } = await prerenderToNodeStream(element, { identifierPrefix });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders `element` at `path` (under the base path) in `locale`, with the shared catalogs. */
export async function renderAt(
  element: ReactElement,
  {
    path,
    locale,
    catalogs,
  }: { path: string; locale: Locale; catalogs: Record<string, CatalogLoader> },
): Promise<string> {
  await Promise.all([
    registerCatalog('api', loadApiMessages),
    registerCatalog('rules', loadRulesMessages),
    registerCatalog('ui', loadUiMessages),
    ...Object.entries(catalogs).map(([owner, loader]) => registerCatalog(owner, loader)),
  ]);
  await activateLocale(locale);
  return toHtml(
    <I18nRoot>
      <MemoryRouter basename={BASE} initialEntries={[`${BASE}/${path}`]}>
        {element}
      </MemoryRouter>
    </I18nRoot>,
    `${locale}-`,
  );
}

type Pages = Record<string, Record<PrerenderVariant, Record<Locale, string>>>;

/**
 * The path a route is prerendered at: its pattern without its optional parameters
 * (`login/cadastro/:sp?/:empresaMae?` → `login/cadastro`). The page asked with them is served
 * without a prerender: what they choose shows only once the app runs.
 */
export function prerenderedPath(pattern: string): string {
  return pattern
    .split('/')
    .filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')))
    .join('/');
}

/** The page of `route` at `path` (its pattern's parameters and query filled in), per locale. */
async function renderRoute(
  remote: RemoteRoutesModule,
  route: RemoteRoute,
  path: string,
  variant: PrerenderVariant,
): Promise<Record<Locale, string>> {
  const { Page } = route;
  const Providers = remote.Providers ?? Fragment;
  setRuntimeConfig(prerenderConfig(variant));
  const html = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    // Inside its route, as in the portal: the page reads its parameters (sign-up's `sp`).
    html[locale] = await renderAt(
      <Routes>
        <Route
          path={`/${route.path}`}
          element={
            <Providers>
              <Page />
            </Providers>
          }
        />
      </Routes>,
      { path, locale, catalogs: { [remote.name]: remote.loadMessages } },
    );
  }
  return html;
}

/** Every route of `remote` marked `prerender`, per variant and locale: path → variant → locale → HTML. */
export async function prerenderRoutes(remote: RemoteRoutesModule): Promise<Pages> {
  const pages = {} as Pages;
  for (const route of prerendered(remote)) {
    const path = prerenderedPath(route.path);
    const byVariant = {} as Record<PrerenderVariant, Record<Locale, string>>;
    for (const variant of Object.keys(PRERENDER_VARIANTS) as PrerenderVariant[]) {
      byVariant[variant] = await renderRoute(remote, route, path, variant);
    }
    pages[path] = byVariant;
  }
  return pages;
}

/** The routes of `remote` marked `prerender`, checked: public, with the footer, no required parameter. */
function prerendered(remote: RemoteRoutesModule): RemoteRoute[] {
  const routes = remote.routes.filter((candidate) => candidate.prerender);
  for (const route of routes) {
    if (route.access !== 'public' || route.hideFooter || /[:*]/.test(prerenderedPath(route.path))) {
      throw new Error(
        `${remote.name}/${route.path}: only public routes with the footer and no required parameters prerender`,
      );
    }
  }
  return routes;
}

/** The patterns of the routes of `remote` marked `prerender`: what `renderPage` can render. */
export function prerenderPatterns(remote: RemoteRoutesModule): string[] {
  return prerendered(remote).map((route) => route.path);
}

/** A page rendered on demand: its HTML and its head, per locale. */
export interface RenderedPage {
  readonly html: Record<Locale, string>;
  readonly head: Record<Locale, PrerenderHead>;
}

/**
 * The page a visitor asked for, rendered when asked (by the remote's server, for the shell's):
 * `path` is the route under the base path with its parameters and query
 * (`login/cadastro/adw/REDESUL`, `login/definir-senha?token=…`), which the build's pages
 * (bare paths, no query) do not cover. Null when no route marked `prerender` matches it.
 */
export async function renderRoutePage(
  remote: RemoteRoutesModule,
  path: string,
  variant: PrerenderVariant,
): Promise<RenderedPage | null> {
  const pathname = path.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  const route = prerendered(remote).find(
    (candidate) => matchPath({ path: `/${candidate.path}` }, `/${pathname}`) !== null,
  );
  if (!route || !(variant in PRERENDER_VARIANTS)) return null;
  const html = await renderRoute(remote, route, path.replace(/^\/+/, ''), variant);
  return { html, head: await headOf(remote, route) };
}

type Heads = Record<string, Record<Locale, PrerenderHead>>;

/** The tab title and meta description of `route`, per locale. */
async function headOf(
  remote: RemoteRoutesModule,
  route: RemoteRoute,
): Promise<Record<Locale, PrerenderHead>> {
  await registerCatalog(remote.name, remote.loadMessages);
  const byLocale = {} as Record<Locale, PrerenderHead>;
  for (const locale of LOCALES) {
    await activateLocale(locale);
    byLocale[locale] = {
      // The product's name, never translated: as the shell's usePageTitle writes the tab title.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      title: `${i18n._(route.title)} · Minha Conta`,
      ...(route.description ? { description: i18n._(route.description) } : {}),
    };
  }
  return byLocale;
}

/**
 * The tab title and meta description of every route of `remote` marked `prerender`, per locale:
 * the shell's server writes them in the head of the page it sends (path → locale → texts).
 */
export async function prerenderHeads(remote: RemoteRoutesModule): Promise<Heads> {
  const heads: Heads = {};
  for (const route of prerendered(remote)) {
    heads[prerenderedPath(route.path)] = await headOf(remote, route);
  }
  return heads;
}

/**
 * The query parameters with which each prerendered page shows something else than its
 * prerender (the route's `prerenderUnless`): path → names. The shell's server sends such a
 * visit without the prerender.
 */
export function prerenderQueryRules(remote: RemoteRoutesModule): Record<string, readonly string[]> {
  return Object.fromEntries(
    remote.routes
      .filter((route) => route.prerender && route.prerenderUnless?.length)
      .map((route) => [prerenderedPath(route.path), route.prerenderUnless!]),
  );
}
