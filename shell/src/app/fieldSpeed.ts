// Field speed (issue 55), the part loaded for a sampled visit once its page is in (`./measureFieldSpeed`):
// the visit's LCP, INP and CLS (`@portal/telemetry/field-speed`, web-vitals with it), each placed
// on the route it was measured on.
import type { RuntimeConfig } from '@portal/config';
import { matchPath } from '@portal/router';
import { startFieldSpeed, type FieldPlace } from '@portal/telemetry/field-speed';
import { liveVersions } from '../remotes/loading/liveVersions';
import { currentPortalPath } from '../routing/redirectUrl';
import { SHELL_PAGES } from '../routing/shellPages';

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: `/${pattern}` }, pathname) !== null;

/**
 * The route pattern that serves `pathname` and the remote it belongs to (none for one of the
 * shell's own pages, or an address no route serves), as the router matches it.
 */
function routeFor(remotes: RuntimeConfig['remotes'], pathname: string) {
  const own = SHELL_PAGES.find((page) => matches(page, pathname));
  if (own !== undefined) return { pattern: own };
  for (const remote of remotes) {
    const pattern = remote.routes.find((candidate) => matches(candidate, pathname));
    if (pattern !== undefined) return { pattern, remote };
  }
  return { pattern: pathname === '/' ? '' : '*' };
}

/** The release a remote runs now (its release file's, else its version), if known. */
function releaseOf(name: string): string | null {
  const remote = liveVersions().remotes.find((candidate) => candidate.name === name);
  return remote?.release?.release ?? remote?.version ?? null;
}

/** Where the visit is now: the route's pattern, its remote and the release that remote runs. */
export function fieldPlace(remotes: RuntimeConfig['remotes'], pathname: string): FieldPlace {
  const { pattern, remote } = routeFor(remotes, pathname);
  return {
    route: pattern,
    remote: remote?.name ?? null,
    release: remote ? releaseOf(remote.name) : null,
  };
}

/** Measures the visit from now on, sending to `endpoint`. */
export function measure(remotes: RuntimeConfig['remotes'], endpoint: string): void {
  startFieldSpeed({
    endpoint,
    where: () => fieldPlace(remotes, currentPortalPath()),
    releaseOf,
  });
}
