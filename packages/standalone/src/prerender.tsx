// Renders pages to HTML at build time, in Node (adr-003): the shell's server shows that HTML
// until the app takes over, so a cold visit paints before any script has run.
import { Fragment, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@portal/router';
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

/** Every route of `remote` marked `prerender`, per variant and locale: path → variant → locale → HTML. */
export async function prerenderRoutes(remote: RemoteRoutesModule): Promise<Pages> {
  const pages = {} as Pages;
  for (const route of remote.routes.filter((candidate) => candidate.prerender)) {
    const path = prerenderedPath(route.path);
    if (route.access !== 'public' || route.hideFooter || /[:*]/.test(path)) {
      throw new Error(
        `${remote.name}/${route.path}: only public routes with the footer and no required parameters prerender`,
      );
    }
    const { Page } = route;
    const Providers = remote.Providers ?? Fragment;
    const byVariant = {} as Record<PrerenderVariant, Record<Locale, string>>;
    for (const variant of Object.keys(PRERENDER_VARIANTS) as PrerenderVariant[]) {
      setRuntimeConfig(prerenderConfig(variant));
      const html = {} as Record<Locale, string>;
      for (const locale of LOCALES) {
        html[locale] = await renderAt(
          <Providers>
            <Page />
          </Providers>,
          {
            path,
            locale,
            catalogs: { [remote.name]: remote.loadMessages },
          },
        );
      }
      byVariant[variant] = html;
    }
    pages[path] = byVariant;
  }
  return pages;
}

type Heads = Record<string, Record<Locale, PrerenderHead>>;

/**
 * The tab title and meta description of every route of `remote` marked `prerender`, per locale:
 * the shell's server writes them in the head of the page it sends (path → locale → texts).
 */
export async function prerenderHeads(remote: RemoteRoutesModule): Promise<Heads> {
  await registerCatalog(remote.name, remote.loadMessages);
  const heads: Heads = {};
  for (const route of remote.routes.filter((candidate) => candidate.prerender)) {
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
    heads[prerenderedPath(route.path)] = byLocale;
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
