// The release files (issue 30): each remote's build says which release it is (`release.json`
// beside its manifest), and so does the shell's. Read by the versions page, and by the error
// tracker to name the release an error happened in; never on a page's first load.
import { RELEASE_INFO, type ReleaseInfo } from '@portal/contracts';
import { BASE_PATH } from '../../routing/redirectUrl';
import { liveVersions, noteRelease } from './liveVersions';

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

/** The shell's own release (its build's release file), or null where it has none (a dev server). */
export async function readShellRelease(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`${BASE_PATH}/${RELEASE_INFO}`, { cache: 'no-cache' });
    const info: unknown = response.ok ? await response.json() : null;
    return isReleaseInfo(info) ? info.release : null;
  } catch {
    return null;
  }
}
