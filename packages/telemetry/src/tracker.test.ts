import { configureReporting, redactValue, reportError } from './report';
import { startTracker, throughTunnel } from './tracker';

// What the tracker's client posts: each call's address and its envelope (header, item, event).
interface Posted {
  readonly url: string;
  readonly header: { dsn?: string };
  readonly event: {
    event_id: string;
    release?: string;
    environment?: string;
    tags: Record<string, string>;
    extra?: Record<string, unknown>;
    exception: { values: { type: string; value: string; stacktrace?: { frames: unknown[] } }[] };
    request?: { url?: string };
  };
}

const posted: Posted[] = [];
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const [header, , event] = String(init.body).split('\n');
  posted.push({ url, header: JSON.parse(header!), event: JSON.parse(event!) });
  return new Response('{}', { status: 200 });
});

const DSN: Record<string, string> = {
  shell: 'https://shellkey@tracker.example/sentry/1',
  mf_billing: 'https://billingkey@tracker.example/sentry/5',
};

let send: ReturnType<typeof startTracker>;
const TOKEN = 'opaque-session-token-1234';

beforeAll(() => {
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  configureReporting({ sampleRate: 1, random: () => 0, secrets: () => [TOKEN] });
  send = startTracker({
    dsnOf: (remote) => DSN[remote ?? 'shell'] ?? DSN.shell!,
    tunnel: '/minha-conta/__tracker',
    environment: 'test',
    redact: redactValue,
  });
});

beforeEach(() => {
  posted.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function sent(count = 1): Promise<Posted[]> {
  for (let tries = 0; tries < 100 && posted.length < count; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return posted;
}

test('a remote’s error goes to its own project, through the tunnel, as an event of its release', async () => {
  const error = new Error('the charges table broke');
  const report = reportError({ phase: 'remote-render', error, remote: 'mf_billing' });
  send({
    report,
    error,
    remote: 'mf_billing',
    release: '0.1.1-3f9a2c1d',
    tags: { route: 'gestao-de-cobrancas', language: 'es', company_id: '42' },
  });

  const [one] = await sent();
  expect(one!.url).toMatch(/^\/minha-conta\/__tracker\/sentry\/api\/5\/envelope\/\?/);
  expect(one!.url).toContain('sentry_key=billingkey');
  expect(one!.header.dsn).toBe(DSN.mf_billing);
  expect(one!.event.release).toBe('0.1.1-3f9a2c1d');
  expect(one!.event.environment).toBe('test');
  expect(one!.event.tags).toEqual({
    remote: 'mf_billing',
    route: 'gestao-de-cobrancas',
    language: 'es',
    company_id: '42',
    phase: 'remote-render',
    report_id: report.id,
  });
  const [exception] = one!.event.exception.values;
  expect(exception).toMatchObject({ type: 'Error', value: 'the charges table broke' });
  expect(exception!.stacktrace?.frames.length).toBeGreaterThan(0);
});

test('the shell’s own error, or one of a remote with no project, goes to the shell’s', async () => {
  const error = new Error('the header broke');
  const another = new Error('the login form broke');
  send({
    report: reportError({ phase: 'render', error }),
    error,
    remote: null,
    release: null,
    tags: {},
  });
  send({
    report: reportError({ phase: 'remote-render', error: another, remote: 'mf_auth' }),
    error: another,
    remote: 'mf_auth',
    release: '0.1.1-aaaa0000',
    tags: {},
  });

  const events = await sent(2);
  expect(events.map((one) => one.header.dsn)).toEqual([DSN.shell, DSN.shell]);
  expect(events[0]!.url).toMatch(/^\/minha-conta\/__tracker\/sentry\/api\/1\/envelope\//);
  expect(events[0]!.event.tags).not.toHaveProperty('remote');
  expect(events[1]!.event.tags.remote).toBe('mf_auth');
});

test('no token or password leaves the page in an event', async () => {
  const error = new Error(`request failed with Bearer ${TOKEN}`);
  send({
    report: reportError({ phase: 'api', error, context: { password: 'hunter22', path: '/x' } }),
    error,
    remote: 'mf_billing',
    release: null,
    tags: {},
  });

  const [one] = await sent();
  const text = JSON.stringify(one!.event);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain('hunter22');
  expect(one!.event.exception.values[0]!.value).toBe('request failed with Bearer [redacted]');
  expect(one!.event.extra?.context).toEqual({ password: '[redacted]', path: '/x' });
});

test('without a tunnel, an event goes to the tracker’s own address', () => {
  expect(throughTunnel('https://tracker.example/api/5/envelope/?sentry_key=k', undefined)).toBe(
    'https://tracker.example/api/5/envelope/?sentry_key=k',
  );
  expect(throughTunnel('https://tracker.example/api/5/envelope/?sentry_key=k', '/t/')).toBe(
    '/t/api/5/envelope/?sentry_key=k',
  );
});
