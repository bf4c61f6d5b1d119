// Release health: each remote release's errors and its visits' INP and LCP p75, from what the
// error tracker and the field speed collector received.
import { p75 } from './releaseHealth';
import { ORIGIN, testSandbox } from './test-support';

type Fetcher = (request: Request) => Promise<Response>;

const sample = (name: string, value: number, release = '0.1.1-bbbb2222') => ({
  name,
  value,
  rating: 'good',
  route: 'gestao-de-cobrancas',
  remote: 'mf_billing',
  release,
  target: null,
  navigation: 'navigate',
});

async function sendSamples(fetcher: Fetcher, visit: string, samples: object[]) {
  await fetcher(
    new Request(`${ORIGIN}/__sandbox/field-speed`, {
      method: 'POST',
      body: JSON.stringify({ visit, samples }),
    }),
  );
}

async function sendError(fetcher: Fetcher, remote: string, release: string) {
  const event = { event_id: 'e'.repeat(32), release, tags: { remote } };
  await fetcher(
    new Request(`${ORIGIN}/__sandbox/tracker/api/5/envelope/?sentry_key=k`, {
      method: 'POST',
      body: [JSON.stringify({}), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join(
        '\n',
      ),
    }),
  );
}

const health = async (fetcher: Fetcher) =>
  (await (await fetcher(new Request(`${ORIGIN}/__sandbox/release-health`))).json()) as {
    releases: object[];
  };

describe('release health', () => {
  it('counts each release’s errors and the p75 of its visits’ latest INP and LCP', async () => {
    const { sandbox } = testSandbox();
    await sendSamples(sandbox.fetch, 'v1', [sample('INP', 80), sample('LCP', 1200)]);
    // A visit's value sent again once it changed: its latest counts.
    await sendSamples(sandbox.fetch, 'v1', [sample('INP', 120)]);
    await sendSamples(sandbox.fetch, 'v2', [sample('INP', 560), sample('LCP', 2600)]);
    await sendSamples(sandbox.fetch, 'v3', [sample('INP', 200, '0.1.0-aaaa1111')]);
    await sendError(sandbox.fetch, 'mf_billing', '0.1.1-bbbb2222');
    await sendError(sandbox.fetch, 'mf_billing', '0.1.1-bbbb2222');
    await sendError(sandbox.fetch, 'mf_account', '0.1.1-cccc3333');

    expect(await health(sandbox.fetch)).toEqual({
      releases: [
        {
          remote: 'mf_account',
          release: '0.1.1-cccc3333',
          errors: 1,
          visits: 0,
          inp: null,
          lcp: null,
        },
        {
          remote: 'mf_billing',
          release: '0.1.0-aaaa1111',
          errors: 0,
          visits: 1,
          inp: 200,
          lcp: null,
        },
        {
          remote: 'mf_billing',
          release: '0.1.1-bbbb2222',
          errors: 2,
          visits: 2,
          inp: 560,
          lcp: 2600,
        },
      ],
    });
  });

  it('is empty before any visit or error', async () => {
    const { sandbox } = testSandbox();
    expect(await health(sandbox.fetch)).toEqual({ releases: [] });
  });
});

describe('p75', () => {
  it('is the value three visits in four are at or under', () => {
    expect(p75([100, 200, 300, 400])).toBe(300);
    expect(p75([400, 100, 300, 200, 500])).toBe(400);
    expect(p75([90])).toBe(90);
    expect(p75([])).toBeNull();
  });
});
