// The versions page's own read of the singletons the federation runtime holds. Loaded with the
// page, not with the portal's first load.
import { getInstance } from '@module-federation/enhanced/runtime';

export interface LiveSingleton {
  readonly name: string;
  /** The version the page uses (the first loaded) and who provided it. */
  readonly version: string;
  readonly from: string;
  /** Every version offered for it (the shell's and the remotes' fallbacks). */
  readonly offered: readonly string[];
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
