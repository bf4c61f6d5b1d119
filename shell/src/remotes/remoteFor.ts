// Which remote serves a path: the runtime config's route patterns, matched as the router does.
import type { RemoteConfig } from '@portal/config';
import { matchPath } from '@portal/router';

/** The remote among `remotes` whose route patterns serve `pathname` (relative to the base path). */
export function remoteFor<R extends Pick<RemoteConfig, 'routes'>>(
  remotes: Iterable<R>,
  pathname: string,
): R | undefined {
  for (const remote of remotes) {
    if (remote.routes.some((pattern) => matchPath({ path: `/${pattern}` }, pathname))) {
      return remote;
    }
  }
  return undefined;
}
