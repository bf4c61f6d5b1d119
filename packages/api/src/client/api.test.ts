import { parseRuntimeConfig, setRuntimeConfig } from '@portal/config';
import { sessionStore } from '@portal/session';
import { aSession } from '@portal/session/testing';
import { CALLS, NOT_CALLED_BY_PORTAL } from '../contract';
import { createApi } from './api';
import { api, preloadApi } from './lazyApi';
import { createApiClient } from './http';
import { BASES, fakeServer, json } from './testServer';

describe('createApi', () => {
  it('has one function per call the portal makes, each making that call', async () => {
    const server = fakeServer(() => json({ success: true, payload: [] }));
    const bound = createApi(
      createApiClient({
        bases: BASES,
        getToken: () => 'token-1234',
        onSessionExpired: () => undefined,
        fetch: server.fetch,
      }),
    );
    const notCalled: readonly string[] = NOT_CALLED_BY_PORTAL;
    expect(Object.keys(bound).sort()).toEqual(
      Object.keys(CALLS)
        .filter((id) => !notCalled.includes(id))
        .sort(),
    );
    // The backend's SSO callback and the company-of-an-e-mail lookup: the contract keeps them
    // (the sandbox serves them), the portal has no function for them.
    expect(Object.keys(bound)).not.toContain('completeSso');
    expect(Object.keys(bound)).not.toContain('companyOfEmail');
    // A call without fields takes no argument.
    await bound.services();
    await bound.billHistory({ subscriptionId: 'sub-1' });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://execution.test/my/services/',
      'GET https://user.test/api/payment/bill-history/sub-1',
    ]);
  });
});

describe('the portal api', () => {
  const config = parseRuntimeConfig({
    environment: 'test',
    platformCode: 'station',
    partnerMode: false,
    remotes: [],
    remoteTimeoutMs: 4000,
    api: BASES,
    featureFlags: {},
    errorReporting: { sampleRate: 1 },
    support: { phone: '0800', email: 'suporte@example.com' },
  });

  beforeEach(() => {
    setRuntimeConfig(config);
    sessionStore.getState().signIn(aSession());
  });

  it('calls the configured base address with the session token', async () => {
    const server = fakeServer(() => json({ success: true, payload: [] }));
    jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetch);
    await api.services();
    expect(server.requests[0]!.url).toBe('https://execution.test/my/services/');
    expect(server.requests[0]!.headers.get('authorization')).toBe(`Bearer ${aSession().token}`);
  });

  it('logs out when the session has expired', async () => {
    const server = fakeServer(() => json({ success: false, message: 'not_found_session' }, 401));
    jest.spyOn(globalThis, 'fetch').mockImplementation(server.fetch);
    await expect(api.services()).rejects.toMatchObject({ kind: 'session-expired' });
    expect(sessionStore.getState().session).toBeNull();
  });
});

describe('api: the client loads with the first call', () => {
  it('is not a thenable and answers only string names', async () => {
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    // Awaiting it gives it back as it is, without calling anything.
    expect(await Promise.resolve(api)).toBe(api);
    expect(typeof api.login).toBe('function');
    expect(api.login).toBe(api.login);
  });

  it('rejects a name that is not a call of the contract', async () => {
    preloadApi();
    const unknown = (api as unknown as Record<string, () => Promise<unknown>>).notACall!;
    await expect(unknown()).rejects.toThrow('api.notACall is not a call');
  });
});
