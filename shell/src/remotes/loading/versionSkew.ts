import { satisfy } from '@module-federation/enhanced/runtime';
import { reportError, type ErrorReport } from '@portal/telemetry';
import { noteSingletonSkew } from './liveVersions';

const reported = new Set<string>();

export interface SharedResolution {
  readonly pkgName: string;
  /** The version the page actually uses (the first one loaded: `loaded-first`). */
  readonly loaded: string;
  /** What the consumer was built against; `false` or absent means "any". */
  readonly required: string | false | undefined;
  readonly from?: string;
}

/**
 * A singleton used at a version its consumer was not built for is kept (one copy per page is
 * the point) but reported once, so a remote deployed against another React is seen.
 */
export function reportVersionSkew({
  pkgName,
  loaded,
  required,
  from,
}: SharedResolution): ErrorReport | null {
  if (typeof required !== 'string' || satisfy(loaded, required)) return null;
  const key = `${pkgName}@${loaded}<${required}`;
  if (reported.has(key)) return null;
  reported.add(key);
  noteSingletonSkew({ pkgName, loaded, required, ...(from ? { from } : {}) });
  return reportError({
    phase: 'singleton-version-skew',
    error: new Error(`${pkgName} ${loaded} does not satisfy ${required}`),
    context: { pkgName, loaded, required, from },
  });
}
