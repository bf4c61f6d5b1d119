// How user management splits users between its two tabs (spec 2.2), and the roles as options
// (their labels are the remote's, in shared/roles.ts).
import { useLingui } from '@lingui/react';
import { USER_ROLES, type UserRole } from '@portal/domain';
import type { FieldOption } from '@portal/ui';
import { ROLE_LABELS } from '../../shared/roles';

/** The first tab, "Compliance Officers & CEOs"; every other role is in "Outros colaboradores". */
const OFFICER_ROLES: readonly UserRole[] = ['ceo', 'co', 'ceo-co'];

export const isOfficer = (role: UserRole): boolean => OFFICER_ROLES.includes(role);

/** Every role as an option of a Select, in the active language (the domain's order). */
export function useRoleOptions(): FieldOption[] {
  const { i18n } = useLingui();
  return USER_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }));
}

export const isUserRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);
