import { ApiError, type ApiErrorKind } from '@portal/api';
import { cardToken, checkout, companyUsers, createUser, login } from '@portal/api/contract';
import {
  clientFor,
  send,
  testSandbox,
  tokenFor,
  type TestSandbox,
  PURCHASE_ADDRESS,
} from './test-support';

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});

const COMPANY_USERS = '/user/my/user/c-horizonte/all';
const signIn = (password = 'Senha@123') =>
  t.call('POST', '/user/auth/login', { body: { email: 'co@demo.com.br', password } });
const newUser = (email: string) => ({ name: 'Marina Costa', email, role: 'employee' as const });

/** What the portal's client makes of a call's answer: the error it throws, or null. */
async function clientError<T>(run: () => Promise<T>) {
  try {
    await run();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { kind, code, status, fieldErrors } = error;
    return { kind: kind as ApiErrorKind, code, status, fieldErrors };
  }
}

describe('fail', () => {
  it('fails the next request of the call only, in the backend error body, then answers again', async () => {
    t.sandbox.fail('login', 403, 'company_deleted');
    expect(await signIn()).toEqual({
      status: 403,
      body: { success: false, message: 'company_deleted' },
    });
    expect((await signIn()).status).toBe(200);
  });

  it('leaves the other calls alone, even those on the same path', async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    t.sandbox.fail('getCoupon', 500, 'general_get_error');
    expect((await t.call('GET', '/user/discount/', { token: admin })).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await t.call('GET', '/user/discount/?id=cp-2', { token: admin })).status).toBe(500);
  });

  it('fails as many times as asked, or until cleared', async () => {
    t.sandbox.fail('login', 500, { code: 'general_get_error', times: 2 });
    expect((await signIn()).status).toBe(500);
    expect((await signIn()).status).toBe(500);
    expect((await signIn()).status).toBe(200);

    t.sandbox.fail('login', 503, { times: Infinity });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn()).status).toBe(503);
    t.sandbox.clear('login');
    expect((await signIn()).status).toBe(200);
  });

  it('queues the failures of a call in the order given', async () => {
    t.sandbox.fail('login', 500);
    t.sandbox.fail('login', 409, 'unavailable_mail');
    expect(await signIn()).toEqual({ status: 500, body: { success: false } });
    expect(await signIn()).toEqual({
      status: 409,
      body: { success: false, message: 'unavailable_mail' },
    });
    expect((await signIn()).status).toBe(200);
  });

  it('answers before any check, so the request itself need not be valid', async () => {
    t.sandbox.fail('companyUsers', 500, 'general_get_error');
    // No token: without the control this is a 401.
    const answer = await t.call('GET', COMPANY_USERS);
    expect(answer).toEqual({ status: 500, body: { success: false, message: 'general_get_error' } });
  });

  it('fails without touching the data', async () => {
    const token = await t.signIn('super.pago@demo.com.br');
    const { client } = clientFor(t.sandbox, token);
    const before = t.db().users.length;
    t.sandbox.fail('createUser', 409, 'unavailable_role');
    expect(await clientError(() => client.call(createUser, newUser('m@horizonte.com.br')))).toEqual(
      { kind: 'backend', code: 'unavailable_role', status: 409, fieldErrors: undefined },
    );
    expect(t.db().users).toHaveLength(before);
    expect(t.lastMailTo('m@horizonte.com.br')).toBeUndefined();
  });

  it('is read by the client as the real refusal would be, a 401 ending the session', async () => {
    const token = await t.signIn('co@demo.com.br');
    const { client, expired } = clientFor(t.sandbox, token);
    t.sandbox.fail('companyUsers', 401, 'not_found_session');
    expect(
      await clientError(() => client.call(companyUsers, { companyId: 'c-horizonte' })),
    ).toEqual(
      expect.objectContaining({ kind: 'session-expired', code: 'not_found_session', status: 401 }),
    );
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("answers the card provider's refusal in its own body, field by field", async () => {
    const { client } = clientFor(t.sandbox);
    t.sandbox.fail('cardToken', 422, { fields: { card_number: 'cartão recusado' } });
    const card = {
      holder_name: 'Ana Souza',
      registry_code: '52998224725',
      card_expiration: '12/2030',
      card_number: '4111111111111111',
      card_cvv: '123',
      payment_method_code: 'credit_card' as const,
    };
    expect(await clientError(() => client.call(cardToken, card))).toEqual({
      kind: 'card-rejected',
      code: 'unknown',
      status: 422,
      fieldErrors: { card_number: 'cartão recusado' },
    });
    await expect(client.call(cardToken, card)).resolves.toMatchObject({
      payment_profile: { card_number_last_four: '1111' },
    });
  });

  it("answers the postal lookup's failure in its own body", async () => {
    t.sandbox.fail('postalLookup', 500);
    expect(await t.call('GET', '/postal/ws/01310100/json/')).toEqual({
      status: 500,
      body: { erro: true },
    });
  });

  it("makes a 'network' failure reject the fetch, as a browser's does", async () => {
    const { client } = clientFor(t.sandbox);
    t.sandbox.fail('login', 'network');
    expect(
      await clientError(() =>
        client.call(login, { email: 'co@demo.com.br', password: 'Senha@123' }),
      ),
    ).toEqual(expect.objectContaining({ kind: 'network' }));
    expect((await signIn()).status).toBe(200);
  });

  it('refuses what is not a failure or not a call', () => {
    expect(() => t.sandbox.fail('login', 200)).toThrow(RangeError);
    expect(() => t.sandbox.fail('login', 302)).toThrow(RangeError);
    expect(() => t.sandbox.fail('login', 500, { times: 0 })).toThrow(RangeError);
    expect(() => t.sandbox.fail('nothing' as 'login', 500)).toThrow(/no call named nothing/);
  });
});

