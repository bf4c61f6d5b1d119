import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/router';
import { useFlagChecker } from '@portal/config';
import { useSession } from '@portal/session';
import { decideAccess } from './access';

/** A page owned by the shell, behind the same guard as remote routes. */
export function ShellRoute({
  access,
  page,
}: {
  readonly access: 'public' | 'private';
  readonly page: ReactNode;
}) {
  const session = useSession((s) => s.session);
  const isFlagOn = useFlagChecker();
  const location = useLocation();
  const decision = decideAccess({
    route: { access },
    session,
    isFlagOn,
    pathname: location.pathname,
    search: location.search,
    origin: window.location.origin,
  });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : page;
}
