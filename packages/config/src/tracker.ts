// The runtime config's error tracker (`errorReporting.tracker`, issue 55, ADR 014), read where
// it is used: the shell's tracking chunk, once the page is in. Its own entry point
// (`@portal/config/tracker`), outside the shared package every page loads at its start: the cold
// pages carry none of it, and a wrong tracker turns tracking off, with a report, instead of
// stopping the portal.
import type { RemoteName } from '@portal/contracts';

/**
 * An error tracker speaking Sentry's protocol: the sampled reports go to it as events, each
 * remote's to its own project when it has one (`remotes`), the rest to `dsn`. `tunnel`, a path of
 * the shell's origin that passes the tracker's ingest path on to the DSNs' host (the shell's
 * server does, `portal nginx-config` writes it): events then leave for the page's own origin,
 * which no ad blocker or CSP stops.
 */
export interface TrackerConfig {
  readonly dsn: string;
  readonly remotes: Readonly<Partial<Record<RemoteName, string>>>;
  readonly tunnel?: string;
}

/** A tracker project's DSN, as Sentry and the trackers that speak its protocol give it. */
const DSN = /^https?:\/\/\w+@[^/]+(\/[^?#]*)?\/\d+$/;
const TUNNEL = /^\/\S*$/;
const REMOTES: readonly RemoteName[] = [
  'mf_auth',
  'mf_account',
  'mf_checkout',
  'mf_billing',
  'mf_backoffice',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A wrong tracker block, with every problem found, each as `path: what was expected`. */
export class TrackerConfigError extends Error {
  override readonly name = 'TrackerConfigError';
  constructor(readonly issues: readonly string[]) {
    super(`Invalid error tracker config: ${issues.join('; ')}`);
  }
}

/** Reads the runtime config's `errorReporting.tracker`, or throws with every problem found. */
export function parseTrackerConfig(raw: unknown): TrackerConfig {
  const at = 'errorReporting.tracker';
  if (!isRecord(raw)) throw new TrackerConfigError([`${at}: an object`]);
  const issues: string[] = [];
  const dsnAt = (path: string, value: unknown) => {
    if (typeof value !== 'string' || !DSN.test(value)) {
      issues.push(`${at}.${path}: a DSN: scheme://key@host[/path]/project`);
    }
  };
  dsnAt('dsn', raw.dsn);
  const remotes = raw.remotes ?? {};
  if (!isRecord(remotes)) issues.push(`${at}.remotes: an object of DSNs by remote`);
  else {
    for (const [name, dsn] of Object.entries(remotes)) {
      if (REMOTES.includes(name as RemoteName)) dsnAt(`remotes.${name}`, dsn);
      else issues.push(`${at}.remotes.${name}: a remote (${REMOTES.join(', ')})`);
    }
  }
  if (raw.tunnel !== undefined && (typeof raw.tunnel !== 'string' || !TUNNEL.test(raw.tunnel))) {
    issues.push(`${at}.tunnel: a path of the shell's origin`);
  }
  if (issues.length > 0) throw new TrackerConfigError(issues);
  return {
    dsn: raw.dsn as string,
    remotes: remotes as TrackerConfig['remotes'],
    ...(typeof raw.tunnel === 'string' ? { tunnel: raw.tunnel } : {}),
  };
}