describe('drop', () => {
  const purchase = {
    address: PURCHASE_ADDRESS,
    planCode: 'es',
    paymentMethodCode: 'bank_slip' as const,
    idempotencyKey: 'compra-0001',
  };
  const subscriptions = () => t.db().subscriptions.filter((s) => s.companyId === 'c-boreal');

  it('carries out the request but loses its answer; a retry with the key gets the first answer', async () => {
    const { client } = clientFor(t.sandbox, tokenFor(t.sandbox, 'super.teste@demo.com.br'));
    t.sandbox.drop('checkout');
    expect(await clientError(() => client.call(checkout, purchase))).toEqual(
      expect.objectContaining({ kind: 'network' }),
    );
    const [made] = subscriptions();
    expect(made).toMatchObject({ planCode: 'es', status: 'pending' });
    expect(subscriptions()).toHaveLength(1);

    const retried = await client.call(checkout, purchase);
    expect(retried).toMatchObject({
      status: 201,
      message: 'subscription_success',
      payload: { subscriptionId: made!.subscriptionId },
    });
    expect(subscriptions()).toHaveLength(1);
  });

  it('rejects the page fetch with the error of a network failure', async () => {
    t.sandbox.drop('login');
    await expect(signIn()).rejects.toThrow('Failed to fetch');
    // Carried out all the same: the login made a session.
    expect(Object.keys(t.db().sessions)).toHaveLength(1);
    expect((await signIn()).status).toBe(200);
  });

  it('drops as many times as asked, queued with the failures of the call', async () => {
    t.sandbox.fail('login', 500);
    t.sandbox.drop('login', 2);
    expect((await signIn()).status).toBe(500);
    await expect(signIn()).rejects.toThrow(TypeError);
    await expect(signIn()).rejects.toThrow(TypeError);
    expect((await signIn()).status).toBe(200);

    t.sandbox.drop('login', Infinity);
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(signIn()).rejects.toThrow();
    t.sandbox.clear('login');
    expect((await signIn()).status).toBe(200);
  });

  it('loses a refusal too (the handler answered, nobody heard)', async () => {
    t.sandbox.drop('login');
    await expect(signIn('Errada123')).rejects.toThrow(TypeError);
  });

  it('holds before carrying out: released, the request runs and its answer is lost', async () => {
    const held = t.sandbox.hold('login');
    t.sandbox.drop('login');
    const answer = signIn();
    await held.reached();
    expect(Object.keys(t.db().sessions)).toHaveLength(0);
    held.release();
    await expect(answer).rejects.toThrow(TypeError);
    expect(Object.keys(t.db().sessions)).toHaveLength(1);
  });

  it('refuses what is not a count or not a call', () => {
    expect(() => t.sandbox.drop('login', 0)).toThrow(RangeError);
    expect(() => t.sandbox.drop('login', 1.5)).toThrow(RangeError);
    expect(() => t.sandbox.drop('nothing' as 'login')).toThrow(/no call named nothing/);
  });
});

