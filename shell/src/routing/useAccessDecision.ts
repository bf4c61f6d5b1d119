import { useCallback } from 'react';
import type { RemoteRoute } from '@portal/contracts';
import { useFlagChecker } from '@portal/config';
import { useLocation } from '@portal/router';
import { useSession } from '@portal/session';
import { decideAccess, type AccessDecision } from './access';

type GuardedRoute = Pick<RemoteRoute, 'access' | 'groups' | 'flag'>;

/** The guards' decision for a route at an address, from the session and the flags of now. */
export function useAccessDecider(): (
  route: GuardedRoute,
  at: { readonly pathname: string; readonly search: string },
) => AccessDecision {
  const session = useSession((s) => s.session);
  const isFlagOn = useFlagChecker();
  return useCallback(
    (route, { pathname, search }) =>
      decideAccess({ route, session, isFlagOn, pathname, search, origin: window.location.origin }),
    [session, isFlagOn],
  );
}

/** The guard decision for a route, from the session, the flags and where the user is. */
export function useAccessDecision(route: GuardedRoute): AccessDecision {
  const location = useLocation();
  return useAccessDecider()(route, location);
}
