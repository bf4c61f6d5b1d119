import fc from 'fast-check';
import {
  canTakeRole,
  isUserRole,
  officerRolesToCreate,
  ROLE_QUOTA,
  superUserCandidates,
  type RoleHolder,
  type UserRole,
  withUser,
} from './users';

const ROLES: UserRole[] = ['co', 'ceo', 'ceo-co', 'cfo', 'i-plus', 'employee'];

const user = (_id: string, role: UserRole, active = true): RoleHolder => ({ _id, role, active });

/** Active users holding co or ceo-co: what the quota of spec §6 limits. */
const officers = (users: readonly RoleHolder[]) =>
  users.filter((holder) => holder.active && (holder.role === 'co' || holder.role === 'ceo-co'))
    .length;

describe('role quota (spec §6: 2 CO, or 2 CEO-CO, or 1 CEO-CO and 1 CO)', () => {
  it.each<[string, RoleHolder[], UserRole, boolean]>([
    ['a first co', [], 'co', true],
    ['a second co', [user('1', 'co')], 'co', true],
    ['a third co', [user('1', 'co'), user('2', 'co')], 'co', false],
    ['a ceo-co beside a co', [user('1', 'co')], 'ceo-co', true],
    ['a co beside a ceo-co and a co', [user('1', 'ceo-co'), user('2', 'co')], 'co', false],
    ['a third ceo-co', [user('1', 'ceo-co'), user('2', 'ceo-co')], 'ceo-co', false],
    ['a ceo beside two officers', [user('1', 'co'), user('2', 'ceo-co')], 'ceo', true],
    ['a cfo beside two officers', [user('1', 'co'), user('2', 'co')], 'cfo', true],
    ['a second co beside a deactivated one', [user('1', 'co'), user('2', 'co', false)], 'co', true],
  ])('%s: %s', (_, users, role, allowed) => expect(canTakeRole(users, role)).toBe(allowed));

  it('does not count the user who takes the role twice', () => {
    const users = [user('1', 'co'), user('2', 'ceo-co')];
    expect(canTakeRole(users, 'ceo-co', '1')).toBe(true);
    expect(canTakeRole([...users, user('3', 'co', false)], 'co', '3')).toBe(false);
  });

  type Step =
    | { kind: 'create'; role: UserRole }
    | { kind: 'change'; pick: number; role: UserRole }
    | { kind: 'toggle'; pick: number };
  const role = fc.constantFrom(...ROLES);
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), role }),
    fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), role }),
    fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat() }),
  );

  it('never lets a sequence of grants exceed the quota', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let users: RoleHolder[] = [];
        for (const action of steps) {
          if (action.kind === 'create') {
            if (canTakeRole(users, action.role)) {
              users = [...users, user(String(users.length), action.role)];
            }
          } else if (users.length > 0) {
            const target = users[action.pick % users.length]!;
            const next =
              action.kind === 'change'
                ? { ...target, role: action.role }
                : { ...target, active: !target.active };
            // Deactivating frees a place; any grant of a role asks the quota first.
            const grants = next.active;
            if (!grants || canTakeRole(users, next.role, target._id)) {
              users = users.map((other) => (other === target ? next : other));
            }
          }
          expect(officers(users)).toBeLessThanOrEqual(ROLE_QUOTA);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses only what would break the quota', () => {
    const holders = fc.array(
      fc.record({ role, active: fc.boolean() }).map(({ role: held, active }) => ({ held, active })),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(holders, role, (list, wanted) => {
        const users = list.map(({ held, active }, index) => user(String(index), held, active));
        const after = officers([...users, user('new', wanted)]);
        fc.pre(officers(users) <= ROLE_QUOTA);
        expect(canTakeRole(users, wanted)).toBe(after <= ROLE_QUOTA);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('super-user candidates (spec §6)', () => {
  const person = (_id: string, attributions: string[] = [], active = true) => ({
    _id,
    attributions,
    active,
  });

  it('leaves out the super user and deactivated users, managers first', () => {
    const users = [
      person('self', ['superUser']),
      person('ana'),
      person('bia', ['manager']),
      person('caio', [], false),
      person('davi', ['auditor']),
      person('eva', ['manager', 'auditor']),
    ];
    expect(superUserCandidates(users, 'self').map(({ _id }) => _id)).toEqual([
      'bia',
      'eva',
      'ana',
      'davi',
    ]);
  });

  it('keeps every other active user, in a stable order within each group', () => {
    const people = fc.uniqueArray(
      fc.record({
        _id: fc.string({ minLength: 1, maxLength: 4 }),
        attributions: fc.subarray(['manager', 'auditor', 'superUser']),
        active: fc.boolean(),
      }),
      { selector: (candidate) => candidate._id, maxLength: 12 },
    );
    fc.assert(
      fc.property(people, fc.string({ maxLength: 4 }), (users, selfId) => {
        const result = superUserCandidates(users, selfId);
        const kept = users.filter((candidate) => candidate.active && candidate._id !== selfId);
        const isManager = (candidate: (typeof users)[number]) =>
          candidate.attributions.includes('manager');
        expect(result).toEqual([...kept.filter(isManager), ...kept.filter((c) => !isManager(c))]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('officers created in onboarding (spec §2.6, §6)', () => {
  it.each<[UserRole, string[]]>([
    ['cfo', ['co', 'ceo']],
    ['co', ['ceo']],
    ['ceo', ['co']],
    ['ceo-co', []],
  ])('a %s creates %j', (role, created) => expect(officerRolesToCreate(role)).toEqual(created));
});

describe('a changed user in a list', () => {
  const list = [user('1', 'co'), user('2', 'ceo')];

  it('takes the place of the user of the same id, in order', () => {
    expect(withUser(list, user('1', 'employee', false))).toEqual([
      user('1', 'employee', false),
      user('2', 'ceo'),
    ]);
  });

  it('is appended when new, and the list given is left as it was', () => {
    expect(withUser(list, user('3', 'cfo'))).toEqual([...list, user('3', 'cfo')]);
    expect(list).toEqual([user('1', 'co'), user('2', 'ceo')]);
  });
});

describe('a role read from a form', () => {
  it.each(ROLES)('%s is a role', (role) => expect(isUserRole(role)).toBe(true));
  it.each(['', '0', 'CO', 'manager'])('%j is not', (value) =>
    expect(isUserRole(value)).toBe(false),
  );
});
