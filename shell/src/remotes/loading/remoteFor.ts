// Which remote serves a path: the runtime config's route patterns, matched as the router does.
import type { RemoteConfig } from '@portal/config';
import { matchPath } from '@portal/router';
import { SHELL_PAGES } from '../../routing/shellPages';

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: `/${pattern}` }, pathname) !== null;

/**
 * The remote among `remotes` whose route patterns serve `pathname` (relative to the base path);
 * none for one of the shell's own pages.
 */
export function remoteFor<R extends Pick<RemoteConfig, 'routes'>>(
  remotes: Iterable<R>,
  pathname: string,
): R | undefined {
  if (SHELL_PAGES.some((page) => matches(page, pathname))) return undefined;
  for (const remote of remotes) {
    if (remote.routes.some((pattern) => matches(pattern, pathname))) {
      return remote;
    }
  }
  return undefined;
}
