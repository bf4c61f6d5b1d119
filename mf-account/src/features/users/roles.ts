// How user management splits users between its two tabs (spec 2.2), and the roles as options
// (the portal's one role catalog, @portal/rules).
import { useLingui } from '@lingui/react';
import { USER_ROLES, type UserRole } from '@portal/domain';
import { roleOptions, type RoleOption } from '@portal/rules';

/** The first tab, "Compliance Officers & CEOs"; every other role is in "Outros colaboradores". */
const OFFICER_ROLES: readonly UserRole[] = ['ceo', 'co', 'ceo-co'];

export const isOfficer = (role: UserRole): boolean => OFFICER_ROLES.includes(role);

/** Every role as an option of a Select, in the active language (the domain's order). */
export function useRoleOptions(): RoleOption[] {
  const { i18n } = useLingui();
  return roleOptions(i18n, USER_ROLES);
}
