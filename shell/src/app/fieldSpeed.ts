// Field speed (issue 55), the part loaded for a sampled visit once its page is in (`./measureFieldSpeed`):
// the visit's LCP, INP and CLS (`@portal/telemetry/field-speed`, web-vitals with it), each placed
// on the route it was measured on.
import type { RuntimeConfig } from '@portal/config';
import { startFieldSpeed, type FieldPlace } from '@portal/telemetry/field-speed';
import { currentPortalPath } from '../routing/redirectUrl';
import { releaseOf, routeFor } from './place';

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
