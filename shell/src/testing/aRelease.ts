import type { ReleaseInfo } from '@portal/contracts';

/** A remote's release file (`release.json`) as `portal build` writes it. */
export const aRelease = (name: string, version: string, build: string): ReleaseInfo => ({
  name,
  version,
  build,
  release: `${version}-${build}`,
  contracts: '0.1.0',
});
