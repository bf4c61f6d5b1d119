// Which release a remote runs (issue 55), as field speed and the error tracker tag what they
// send (the route and its remote: `remoteFor.ts`). For the chunks loaded once the page is in,
// not for its first load.
import { liveVersions } from '../remotes/loading/liveVersions';

const liveRemote = (name: string) =>
  liveVersions().remotes.find((candidate) => candidate.name === name);

/** The release a remote runs as its release file names it (`0.1.1-3f9a2c1d`), once read. */
export function publishedReleaseOf(name: string): string | null {
  return liveRemote(name)?.release?.release ?? null;
}

/** The release a remote runs now (its release file's, else its version), if known. */
export function releaseOf(name: string): string | null {
  return publishedReleaseOf(name) ?? liveRemote(name)?.version ?? null;
}
