import type { RemoteRoute } from '@portal/contracts';
import { useFlagChecker } from '@portal/config';
import { useLocation } from '@portal/router';
import { useSession } from '@portal/session';
import { decideAccess, type AccessDecision } from './access';

/** The guard decision for a route, from the session, the flags and where the user is. */
export function useAccessDecision(
  route: Pick<RemoteRoute, 'access' | 'groups' | 'flag'>,
): AccessDecision {
  const session = useSession((s) => s.session);
  const isFlagOn = useFlagChecker();
  const location = useLocation();
  return decideAccess({
    route,
    session,
    isFlagOn,
    pathname: location.pathname,
    search: location.search,
    origin: window.location.origin,
  });
}
