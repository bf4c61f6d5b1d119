// Company users (spec §4, §6): the officer quota, who may become super user, and which
// officers onboarding creates.

export const USER_ROLES = ['co', 'ceo', 'ceo-co', 'cfo', 'i-plus', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether a value read from a form (a Select's text) is one of the roles. */
export const isUserRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);

/** The roles a person signing up may choose, in the order offered (spec §6). */
export const SIGN_UP_ROLES = ['co', 'cfo', 'ceo'] as const satisfies readonly UserRole[];

/** The fields of a company user these rules read (the API's company user has them). */
export interface RoleHolder {
  readonly _id: string;
  readonly role: UserRole;
  readonly active: boolean;
}

/** The roles the quota counts, and how many active users may hold them together. */
export const QUOTA_ROLES: readonly UserRole[] = ['co', 'ceo-co'];
export const ROLE_QUOTA = 2;

/**
 * Whether a user may take `role` (spec §6: 2 CO, or 2 CEO-CO, or 1 CEO-CO and 1 CO): at most
 * ROLE_QUOTA active users hold co or ceo-co once it is given. `excludingUserId` is the user who
 * takes the role (a role change or a reactivation), not counted twice. Other roles always fit.
 */
export function canTakeRole(
  users: readonly RoleHolder[],
  role: UserRole,
  excludingUserId?: string,
): boolean {
  if (!QUOTA_ROLES.includes(role)) return true;
  const holders = users.filter(
    (user) => user.active && user._id !== excludingUserId && QUOTA_ROLES.includes(user.role),
  );
  return holders.length < ROLE_QUOTA;
}

/**
 * A list of users with `changed` in place of the user of the same id (appended when new): what a
 * cached list becomes once the server answers a change to one user.
 */
export function withUser<User extends { readonly _id: string }>(
  users: readonly User[],
  changed: User,
): User[] {
  return users.some((user) => user._id === changed._id)
    ? users.map((user) => (user._id === changed._id ? changed : user))
    : [...users, changed];
}

export interface SuperUserCandidate {
  readonly _id: string;
  readonly active: boolean;
  readonly attributions: readonly string[];
}

/**
 * The users a super user may hand the status to (spec §6): everyone active but themselves,
 * managers first, otherwise in the order given.
 */
export function superUserCandidates<User extends SuperUserCandidate>(
  users: readonly User[],
  selfId: string,
): User[] {
  const candidates = users.filter((user) => user.active && user._id !== selfId);
  const isManager = (user: User) => user.attributions.includes('manager');
  return [...candidates.filter(isManager), ...candidates.filter((user) => !isManager(user))];
}

/**
 * The officers the onboarding form creates for the super user's role (spec §2.6, §6): a cfo
 * creates both, a co or a ceo the other one, a ceo-co nobody.
 */
export function officerRolesToCreate(role: UserRole): ('co' | 'ceo')[] {
  switch (role) {
    case 'cfo':
      return ['co', 'ceo'];
    case 'co':
      return ['ceo'];
    case 'ceo':
      return ['co'];
    default:
      return [];
  }
}
