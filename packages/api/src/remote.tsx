// One way to make a remote (issue 53): `createRemote` gives a remote, from its name, version and
// catalogs, everything it is apart from its pages: its catalog loader, the provider every page is
// mounted in, a read that reports its failure under the remote's name and, for a remote that keeps
// server state, its own cache (`cache: queryCache` of `@portal/api/queries`). The remote's
// `src/remote.ts` is this one call; its `src/routes.tsx` adds the pages with `remote.define(...)`;
// `@portal/testing` builds the story and flow helpers from the same object, so no remote wires any
// of it by hand. This module does not import the cache: a remote without one (mf-auth, whose calls
// are all actions) never loads TanStack Query, so its cold /login stays as light (ADR 008).
import type { Messages } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { type Locale, type RemoteName, type RemoteRoutesModule } from '@portal/contracts';
import { registerCatalog } from '@portal/i18n';
import { reportError } from '@portal/telemetry';
import { preloadApi } from './client/lazyApi';
import type { RemoteCache } from './queries';

/** A compiled catalog of the remote, as `import('./locales/<locale>/messages')` gives it. */
export type CatalogImport = () => Promise<{ readonly messages: Messages }>;

export interface RemoteOptions {
  /** Its federation name (`mf_account`): the shell, the catalogs and error reports know it so. */
  readonly name: RemoteName;
  /** Its package.json version (`packageJson.version`). */
  readonly version: string;
  /**
   * Its compiled catalogs by locale, each a dynamic import written in the remote (so its bundler
   * makes each its own chunk): `'pt-BR': () => import(/* webpackChunkName: "catalog-pt-BR" *\/ …)`.
   */
  readonly catalogs: Readonly<Record<Locale, CatalogImport>>;
  /**
   * The catalog loaders of the domain packages its pages show (`loadUsersMessages` of
   * `@portal/users`…): their texts come with the remote's own, which win on a shared key.
   */
  readonly domainCatalogs?: readonly ((locale: Locale) => Promise<Messages>)[];
  /**
   * The catalogs of pages, or parts of a page behind a press, whose texts stay out of `catalogs`
   * (a page few visits open, a dialog behind a flag: the remote's first catalog, which its every
   * page waits for, stays small), by name, each locale a dynamic import of the remote's. Such a
   * page's or part's loader is `remote.withTexts(name, () => import(...))`.
   */
  readonly pageCatalogs?: Readonly<Record<string, Readonly<Record<Locale, CatalogImport>>>>;
  /**
   * Its own server-state cache, for a remote whose pages read the server (`queryCache` of
   * `@portal/api/queries`): then `remote.queries` is the cache and `Providers` puts every page in
   * it. Left out (a remote whose calls are all actions), there is no cache and nothing around its
   * pages.
   */
  readonly cache?: () => RemoteCache;
}

/** What the routes module of a remote adds to the remote: its pages and its page frame. */
export type RemotePages = Pick<RemoteRoutesModule, 'routes' | 'Frame'>;

/** A remote apart from its pages (see `createRemote`): one that keeps no server-state cache. */
export interface Remote {
  readonly name: RemoteName;
  readonly version: string;
  /** Its own compiled catalog for a locale; the shell merges it. */
  readonly loadMessages: (locale: Locale) => Promise<Messages>;
  /** Its pages' own catalogs by owner (`mf_auth/sign-up`), for tests and stories to register. */
  readonly pageCatalogs: Readonly<Record<string, (locale: Locale) => Promise<Messages>>>;
  /**
   * The loader of a page that keeps its texts apart (`pageCatalogs`): its code and its catalog,
   * fetched together; the page comes with both, and its catalog follows every language switch.
   */
  readonly withTexts: <Page>(page: string, code: () => Promise<Page>) => () => Promise<Page>;
  /**
   * What every page of it is mounted in, by the shell, tests and stories alike: its cache's
   * provider, or (no cache) its pages as they are.
   */
  readonly Providers: ComponentType<{ readonly children: ReactNode }>;
  /** Starts downloading its copy of the API client, which every read of its pages waits for. */
  readonly warm: () => void;
  /** `read()`, its failure reported (spec §8: logged) under this remote's name, then rethrown. */
  readonly logged: <T>(phase: string, read: () => Promise<T>) => Promise<T>;
  /** The remote's exposed `./routes` module: this remote with its pages and its page frame. */
  readonly define: (pages: RemotePages) => RemoteRoutesModule & Remote;
}

/** A remote made with a `cache`: the same, with its own server-state cache. */
export interface CachedRemote extends Omit<Remote, 'define'> {
  /** Its server-state cache: its own (no other remote sees it), made once for all its pages. */
  readonly queries: QueryClient;
  readonly define: (pages: RemotePages) => RemoteRoutesModule & CachedRemote;
}

/** What a remote without a cache puts around its pages: nothing. */
function Uncached({ children }: { readonly children: ReactNode }) {
  return children;
}

/**
 * The remote of `src/remote.ts`: `createRemote({ name, version: packageJson.version, catalogs })`,
 * and `cache: queryCache` for a remote whose pages keep what they read.
 */
export function createRemote(
  options: RemoteOptions & { readonly cache: () => RemoteCache },
): CachedRemote;
export function createRemote(options: RemoteOptions & { readonly cache?: undefined }): Remote;
export function createRemote({
  name,
  version,
  catalogs,
  domainCatalogs = [],
  pageCatalogs = {},
  cache,
}: RemoteOptions): Remote | CachedRemote {
  const pageLoaders = Object.fromEntries(
    Object.entries(pageCatalogs).map(([page, byLocale]) => [
      `${name}/${page}`,
      async (locale: Locale) => (await byLocale[locale]()).messages,
    ]),
  );
  // With a cache, `queries` and its `Providers` (so a `CachedRemote`); without, a plain `Remote`.
  const remote: Remote & Partial<RemoteCache> = {
    name,
    version,
    async loadMessages(locale) {
      const [own, ...domains] = await Promise.all([
        catalogs[locale](),
        ...domainCatalogs.map((load) => load(locale)),
      ]);
      return Object.assign({}, ...domains, own.messages) as Messages;
    },
    pageCatalogs: pageLoaders,
    withTexts: (page, code) => async () => {
      const owner = `${name}/${page}`;
      const loader = pageLoaders[owner];
      if (!loader) throw new Error(`${name}: no catalog for the page ${page}`);
      const [loaded] = await Promise.all([code(), registerCatalog(owner, loader)]);
      return loaded;
    },
    Providers: Uncached,
    ...cache?.(),
    warm: preloadApi,
    async logged(phase, read) {
      try {
        return await read();
      } catch (error) {
        reportError({ phase, error, remote: name });
        throw error;
      }
    },
    // The contract's check is the type (`RemoteRoutesModule`): at run time, the remote and its pages.
    define: (pages) => ({ ...remote, ...pages }),
  };
  return remote;
}