describe('hold', () => {
  it('keeps requests of the call waiting until released, then answers from the data as it is then', async () => {
    const token = tokenFor(t.sandbox, 'super.pago@demo.com.br');
    const held = t.sandbox.hold('companyUsers');
    expect(held.waiting).toBe(0);
    const answer = t.call('GET', COMPANY_USERS, { token });
    await held.reached();
    expect(held.waiting).toBe(1);
    // Other calls go on meanwhile.
    expect((await signIn()).status).toBe(200);
    t.db().users.find((user) => user.name === 'Paula Ribeiro')!.name = 'Paula R.';

    held.release();
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(body.payload[0].name).toBe('Paula R.');
    expect(held.waiting).toBe(0);
  });

  it('counts every request it saw, so a double submit shows', async () => {
    const held = t.sandbox.hold('login');
    const first = signIn();
    const second = signIn();
    await held.reached();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.waiting).toBe(2);
    held.release();
    expect((await Promise.all([first, second])).map((answer) => answer.status)).toEqual([200, 200]);
    // After the release, later requests go straight through and still count.
    expect((await signIn()).status).toBe(200);
    expect(held.received).toBe(3);
    expect(held.waiting).toBe(0);
  });

  it('holds a failure too: the error comes once released', async () => {
    const held = t.sandbox.hold('login');
    t.sandbox.fail('login', 409, 'unavailable_mail');
    let settled = false;
    const answer = signIn().finally(() => (settled = true));
    await held.reached();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    held.release();
    expect((await answer).status).toBe(409);
  });

  it('lets everything go on clear and on reset', async () => {
    const held = t.sandbox.hold('login');
    t.sandbox.fail('companyUsers', 500, { times: Infinity });
    const waiting = signIn();
    await held.reached();
    t.sandbox.reset();
    expect((await waiting).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const token = tokenFor(t.sandbox, 'super.pago@demo.com.br');
    expect((await t.call('GET', COMPANY_USERS, { token })).status).toBe(200);

    const again = t.sandbox.hold('login');
    const next = signIn();
    await again.reached();
    t.sandbox.clear();
    expect((await next).status).toBe(200);
  });
});

describe('the same controls as requests (for a sandbox reached over HTTP)', () => {
  const control = (name: string, body: unknown) =>
    send(t.sandbox, 'POST', `/__sandbox/${name}`, { body: JSON.stringify(body) });

  it('fails, holds, releases and clears through /__sandbox/*', async () => {
    expect(
      (await control('fail', { call: 'login', status: 403, code: 'unauthorized', times: null }))
        .status,
    ).toBe(200);
    expect((await signIn()).status).toBe(403);
    expect((await signIn()).status).toBe(403);
    expect((await control('clear', {})).status).toBe(200);
    expect((await signIn()).status).toBe(200);

    await control('hold', { call: 'login' });
    let settled = false;
    const answer = signIn().finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    await control('release', { call: 'login' });
    expect((await answer).status).toBe(200);
  });

  it('drops through /__sandbox/drop', async () => {
    expect((await control('drop', { call: 'login', times: 2 })).status).toBe(200);
    await expect(signIn()).rejects.toThrow(TypeError);
    await expect(signIn()).rejects.toThrow(TypeError);
    expect((await signIn()).status).toBe(200);
    await control('drop', { call: 'login', times: null });
    await expect(signIn()).rejects.toThrow(TypeError);
    await control('clear', { call: 'login' });
    expect((await signIn()).status).toBe(200);
    for (const body of [{ call: 'nothing' }, { call: 'login', times: 0 }]) {
      expect((await control('drop', body)).status).toBe(400);
    }
  });

  it('refuses an unknown call or a status that is not an error', async () => {
    for (const body of [
      { call: 'nothing', status: 500 },
      { call: 'login', status: 200 },
      { call: 'login', status: 500, times: 0 },
    ]) {
      const answer = await control('fail', body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ message: 'missing_fields' });
    }
    expect((await signIn()).status).toBe(200);
  });
});
