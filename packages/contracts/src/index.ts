// The federated contract between the shell and the remotes. A remote that breaks it fails
// to compile, not in front of a user.
import type { MessageDescriptor, Messages } from '@lingui/core';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { RemoteName } from './owners';

export * as pages from './routes';
export type { Page } from './routes';
export { fill, href } from './href';
export type { Href, HrefOf, NoParamNeeded, PageParams } from './href';
export { ROUTE_OWNERS } from './owners';
export type { RemoteName, RouteOwner } from './owners';

export type Locale = 'pt-BR' | 'es';
export const LOCALES: readonly Locale[] = ['pt-BR', 'es'];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Attributions a user may hold (spec §3, §6). */
export type Group = 'superUser' | 'manager' | 'auditor' | 'investigator' | 'sales';

/**
 * Feature flags the frame and the routes depend on (spec 2.5), and those of the features built
 * beyond the spec before the backend has them (ADR 013: on in development and test, off in
 * production until the backend ships).
 */
export type FeatureFlag =
  | 'company-list-admin'
  | 'charges-management'
  | 'user-management'
  | 'billing-pix'
  | 'billing-documents'
  | 'billing-card-on-file'
  | 'checkout-pix';

export interface RemoteRoute {
  /** Path under the base path, without a leading slash; '' is the home page. */
  readonly path: string;
  readonly access: 'public' | 'private';
  /** Any one of these groups opens the route; absent or empty means everyone. */
  readonly groups?: readonly Group[];
  readonly flag?: FeatureFlag;
  /** Page title, in the remote's own catalog. */
  readonly title: MessageDescriptor;
  /**
   * What the page offers, in a sentence, in the remote's own catalog: the shell writes it to the
   * page's `<meta name="description">` in the active language (and a prerendered page has it in
   * its HTML). For the public pages a visitor may reach from a search or a shared link.
   */
  readonly description?: MessageDescriptor;
  readonly hideFooter?: boolean;
  /**
   * Public routes only: the remote's build renders the page to HTML, which the shell's server
   * shows until the app takes over (adr-004). The page must render the same for every visitor
   * before any call: no data, no session, nothing from the runtime config it cannot do without.
   */
  readonly prerender?: boolean;
  /**
   * Query parameters with which the page shows something else than the page the build
   * prerenders (recovery's `token`). A route's optional parameters are left out of the build's
   * page the same way (it is rendered without them). Such a visit gets the page the remote's
   * server renders for it on demand (adr-006), or, from a remote on a static host, no prerender.
   */
  readonly prerenderUnless?: readonly string[];
  readonly Page: LazyExoticComponent<ComponentType>;
  /**
   * The page's code: the same import as `Page`'s, resolving to the module whose default export is
   * the page. A shell that waits for it (a private page showing the remote's `Frame` meanwhile)
   * then draws the page itself, not `Page`: React shows a lazy component's fallback on its first
   * render even when its code is in, and holds a fallback it has shown for 300 ms before it reveals
   * what it waited for, so the page would show 300 ms late (issue 52).
   */
  readonly load?: () => Promise<{ readonly default: ComponentType }>;
  /**
   * Starts what the page needs before it opens: its code (the same import as `Page`'s) and its
   * first read of the server, in the remote's own cache. The shell calls it when a visitor shows
   * the intent to open the page (pointer over, focus or touch on a link to it) and for the first
   * page, so the page does not wait on the network once opened. It must do nothing a visitor
   * not allowed on the page would notice (no read without a session), and its failure is
   * ignored: the page reads again when it opens.
   */
  readonly preload?: () => Promise<unknown>;
}

/** What `./routes` of every remote exports as default. */
export interface RemoteRoutesModule {
  readonly name: RemoteName;
  readonly version: string;
  readonly routes: readonly RemoteRoute[];
  /** The remote's own compiled catalog for a locale; the shell merges it. */
  readonly loadMessages: (locale: Locale) => Promise<Messages>;
  /**
   * The catalogs of the pages that keep their texts apart from `loadMessages` (a page few
   * visits open), by owner (`mf_auth/sign-up`). Such a page registers its catalog itself, with
   * its code, when it loads; tests and stories, which mount pages directly, register them all.
   */
  readonly pageCatalogs?: Readonly<Record<string, (locale: Locale) => Promise<Messages>>>;
  /**
   * What every page of the remote needs around it (its own server-state cache, say), applied
   * wherever a page is mounted: by the shell, the standalone page, tests and stories, so no page
   * can forget it. Made once per remote, not per page: what it holds outlives a page.
   */
  readonly Providers?: ComponentType<{ readonly children: ReactNode }>;
  /**
   * Starts fetching what every page of the remote needs before its first read can go out (its
   * API client), and nothing a visitor sees. The shell calls it when it warms the remote for a
   * visitor likely to open one of its pages (the menu's), so the page chosen sends its read at
   * once instead of after the client's download and start (issue 52). Its failure is ignored:
   * the page's own read loads the client again.
   */
  readonly warm?: () => void;
  /**
   * What a page of the remote looks like while its code is on its way: the page's own layout
   * around `title` (the route's, translated) with placeholders for its content. The shell shows
   * it the moment a visitor opens a private page whose code has not arrived, so a switch shows
   * where it went at once (issue 42); absent, a loading indicator. It must be light (it comes
   * with `./routes`) and read nothing.
   */
  readonly Frame?: ComponentType<PageFrameProps>;
}

