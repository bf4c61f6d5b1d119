// The server-state cache (TanStack Query) as every remote uses it: each remote makes its own
// client (remote state stays in the remote; no other remote sees it) and hands its provider to
// the shell as its routes module's `Providers`, so every page has it without asking.
import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { sessionStore, useSession, type SessionData } from '@portal/session';
import { api } from './client/lazyApi';

/**
 * A remote's cache with the portal's defaults: a page opened again shows what it read before at
 * once and refreshes it behind. The API client already retries reads with backoff, so the cache
 * does not retry on top of it. Make one per remote, at module level: it must outlive its pages.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** What a remote's routes module gives as `Providers`: `queryProvider(accountQueries)`. */
export function queryProvider(
  client: QueryClient,
): ComponentType<{ readonly children: ReactNode }> {
  function QueryProvider({ children }: { readonly children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return QueryProvider;
}

/** A remote's own server-state cache and what puts its pages in it (`createRemote`'s `cache`). */
export interface RemoteCache {
  readonly queries: QueryClient;
  readonly Providers: ComponentType<{ readonly children: ReactNode }>;
}

/**
 * The cache of a remote that keeps server state: `createRemote({ …, cache: queryCache })`. Made
 * once, with the remote: a remote without it (its calls all actions) never loads TanStack Query.
 */
export function queryCache(): RemoteCache {
  const queries = createQueryClient();
  return { queries, Providers: queryProvider(queries) };
}

/** The start of every query key: the signed-in token and company (`useAccountKey`). */
export type AccountKey = readonly [string, string];

/**
 * The start of every query key: who is asking. Another account signed in in this tab never sees
 * the previous one's cached answers.
 */
export function useAccountKey(): readonly [string, string] {
  return accountKeyOf(useSession((state) => state.session));
}

function accountKeyOf(session: SessionData | null): readonly [string, string] {
  return [session?.token ?? 'signed-out', session?.company.id ?? ''];
}

/**
 * The account key and company outside React, for a route's `preload` (a page's first read
 * started before it opens), or null when nobody is signed in: then there is nothing to read.
 */
export function signedInAccount(): { key: readonly [string, string]; companyId: string } | null {
  const session = sessionStore.getState().session;
  return session ? { key: accountKeyOf(session), companyId: session.company.id } : null;
}

/**
 * GET /company/{id} (spec §7): the signed-in company (name, CNPJ, registrations, address), as
 * the profile shows it and the checkout starts from it; in the asking remote's own cache.
 */
export function useCompany() {
  const companyId = useSession((state) => state.session?.company.id);
  return useQuery({ ...companyQuery(useAccountKey(), companyId ?? ''), enabled: !!companyId });
}

const companyQuery = (key: readonly [string, string], companyId: string) => ({
  queryKey: [...key, 'company'],
  queryFn: async () => (await api.getCompany({ id: companyId })).payload,
});

/**
 * `useCompany`'s answer outside React (an action's next step): the one in `client`'s cache, or
 * read now; null when nobody is signed in.
 */
export async function ensureCompany(client: QueryClient) {
  const account = signedInAccount();
  return account ? client.ensureQueryData(companyQuery(account.key, account.companyId)) : null;
}

/** Starts `useCompany`'s read in `client` before the page opens (a route's `preload`). */
export async function prefetchCompany(client: QueryClient): Promise<void> {
  const account = signedInAccount();
  if (account) await client.prefetchQuery(companyQuery(account.key, account.companyId));
}

export { useCreateUser } from './createUser';
export type { CreateUser, CreateUserOptions, NewUser } from './createUser';
export { useNewUserForm } from './newUserForm';
export type { NewUserFormOptions, NewUserFormState } from './newUserForm';
