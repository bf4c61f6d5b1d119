import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@portal/session';

/**
 * This remote's server-state cache (TanStack Query): a page opened again shows what it read
 * before at once and refreshes it behind. The API client already retries reads with backoff,
 * so the cache does not retry on top of it. Remote-local: no other remote sees it.
 */
export const accountQueries = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** A page of this remote with the cache around it (the shell mounts pages, not an app). */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={accountQueries}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Page.displayName ?? Page.name})`;
  return WithQueries;
}

/**
 * The start of every query key: who is asking. Another account signed in in this tab never sees
 * the previous one's cached answers.
 */
export function useAccountKey(): readonly [string, string] {
  const session = useSession((state) => state.session);
  return [session?.token ?? 'signed-out', session?.company.id ?? ''];
}
