import { useEffect } from 'react';
import { useFlagChecker } from '@portal/config';
import { useSession } from '@portal/session';
import { visibleMenuEntries } from '../frame/menuItems';
import { whenPageSettled } from '../remotes/idle';
import { firstPageIn, warmRemotesFor } from '../remotes/useRemoteModule';

/**
 * A signed-in visitor's next page is most often one of the profile menu's: once the page they
 * opened is in and the browser idle (idle.ts), the remotes serving those pages load, with their
 * catalogs, so a tap or a key on a menu item finds its page's frame here, even on a phone's
 * network (issue 42). Only routes and catalogs, a few kilobytes each: no page's code, no read
 * (those wait for intent, intent.ts). A visitor who is not signed in has no menu, and a cold
 * public page gets nothing.
 */
export function useWarmMenuRemotes(): void {
  const signedIn = useSession((s) => !!s.session);
  const attributions = useSession((s) => s.session?.attributions ?? null);
  const isFlagOn = useFlagChecker();
  const paths = signedIn
    ? visibleMenuEntries(attributions, isFlagOn)
        .map((entry) => entry.to)
        .filter((to) => to !== 'logout')
    : [];
  const key = paths.join(' ');
  useEffect(() => {
    if (!key) return undefined;
    return whenPageSettled(firstPageIn(), () => warmRemotesFor(key.split(' ')));
  }, [key]);
}
