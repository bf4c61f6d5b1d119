// The versions page's own reads: each remote's release file and the singletons the federation
// runtime holds. Loaded with the page, not with the portal's first load.
import { getInstance } from '@module-federation/enhanced/runtime';
import { RELEASE_INFO, type ReleaseInfo } from '@portal/contracts';
import { liveVersions, noteRelease } from '../../remotes/loading/liveVersions';

export interface LiveSingleton {
  readonly name: string;
  /** The version the page uses (the first loaded) and who provided it. */
  readonly version: string;
  readonly from: string;
  /** Every version offered for it (the shell's and the remotes' fallbacks). */
  readonly offered: readonly string[];
}

function isReleaseInfo(value: unknown): value is ReleaseInfo {
  const candidate = value as Partial<ReleaseInfo> | null;
  return (
    !!candidate &&
    typeof candidate.version === 'string' &&
    typeof candidate.build === 'string' &&
    typeof candidate.release === 'string'
  );
}

/**
 * Reads each remote's release file (its version and build, whether loaded or not); a remote
 * that does not answer keeps what is known of it. For the versions page, not the first load.
 */
export async function readReleases(fetchImpl: typeof fetch = fetch): Promise<void> {
  await Promise.all(
    liveVersions().remotes.map(async ({ name, manifest }) => {
      try {
        const response = await fetchImpl(new URL(RELEASE_INFO, manifest).href, {
          cache: 'no-cache',
        });
        const info: unknown = response.ok ? await response.json() : null;
        if (isReleaseInfo(info)) {
          noteRelease(name, info);
        }
      } catch {
        // Shown as unknown: the page says so rather than failing.
      }
    }),
  );
}

/** The shared singletons of the page as the federation runtime holds them. */
export function liveSingletons(): LiveSingleton[] {
  const scope = getInstance()?.shareScopeMap?.default ?? {};
  return Object.entries(scope)
    .map(([name, byVersion]) => {
      const offers = Object.values(byVersion);
      const used = offers.find((shared) => shared.loaded) ?? offers[0];
      return {
        name,
        version: used?.version ?? '',
        from: used?.from ?? '',
        offered: Object.keys(byVersion),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
