// Where the visit is (issue 55): the route serving an address, the remote it belongs to and the
// release that remote runs, as field speed and the error tracker tag what they send. For the
// chunks loaded once the page is in, not for its first load.
import type { RuntimeConfig } from '@portal/config';
import { matchPath } from '@portal/router';
import { liveVersions } from '../remotes/loading/liveVersions';
import { SHELL_PAGES } from '../routing/shellPages';

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: `/${pattern}` }, pathname) !== null;

/**
 * The route pattern that serves `pathname` and the remote it belongs to (none for one of the
 * shell's own pages, or an address no route serves), as the router matches it.
 */
export function routeFor(remotes: RuntimeConfig['remotes'], pathname: string) {
  const own = SHELL_PAGES.find((page) => matches(page, pathname));
  if (own !== undefined) return { pattern: own };
  for (const remote of remotes) {
    const pattern = remote.routes.find((candidate) => matches(candidate, pathname));
    if (pattern !== undefined) return { pattern, remote };
  }
  return { pattern: pathname === '/' ? '' : '*' };
}

const liveRemote = (name: string) =>
  liveVersions().remotes.find((candidate) => candidate.name === name);

/** The release a remote runs as its release file names it (`0.1.1-3f9a2c1d`), once read. */
export function publishedReleaseOf(name: string): string | null {
  return liveRemote(name)?.release?.release ?? null;
}

/** The release a remote runs now (its release file's, else its version), if known. */
export function releaseOf(name: string): string | null {
  return publishedReleaseOf(name) ?? liveRemote(name)?.version ?? null;
}
