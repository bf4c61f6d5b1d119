import type { ReactNode } from 'react';
import { Navigate } from '@portal/router';
import { useAccessDecision } from './useAccessDecision';

/** A page owned by the shell, behind the same guard as remote routes. */
export function ShellRoute({
  access,
  page,
}: {
  readonly access: 'public' | 'private';
  readonly page: ReactNode;
}) {
  const decision = useAccessDecision({ access });
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : page;
}
