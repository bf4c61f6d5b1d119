/** @portal/contracts' ReleaseInfo (this package does not depend on the contract). */
export interface ReleaseInfo {
  readonly name: string;
  readonly version: string;
  readonly build: string;
  readonly release: string;
  readonly contracts: string;
  readonly acceptsContracts?: string;
  readonly routes?: readonly { path: string; access: string; prerender?: boolean }[];
}

export declare const RELEASE_INFO: 'release.json';
export declare const RELEASES_PATH: 'releases';
export declare const RELEASES_KEPT: number;
export declare function buildDigest(distDir: string): string;
export declare function acceptedContracts(version: string): string;
export declare function writeReleaseInfo(appDir: string, options?: { dist?: string }): ReleaseInfo;
export declare function readReleasesIndex(releasesDir: string): {
  current: string | null;
  releases: string[];
};
export declare function releaseDist(releasesDir: string, name: string): string;
/** The releases of remote `name` that a runtime config pins it to. */
export declare function releasesPinnedBy(
  config: { remotes?: readonly { name: string; manifest: string }[] } | undefined,
  name: string,
): string[];
/**
 * Publishes the build in `dist` as the current release in `releasesDir`; the last two are kept,
 * and any the live runtime config `options.config` pins the remote to.
 */
export declare function publishRelease(
  appDir: string,
  releasesDir?: string,
  dist?: string,
  options?: { config?: { remotes?: readonly { name: string; manifest: string }[] } },
): ReleaseInfo & { releases: string[] };
