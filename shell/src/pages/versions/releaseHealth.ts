// Release health (issue 55): each remote release's errors and its visits' INP and LCP p75, read
// from where the runtime config says (`releaseHealth.endpoint`; the sandbox serves it). The
// contract is proposed (ADR 014); an answer that does not match it is no answer.
import type { ReleaseHealth } from '@portal/contracts';

const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const p75 = (value: unknown) => value === null || (typeof value === 'number' && value >= 0);

// Checked by hand, not with valibot: the shell's start holds its copy of valibot as one block,
// which another chunk's use would split (ADR 014: the cold login's bytes).
function isReleaseHealth(value: unknown): value is ReleaseHealth {
  const one = value as Partial<Record<keyof ReleaseHealth, unknown>> | null;
  return (
    !!one &&
    typeof one.remote === 'string' &&
    typeof one.release === 'string' &&
    count(one.errors) &&
    count(one.visits) &&
    p75(one.inp) &&
    p75(one.lcp)
  );
}

/** The releases' health, or null when it could not be read. */
export async function readReleaseHealth(
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): Promise<readonly ReleaseHealth[] | null> {
  try {
    const response = await fetchImpl(endpoint, { cache: 'no-cache' });
    const body = (response.ok ? await response.json() : null) as { releases?: unknown } | null;
    const releases = body?.releases;
    return Array.isArray(releases) && releases.every(isReleaseHealth) ? releases : null;
  } catch {
    return null;
  }
}

/** Web Vitals' thresholds: good up to the first, poor beyond the second (ms). */
export const THRESHOLDS = { inp: [200, 500], lcp: [2500, 4000] } as const;

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(metric: keyof typeof THRESHOLDS, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
