import { clearReports, getReports } from '@portal/telemetry';
import { CALLS } from '../contract';
import { ApiError, isApiError } from './errors';
import { createApiClient, type ApiClientOptions } from './http';
import { newIdempotencyKey } from './idempotency';
import { BASES, fakeServer, inTurn, json, offline, type Answer } from './testServer';

const TOKEN = 'session-token-1234';
const ok = { success: true, payload: [] };

function setUp(answer: Answer, options: Partial<ApiClientOptions> = {}) {
  const server = fakeServer(answer);
  let token: string | null = TOKEN;
  const onSessionExpired = jest.fn(() => {
    token = null;
  });
  const client = createApiClient({
    bases: BASES,
    getToken: () => token,
    onSessionExpired,
    fetch: server.fetch,
    retry: { limit: 2, backoffMs: 1 },
    ...options,
  });
  return {
    client,
    requests: server.requests,
    onSessionExpired,
    signOut: () => {
      token = null;
    },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => clearReports());

describe('the request', () => {
  it('fills path segments, encoded, from the input', async () => {
    const { client, requests } = setUp(() => json({ success: true, payload: { companyId: 'c1' } }));
    await expect(
      client.call(CALLS.companyOfEmail, { email: 'ana+1@empresa.com.br' }),
    ).resolves.toEqual({ success: true, payload: { companyId: 'c1' } });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('https://user.test/api/my/user/email/ana%2B1%40empresa.com.br');
  });

  it('sends the other fields of a read in the query string, with no body', async () => {
    const { client, requests } = setUp(() => json(ok));
    await client.call(CALLS.subscriptions, { companyId: 'c 1' });
    expect(requests[0]!.url).toBe('https://user.test/api/payment/subscription?companyId=c+1');
    expect(await requests[0]!.text()).toBe('');
  });

  it('sends the fields of a write as a JSON body', async () => {
    const { client, requests } = setUp(() => json({ success: true }));
    await client.call(CALLS.changePassword, { newPassword: 'Nova@1234', currentPassword: 'x' });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('https://user.test/api/my/user/password');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({
      newPassword: 'Nova@1234',
      currentPassword: 'x',
    });
  });

  it("puts a write's query fields in the query string and the rest in the body", async () => {
    const { client, requests } = setUp(() =>
      json({ success: true, payload: { sentTo: 'a', rows: 2 } }),
    );
    await client.call(CALLS.companiesReport, { name: 'Acme & Cia', status: 'active' });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/control/companies-report');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'Acme & Cia', status: 'active' });
    expect(await requests[0]!.json()).toEqual({});
  });

  it('sends a delete with its id in the path and no body', async () => {
    const { client, requests } = setUp(() => json({ success: true }));
    await client.call(CALLS.deleteCoupon, { id: 'cupom/1' });
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.url).toBe('https://user.test/api/discount/cupom%2F1');
  });

  it('sends what the schema made of the input (trimmed)', async () => {
    const { client, requests } = setUp(() => json({ success: true }));
    await client.call(CALLS.recoverPassword, { email: '  ana@empresa.com.br ' });
    expect(await requests[0]!.json()).toEqual({ email: 'ana@empresa.com.br' });
  });

  it('uses the base address the call names, read again when it changes', async () => {
    let bases = BASES;
    const { client, requests } = setUp(() => json(ok), { bases: () => bases });
    await client.call(CALLS.services, {});
    bases = { ...BASES, execution: 'https://moved.test/exec/' };
    await client.call(CALLS.services, {});
    expect(requests.map((r) => r.url)).toEqual([
      'https://execution.test/my/services/',
      'https://moved.test/exec/my/services/',
    ]);
  });
});

