// Which route and remote serve a path: the runtime config's route patterns, matched as the
// router does.
import type { RemoteConfig } from '@portal/config';
import { matchPath } from '@portal/router';
import { SHELL_PAGES } from '../../routing/shellPages';

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: `/${pattern}` }, pathname) !== null;

/**
 * The route pattern among the shell's own pages and `remotes`' routes that serves `pathname`
 * (relative to the base path), and the remote it belongs to (none for a shell page). An address
 * no route serves is `''` at home, else `'*'`.
 */
export function routeFor<R extends Pick<RemoteConfig, 'routes'>>(
  remotes: Iterable<R>,
  pathname: string,
): { readonly pattern: string; readonly remote?: R } {
  const own = SHELL_PAGES.find((page) => matches(page, pathname));
  if (own !== undefined) return { pattern: own };
  for (const remote of remotes) {
    const pattern = remote.routes.find((candidate) => matches(candidate, pathname));
    if (pattern !== undefined) return { pattern, remote };
  }
  return { pattern: pathname === '/' ? '' : '*' };
}

/**
 * The remote among `remotes` whose route patterns serve `pathname` (relative to the base path);
 * none for one of the shell's own pages.
 */
export function remoteFor<R extends Pick<RemoteConfig, 'routes'>>(
  remotes: Iterable<R>,
  pathname: string,
): R | undefined {
  return routeFor(remotes, pathname).remote;
}