/** What the shell hands a remote's `Frame`. */
export interface PageFrameProps {
  /** The route's path (as declared, without a leading slash). */
  readonly path: string;
  /** The route's title in the active language. */
  readonly title: string;
}

/** What a remote's build writes beside its manifest for the routes it prerenders (adr-004). */
export interface PrerenderIndex {
  readonly version: 1;
  /** Stylesheets the pages need, relative to this file. */
  readonly styles: readonly string[];
  /**
   * Named lazy chunk group → its scripts, relative to this file: a route's page
   * (`page-<pattern words>`, named so in `./routes`) and each catalog (a remote's `catalog-<locale>`,
   * the shell's `messages-<locale>`), for
   * the shell's server to name in the page it sends (adr-006).
   */
  readonly chunks?: Readonly<Record<string, readonly string[]>>;
  /**
   * Route path → variant (the config facts the page depends on, @portal/config's
   * PRERENDER_VARIANTS) → locale → HTML file of the page, relative to this file.
   */
  readonly pages: Readonly<
    Record<string, Readonly<Record<string, Readonly<Record<Locale, string>>>>>
  >;
  /** Route path → the query parameters that rule its prerender out (`prerenderUnless`). */
  readonly unless?: Readonly<Record<string, readonly string[]>>;
  /**
   * Where the remote's server renders on demand, for the shell's, a visit the build's pages do
   * not cover (`?path=<route and query>&variant=`, answering `{ html, head }` by locale), and
   * the route patterns it renders.
   */
  readonly render?: { readonly path: string; readonly patterns: readonly string[] };
  /** Route path → locale → the page's title and description, for the head of the HTML. */
  readonly heads?: Readonly<Record<string, Readonly<Record<Locale, PrerenderHead>>>>;
}

/** A prerendered page's tab title and meta description, in one locale. */
export interface PrerenderHead {
  readonly title: string;
  readonly description?: string;
}

export const PRERENDER_INDEX = 'prerender.json';

/**
 * What `portal build` writes beside an app's manifest (`release.json`): which build it is, and
 * what it was built against, for the compatibility gate (`portal check-live`), the published
 * releases a runtime config may pin, and the versions page.
 */
export interface ReleaseInfo {
  /** Federation name (`shell`, `mf_billing`, …). */
  readonly name: string;
  /** The app's package.json version. */
  readonly version: string;
  /** A digest of the build's files: the same sources give the same build. */
  readonly build: string;
  /** `<version>-<build>`: the folder a published build lives in (`releases/<release>/`). */
  readonly release: string;
  /** The `@portal/contracts` version the app was built against. */
  readonly contracts: string;
  /** The shell only: the contract versions of remotes it loads (a semver range). */
  readonly acceptsContracts?: string;
  /** A remote only: its routes as `./routes` declares them. */
  readonly routes?: readonly Pick<RemoteRoute, 'path' | 'access' | 'prerender'>[];
}

export const RELEASE_INFO = 'release.json';

/**
 * A remote release's health as the field saw it (issue 55, a proposed contract: ADR 014): what
 * the release health endpoint answers per release (`{ releases: ReleaseHealth[] }`), which the
 * versions page shows and the sandbox serves.
 */
export interface ReleaseHealth {
  /** Federation name (`mf_billing`). */
  readonly remote: string;
  /** `<version>-<build>`, as its `release.json` names it. */
  readonly release: string;
  /** Events of that release the remote's tracker project received. */
  readonly errors: number;
  /** Visits that measured anything on it. */
  readonly visits: number;
  /** The 75th percentile of the visits' INP and LCP, in ms; null with none. */
  readonly inp: number | null;
  readonly lcp: number | null;
}

/**
 * The id of the JSON the shell's server writes into each page it sends (adr-006): the runtime
 * config, the serving remote's manifest and the route's catalogs by locale. Node's side of it is
 * `BOOT_DATA_ID` of `@portal/build/route-hints`.
 */
export const BOOT_DATA_ID = 'portal-boot';

/** Identity helper that makes a remote's `./routes` checked against the contract. */
export function defineRemote(module: RemoteRoutesModule): RemoteRoutesModule {
  return module;
}