describe('the idempotency key of a purchase', () => {
  const purchase = {
    address: { zipcode: '01310100' },
    planCode: 'es',
    paymentMethodCode: 'bank_slip' as const,
    idempotencyKey: 'compra-0001',
  };
  const created = () =>
    json(
      {
        success: true,
        status: 201,
        payload: { subscriptionId: 's1', bill: { charges: [{ printUrl: null }] } },
      },
      201,
    );

  it('goes in the Idempotency-Key header, not in the body', async () => {
    const { client, requests } = setUp(created);
    await client.call(CALLS.checkout, purchase);
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('compra-0001');
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(new URL(requests[0]!.url).search).toBe('');
    expect(await requests[0]!.json()).toEqual({
      address: { zipcode: '01310100' },
      planCode: 'es',
      paymentMethodCode: 'bank_slip',
    });
  });

  it.each([
    ['missing', undefined],
    ['too short', 'curta'],
    ['not a header value', 'compra com espaço'],
  ])('%s: the purchase is not sent', async (_, idempotencyKey) => {
    const { client, requests } = setUp(created);
    const error = await failureOf(
      client.call(CALLS.checkout, { ...purchase, idempotencyKey } as never),
    );
    expect(error).toMatchObject({
      kind: 'invalid-request',
      fieldErrors: { idempotencyKey: expect.any(String) },
    });
    expect(requests).toHaveLength(0);
  });

  it("is never repeated by the client itself: a lost answer is the caller's to retry", async () => {
    const { client, requests } = setUp(offline);
    expect((await failureOf(client.call(CALLS.checkout, purchase))).kind).toBe('network');
    expect(requests).toHaveLength(1);
  });

  it('comes fresh from newIdempotencyKey: 32 hex characters, never the same twice', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the session token', () => {
  it('goes in the Authorization header of user and admin calls, never in the address', async () => {
    const { client, requests } = setUp(() => json(ok));
    await client.call(CALLS.services, {});
    await client.call(CALLS.allCodes, {});
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(request.url).not.toContain(TOKEN);
    }
  });

  it('is not sent on public calls', async () => {
    const { client, requests } = setUp(() => json({ success: true }));
    await client.call(CALLS.recoverPassword, { email: 'ana@empresa.com.br' });
    expect(requests[0]!.headers.has('authorization')).toBe(false);
    expect(requests[0]!.url).not.toContain(TOKEN);
  });

  it('missing on a call that needs it: nothing is sent and the session ends', async () => {
    const { client, requests, onSessionExpired, signOut } = setUp(() => json(ok));
    signOut();
    const error = await failureOf(client.call(CALLS.services, {}));
    expect(error.kind).toBe('session-expired');
    expect(requests).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('input that breaks the request schema', () => {
  it('is refused without sending anything', async () => {
    const { client, requests } = setUp(() => json({ success: true }));
    const error = await failureOf(
      client.call(CALLS.changePassword, { newPassword: '', currentPassword: 'x' }),
    );
    expect(error).toMatchObject({
      kind: 'invalid-request',
      code: 'missing_fields',
      callId: 'changePassword',
      fieldErrors: { newPassword: 'min_length' },
    });
    expect(requests).toHaveLength(0);
  });
});

describe('an answer that breaks the response schema', () => {
  // The report is also printed; keep the test output quiet.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('becomes an invalid-response error, reported with the call and the issues only', async () => {
    const { client } = setUp(() =>
      json({ success: true, payload: [{ id: 7, amount: 'ana@empresa.com.br' }] }),
    );
    const error = await failureOf(client.call(CALLS.billHistory, { subscriptionId: 's1' }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, callId: 'billHistory' });
    const reports = getReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      phase: 'api-response',
      context: { callId: 'billHistory', path: '/payment/bill-history/:subscriptionId' },
    });
    expect(JSON.stringify(reports[0]!.context)).toContain('payload.0.id');
    expect(JSON.stringify(reports)).not.toContain('ana@empresa.com.br');
  });

  it('includes an answer that is not JSON at all', async () => {
    const { client } = setUp(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = await failureOf(client.call(CALLS.services, {}));
    expect(error.kind).toBe('invalid-response');
    expect(getReports()).toHaveLength(1);
  });
});

describe('error statuses', () => {
  it.each([
    [400, { success: false, message: 'invalid_email' }, 'invalid_email'],
    [403, { success: false, message: 'expired_access' }, 'expired_access'],
    [409, { success: false, message: 'unavailable_mail', detail: 'x' }, 'unavailable_mail'],
    [404, { success: false, message: 'a_code_we_never_heard_of' }, 'unknown'],
    [500, 'Internal Server Error', 'unknown'],
  ])('%i answers a backend error with its code', async (status, body, code) => {
    const { client, onSessionExpired } = setUp(() =>
      typeof body === 'string' ? new Response(body, { status }) : json(body, status),
    );
    const error = await failureOf(
      client.call(CALLS.changePassword, { newPassword: 'Nova@1234', currentPassword: 'x' }),
    );
    expect(error).toMatchObject({ kind: 'backend', code, status, callId: 'changePassword' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a success status whose body says success: false as a refusal', async () => {
    const { client } = setUp(() => json({ success: false, message: 'general_update_error' }));
    const error = await failureOf(
      client.call(CALLS.updateCustomerEmail, { newCostumerEmail: 'a@b.com' }),
    );
    expect(error).toMatchObject({ kind: 'backend', code: 'general_update_error', status: 200 });
  });

  it('treats a 2xx the call does not expect (a payment answered 200) as a failure', async () => {
    const { client } = setUp(() => json({ success: true }));
    const error = await failureOf(
      client.call(CALLS.checkout, {
        address: {},
        planCode: 'ad',
        paymentMethodCode: 'bank_slip',
        idempotencyKey: 'compra-0001',
      }),
    );
    expect(error).toMatchObject({ kind: 'backend', status: 200 });
  });

  it('a wrong password on the public login is a backend error, not an expired session', async () => {
    const { client, onSessionExpired } = setUp(() =>
      json({ success: false, message: 'wrong_mail_or_password' }, 401),
    );
    const error = await failureOf(
      client.call(CALLS.login, { email: 'ana@empresa.com.br', password: 'errada' }),
    );
    expect(error).toMatchObject({ kind: 'backend', code: 'wrong_mail_or_password', status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('an expired session', () => {
  it.each([
    ['a 401', () => json({ success: false, message: 'unauthorized' }, 401)],
    [
      'the not_found_session code',
      () => json({ success: false, message: 'not_found_session' }, 400),
    ],
    ['a bare 401', () => new Response(null, { status: 401 })],
  ])('is recognised from %s, and ends the session', async (_, answer) => {
    const { client, onSessionExpired } = setUp(answer);
    const error = await failureOf(client.call(CALLS.services, {}));
    expect(error.kind).toBe('session-expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session once when several calls are refused together', async () => {
    const { client, onSessionExpired } = setUp(() => json({ message: 'not_found_session' }, 401));
    await Promise.allSettled([
      client.call(CALLS.services, {}),
      client.call(CALLS.getAvatar, {}),
      client.call(CALLS.getLogo, {}),
    ]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('repeats a read after a network failure', async () => {
    const { client, requests } = setUp(inTurn(offline, () => json(ok)));
    await expect(client.call(CALLS.services, {})).resolves.toEqual(ok);
    expect(requests).toHaveLength(2);
  });

  it('repeats a read answered 503, up to the limit', async () => {
    const { client, requests } = setUp(() => json({ message: 'general_get_error' }, 503));
    const error = await failureOf(client.call(CALLS.services, {}));
    expect(error).toMatchObject({ kind: 'backend', status: 503, code: 'general_get_error' });
    expect(requests).toHaveLength(3);
  });

  it('does not repeat a read the backend refused (4xx)', async () => {
    const { client, requests } = setUp(() => json({ message: 'cant_find_company' }, 404));
    await failureOf(client.call(CALLS.getCompany, { id: 'c1' }));
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['POST', () => CALLS.changePassword, { newPassword: 'Nova@1234', currentPassword: 'x' }],
    ['PUT', () => CALLS.toggleActivation, { id: 'u1' }],
    ['DELETE', () => CALLS.deleteCoupon, { id: 'c1' }],
  ] as const)('never repeats a %s', async (_, call, input) => {
    for (const answer of [offline, () => json({}, 503)]) {
      const { client, requests } = setUp(answer);
      await failureOf(client.call(call(), input as never));
      expect(requests).toHaveLength(1);
    }
  });

  it('gives up a read with a network error once every attempt failed', async () => {
    const { client, requests } = setUp(offline);
    const error = await failureOf(client.call(CALLS.services, {}));
    expect(error.kind).toBe('network');
    expect(requests).toHaveLength(3);
  });
});

describe('no answer', () => {
  it('times out after timeoutMs', async () => {
    const { client } = setUp(() => new Promise<Response>(() => undefined), { timeoutMs: 20 });
    const error = await failureOf(
      client.call(CALLS.changePassword, { newPassword: 'Nova@1234', currentPassword: 'x' }),
    );
    expect(error).toMatchObject({ kind: 'timeout', callId: 'changePassword' });
  });

  it('a base address that cannot be read is a network error, still an ApiError', async () => {
    const { client } = setUp(() => json(ok), {
      bases: () => {
        throw new Error('Runtime config read before the shell installed it');
      },
    });
    const error = await failureOf(client.call(CALLS.services, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
  });
});

describe('the card provider', () => {
  const card = {
    holder_name: 'Ana Souza',
    registry_code: '12345678909',
    card_expiration: '12/30',
    card_number: '4111111111111112',
    card_cvv: '123',
    payment_method_code: 'credit_card',
  } as const;

  it('returns the gateway token on 201, without the session token', async () => {
    const profile = {
      gateway_token: 'gw_1',
      card_number_last_four: '1111',
      payment_company: { code: 'visa' },
    };
    const { client, requests } = setUp(() => json({ payment_profile: profile }, 201));
    await expect(client.call(CALLS.cardToken, card)).resolves.toEqual({ payment_profile: profile });
    expect(requests[0]!.url).toBe('https://cards.test/v1/public/payment_profiles');
    expect(requests[0]!.headers.has('authorization')).toBe(false);
  });

  it('a 422 becomes card-rejected with the refused fields', async () => {
    const { client } = setUp(() =>
      json(
        {
          errors: [
            { id: 'invalid', parameter: 'card_number', message: 'is invalid' },
            { id: 'expired', parameter: 'card_expiration', message: 'is expired' },
          ],
        },
        422,
      ),
    );
    const error = await failureOf(client.call(CALLS.cardToken, card));
    expect(error).toMatchObject({
      kind: 'card-rejected',
      status: 422,
      fieldErrors: { card_number: 'is invalid', card_expiration: 'is expired' },
    });
  });
});

describe('abandoning a call', () => {
  it('cancels the request and rejects with the signal’s reason, reporting nothing', async () => {
    let seen: Request | undefined;
    const { client } = setUp(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          seen = request;
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const call = client.call(CALLS.subscriptions, {}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
    expect(seen?.signal.aborted).toBe(true);
    expect(getReports()).toEqual([]);
  });
});
