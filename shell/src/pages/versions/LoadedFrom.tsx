import { useLingui } from '@lingui/react/macro';
import { Stack } from '@portal/ui';
import { pinnedRelease, type LiveRemote } from '../../remotes/loading/liveVersions';

/** Where a remote is loaded from: its manifest, and the release the config pins it to, if any. */
export function LoadedFrom({ remote }: { readonly remote: LiveRemote }) {
  const { t } = useLingui();
  // The config pins it to a published release (its path says which), not its current build.
  const pinned = pinnedRelease(remote.manifest);
  return (
    <Stack gap="xxsmall">
      <span>{remote.manifest}</span>
      {pinned ? <span>{t`fixada na versão ${pinned}`}</span> : null}
    </Stack>
  );
}
