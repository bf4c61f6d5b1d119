// Bad input never breaks the sandbox: random and malformed bodies on every write call answer a
// 4xx with a spec code (never a 5xx, never a crash), and the state stays usable afterwards.
import fc from 'fast-check';
import { CALLS, isMessageCode, pathParams, type CallDefinition } from '@portal/api/contract';
import { BASE_PREFIXES } from './app';
import { send, testSandbox, tokenFor } from './test-support';

const WRITES = (Object.values(CALLS) as CallDefinition[]).filter((call) => call.method !== 'GET');

const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('c-horizonte', 'u-1', 'cp-1', 't-1', 'sub-1', '..', '%', '%2F', 'null'),
);

/** Anything a broken or hostile client could send as a body. */
const body = fc.oneof(
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        'email',
        'password',
        'name',
        'role',
        'id',
        'url',
        'planCode',
        'address',
        'users',
        'company',
        'discount',
        'files',
        'subscriptionId',
        'couponCode',
      ),
      fc.jsonValue(),
    )
    .map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constant('{"email": '),
  fc.constant(''),
);

function pathOf(call: CallDefinition, values: string[]): string {
  let index = 0;
  const filled = call.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[index++] ?? 'x'));
  return `${BASE_PREFIXES[call.base]}${filled}`;
}

describe.each(WRITES.map((call) => [call.id, call] as const))(
  '%s under random input',
  (_id, call) => {
    it('answers 4xx with a spec code or succeeds, never 5xx', async () => {
      const sandbox = testSandbox().sandbox;
      // As a provider administrator, so requests get past access checks into the handlers.
      const admin = tokenFor(sandbox, 'admin@provedor.com.br');
      const owner = tokenFor(sandbox, 'super.pago@demo.com.br');
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, {
            minLength: pathParams(call.path).length,
            maxLength: pathParams(call.path).length,
          }),
          body,
          fc.boolean(),
          async (params, payload, asAdmin) => {
            const response = await send(sandbox, call.method, pathOf(call, params), {
              token: asAdmin ? admin : owner,
              body: payload,
            });
            expect(response.status).toBeLessThan(500);
            if (response.status >= 400) {
              const answer = (await response.json()) as { message?: unknown };
              expect(isMessageCode(answer.message)).toBe(true);
            }
          },
        ),
        { numRuns: 40 },
      );
      // Still serving after the storm.
      const health = await send(sandbox, 'GET', '/health');
      expect(health.status).toBe(200);
    });
  },
);

describe('malformed requests', () => {
  it.each([
    ['a body that is not JSON', 'POST', '/user/auth/login', '{"email":'],
    ['a JSON array body', 'POST', '/user/auth/login', '[1,2]'],
    ['a missing field', 'POST', '/user/auth/login', '{"email":"co@demo.com.br"}'],
    ['a wrong type', 'PUT', '/user/super-user/updateRole', '{"id":1,"userRole":"king"}'],
  ])('%s gets 400 missing_fields', async (_label, method, path, payload) => {
    const sandbox = testSandbox().sandbox;
    const token = tokenFor(sandbox, 'super.pago@demo.com.br');
    const response = await send(sandbox, method, path, { token, body: payload });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: 'missing_fields' });
  });

  it('an unknown address gets 404, not a crash', async () => {
    const response = await send(testSandbox().sandbox, 'GET', '/user/nao/existe');
    expect(response.status).toBe(404);
  });
});
