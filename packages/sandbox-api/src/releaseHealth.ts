// Release health (issue 55) as the sandbox serves it: for each remote's release seen in the field,
// the errors its project received (tracker.ts) and the p75 of the INP and LCP its visits measured
// (fieldSpeed.ts), so the versions page shows a bad release beside the one to roll back to. The
// contract is proposed (ADR 014): `GET /__sandbox/release-health` →
// `{ releases: [{ remote, release, errors, visits, inp, lcp }] }`, the p75s in ms or null.
import type { ReleaseHealth } from '@portal/contracts';
import type { Db, FieldSampleRecord } from './db';

/** The 75th percentile, as field speed reports it (the value 75 % of visits are at or under). */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.75) - 1]!);
}

/** Each visit's latest value per metric and route (a visit sends a value again when it changed). */
function latestValues(samples: readonly FieldSampleRecord[]): FieldSampleRecord[] {
  const latest = new Map<string, FieldSampleRecord>();
  for (const sample of samples)
    latest.set(`${sample.visit}|${sample.name}|${sample.route}`, sample);
  return [...latest.values()];
}

export function releaseHealth(db: Db): { releases: ReleaseHealth[] } {
  const byRelease = new Map<
    string,
    {
      remote: string;
      release: string;
      errors: number;
      visits: Set<string>;
      inp: number[];
      lcp: number[];
    }
  >();
  const entry = (remote: string, release: string) => {
    const key = `${remote}|${release}`;
    let found = byRelease.get(key);
    if (!found) {
      found = { remote, release, errors: 0, visits: new Set(), inp: [], lcp: [] };
      byRelease.set(key, found);
    }
    return found;
  };
  for (const { event } of db.trackedEvents) {
    const remote = event.tags?.remote;
    if (remote && event.release) entry(remote, event.release).errors += 1;
  }
  for (const sample of latestValues(db.fieldSpeed)) {
    if (!sample.remote || !sample.release) continue;
    const found = entry(sample.remote, sample.release);
    found.visits.add(sample.visit);
    if (sample.name === 'INP') found.inp.push(sample.value);
    if (sample.name === 'LCP') found.lcp.push(sample.value);
  }
  const releases = [...byRelease.values()]
    .map(({ remote, release, errors, visits, inp, lcp }) => ({
      remote,
      release,
      errors,
      visits: visits.size,
      inp: p75(inp),
      lcp: p75(lcp),
    }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.release.localeCompare(b.release));
  return { releases };
}
