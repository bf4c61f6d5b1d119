// One way to make a remote (issue 53): `createRemote` gives a remote, from its name, version and
// catalogs, everything it is apart from its pages: its catalog loader, its own server-state cache
// and the provider that puts every page in it, and a read that reports its failure under the
// remote's name. The remote's `src/remote.ts` is this one call; its `src/routes.tsx` adds the
// pages with `remote.define(...)`; `@portal/testing` builds the story and flow helpers from the
// same object, so no remote wires any of it by hand.
import type { Messages } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  defineRemote,
  type Locale,
  type RemoteName,
  type RemoteRoutesModule,
} from '@portal/contracts';
import { reportError } from '@portal/telemetry';
import { createQueryClient, queryProvider } from './queries';

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
}

/** A remote apart from its pages (see `createRemote`). */
export interface Remote {
  readonly name: RemoteName;
  readonly version: string;
  /** Its own compiled catalog for a locale; the shell merges it. */
  readonly loadMessages: (locale: Locale) => Promise<Messages>;
  /** Its server-state cache: its own (no other remote sees it), made once for all its pages. */
  readonly queries: QueryClient;
  /** What every page of it is mounted in (its cache), by the shell, tests and stories alike. */
  readonly Providers: ComponentType<{ readonly children: ReactNode }>;
  /** `read()`, its failure reported (spec §8: logged) under this remote's name, then rethrown. */
  readonly logged: <T>(phase: string, read: () => Promise<T>) => Promise<T>;
  /** The remote's exposed `./routes` module: this remote with its pages and its page frame. */
  readonly define: (
    pages: Pick<RemoteRoutesModule, 'routes' | 'Frame'>,
  ) => RemoteRoutesModule & Remote;
}

/** The remote of `src/remote.ts`: `createRemote({ name, version: packageJson.version, catalogs })`. */
export function createRemote({
  name,
  version,
  catalogs,
  domainCatalogs = [],
}: RemoteOptions): Remote {
  const queries = createQueryClient();
  const remote: Remote = {
    name,
    version,
    async loadMessages(locale) {
      const [own, ...domains] = await Promise.all([
        catalogs[locale](),
        ...domainCatalogs.map((load) => load(locale)),
      ]);
      return Object.assign({}, ...domains, own.messages) as Messages;
    },
    queries,
    Providers: queryProvider(queries),
    async logged(phase, read) {
      try {
        return await read();
      } catch (error) {
        reportError({ phase, error, remote: name });
        throw error;
      }
    },
    define: (pages) => ({ ...remote, ...defineRemote({ ...remote, ...pages }) }),
  };
  return remote;
}
