import type { ReactNode } from 'react';
import type { RemoteRoute } from '@portal/contracts';
import { Navigate } from '@portal/router';
import { useAccessDecision } from './useAccessDecision';

/**
 * A page owned by the shell, behind the same guard as remote routes: public or private, and,
 * for a private page, the groups (any one opens it) and the feature flag it needs.
 */
export function ShellRoute({
  access,
  groups,
  flag,
  page,
}: Pick<RemoteRoute, 'access' | 'groups' | 'flag'> & { readonly page: ReactNode }) {
  const decision = useAccessDecision({ access, groups, flag });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : page;
}
