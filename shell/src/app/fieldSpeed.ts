// Field speed (issue 55), the part loaded for a sampled visit once its page is in (`./measureFieldSpeed`):
// the visit's LCP, INP and CLS (`@portal/telemetry/field-speed`, web-vitals with it), each placed
// on the route it was measured on.
import type { RuntimeConfig } from '@portal/config';
import { startFieldSpeed, type FieldPlace } from '@portal/telemetry/field-speed';
import { readReleases } from '../remotes/loading/releaseFiles';
import { currentPortalPath } from '../routing/redirectUrl';
import { routeFor } from '../remotes/loading/remoteFor';
import { publishedReleaseOf, releaseOf } from './place';

/** Where the visit is now: the route's pattern, its remote and the release that remote runs. */
export function fieldPlace(remotes: RuntimeConfig['remotes'], pathname: string): FieldPlace {
  const { pattern, remote } = routeFor(remotes, pathname);
  return {
    route: pattern,
    remote: remote?.name ?? null,
    // Until its release file is read, none: asked again when the value is sent (`releaseOf`).
    release: remote ? publishedReleaseOf(remote.name) : null,
  };
}

/** Measures the visit from now on, sending to `endpoint`. */
export function measure(remotes: RuntimeConfig['remotes'], endpoint: string): void {
  // Each remote's release as its release file names it (`0.1.1-3f9a2c1d`), which the versions page
  // and the error tracker name it by too; until read, its version.
  void readReleases();
  startFieldSpeed({
    endpoint,
    where: () => fieldPlace(remotes, currentPortalPath()),
    releaseOf,
  });
}
