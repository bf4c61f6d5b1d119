// The sandbox's test vocabulary: one strict in-process sandbox with a clock the test moves,
// plain requests by path, signing in as a demo account, and the portal's own API client bound
// to the sandbox (no port).
import { createApiClient } from '@portal/api';
import type { ApiBase } from '@portal/api/contract';
import { BASE_PREFIXES, createSandbox, type Sandbox } from './app';
import { DEMO_PASSWORD } from './seed';
import { createSession } from './sso';

export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

/** A complete address for a purchase (checkout's required fields), in the tests' city. */
export const PURCHASE_ADDRESS = {
  zipcode: '30130010',
  street: 'Afonso Pena',
  number: '1500',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
};
/** Where the portal calling the sandbox lives, for the links the sandbox writes. */
export const PORTAL_ORIGIN = 'http://portal.test';
export const ORIGIN = 'http://sandbox.test';

export interface Answer {
  readonly status: number;
  // Tests read the body freely; the sandbox's strict mode has already checked it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  readonly form?: FormData;
  /** More headers (an `Idempotency-Key`). */
  readonly headers?: Readonly<Record<string, string>>;
}

export function testSandbox() {
  let clock = TEST_NOW;
  const sandbox = createSandbox({ strict: true, now: () => clock });

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { Origin: PORTAL_ORIGIN, ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await sandbox.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers,
        body:
          options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Signs in with e-mail and password (the demo password unless given); the bearer token. */
  async function signIn(email: string, password = DEMO_PASSWORD, companyID?: string) {
    const answer = await call('POST', '/user/auth/login', {
      body: { email, password, ...(companyID ? { companyID } : {}) },
    });
    if (answer.status !== 200) {
      throw new Error(
        `${email} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body.payload.token as string;
  }

  return {
    sandbox,
    db: () => sandbox.db(),
    call,
    signIn,
    /** Moves the sandbox's clock. */
    advance: (milliseconds: number) => {
      clock = new Date(clock.getTime() + milliseconds);
    },
    /** The last mail the sandbox would have sent to this address. */
    lastMailTo: (to: string) =>
      sandbox
        .db()
        .outbox.filter((mail) => mail.to === to)
        .pop(),
  };
}

export type TestSandbox = ReturnType<typeof testSandbox>;

/** A bearer token for a demo account (first record of that e-mail), without the login call. */
export function tokenFor(sandbox: Sandbox, email: string): string {
  const db = sandbox.db();
  const user = db.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo account ${email}`);
  return createSession(db, user, TEST_NOW);
}

let keys = 0;
/** An `Idempotency-Key` header with a key never used before in this test file. */
export const freshKey = () => ({ 'Idempotency-Key': `test-key-${(keys += 1)}` });

export const BASES = Object.fromEntries(
  Object.entries(BASE_PREFIXES).map(([base, prefix]) => [base, `${ORIGIN}${prefix}`]),
) as Record<ApiBase, string>;

/** The portal's API client, talking to `sandbox` in-process as `token`'s owner. */
export function clientFor(sandbox: Sandbox, token: string | null = null) {
  let current = token;
  const expired = jest.fn(() => {
    current = null;
  });
  const client = createApiClient({
    bases: BASES,
    getToken: () => current,
    onSessionExpired: expired,
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      sandbox.fetch(input instanceof Request ? input : new Request(input, init)),
    timeoutMs: 5000,
  });
  return { client, expired, setToken: (next: string | null) => (current = next) };
}

/** A raw request to the sandbox, for what the client would refuse to send. */
export function send(
  sandbox: Sandbox,
  method: string,
  path: string,
  {
    token,
    body,
    headers,
  }: { token?: string; body?: BodyInit | null; headers?: Readonly<Record<string, string>> } = {},
): Promise<Response> {
  return sandbox.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: method === 'GET' ? undefined : body,
    }),
  );
}
