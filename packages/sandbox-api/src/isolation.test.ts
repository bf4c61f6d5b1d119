// Access: a user sees only their own company's data, and only provider administrators use the
// back-office calls; anything else answers 403 unauthorized (401 without a session).
import { CALLS, type CallDefinition } from '@portal/api/contract';
import { BASE_PREFIXES } from './app';
import { send, testSandbox, tokenFor } from './test-support';

const ADMIN_CALLS = (Object.values(CALLS) as CallDefinition[]).filter(
  (call) => call.access === 'admin',
);
const USER_CALLS = (Object.values(CALLS) as CallDefinition[]).filter(
  (call) => call.access !== 'public',
);

const pathOf = (call: CallDefinition) =>
  `${BASE_PREFIXES[call.base]}${call.path.replace(/:[A-Za-z]+/g, 'c-horizonte')}`;

describe('back-office calls', () => {
  it.each(ADMIN_CALLS.map((call) => [call.id, call] as const))(
    '%s refuses a company super user with 403 unauthorized',
    async (_id, call) => {
      const sandbox = testSandbox().sandbox;
      const token = tokenFor(sandbox, 'super.pago@demo.com.br');
      const response = await send(sandbox, call.method, pathOf(call), { token, body: '{}' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: 'unauthorized' });
    },
  );
});

describe('calls that need a session', () => {
  it.each(USER_CALLS.map((call) => [call.id, call] as const))(
    '%s without a token answers 401 not_found_session',
    async (_id, call) => {
      const response = await send(testSandbox().sandbox, call.method, pathOf(call), { body: '{}' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'not_found_session' });
    },
  );
});

describe('company A cannot read or change company B', () => {
  const sandbox = testSandbox().sandbox;
  const db = sandbox.db();
  const paid = tokenFor(sandbox, 'super.pago@demo.com.br');
  const boreal = db.users.find((user) => user.email === 'ceo.boreal@demo.com.br')!;
  const lateSubscription = db.subscriptions.find((s) => s.companyId === 'c-cerrado')!;

  it.each([
    ['list its users', 'GET', '/user/my/user/c-boreal/all', undefined],
    ['read its company data', 'GET', '/user/company/c-boreal', undefined],
    ['read its subscriptions', 'GET', '/user/payment/subscription?companyId=c-cerrado', undefined],
    [
      'read its charges',
      'GET',
      `/user/payment/bill-history/${lateSubscription.subscriptionId}`,
      undefined,
    ],
    ['deactivate its user', 'PUT', `/user/super-user/userActivationToggle/${boreal._id}`, '{}'],
    [
      'change its user’s role',
      'PUT',
      '/user/super-user/updateRole',
      JSON.stringify({ id: boreal._id, userRole: 'co' }),
    ],
    [
      'make its user super user',
      'PUT',
      '/user/super-user/updateSuperUser',
      JSON.stringify({ id: boreal._id, superUserValue: true }),
    ],
    [
      'create a user there',
      'POST',
      '/user/super-user/createUser',
      JSON.stringify({
        name: 'Intrusa',
        email: 'intrusa@boreal.com.br',
        role: 'employee',
        companyId: 'c-boreal',
      }),
    ],
    [
      'buy its plan',
      'PUT',
      '/user/company/change-plan/',
      JSON.stringify({ companyId: 'c-boreal', newPlan: 'paid' }),
    ],
  ])('cannot %s', async (_label, method, path, body) => {
    const before = JSON.stringify(db.users) + JSON.stringify(db.subscriptions);
    const response = await send(sandbox, method, path, { token: paid, body });
    expect([403, 404]).toContain(response.status);
    expect(JSON.stringify(db.users) + JSON.stringify(db.subscriptions)).toBe(before);
  });
});
