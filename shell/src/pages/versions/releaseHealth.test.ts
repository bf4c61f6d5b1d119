import { ratingOf, readReleaseHealth } from './releaseHealth';

const answering = (body: unknown, status = 200) =>
  jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as typeof fetch;

const GOOD = {
  remote: 'mf_billing',
  release: '0.1.1-bbbb2222',
  errors: 2,
  visits: 3,
  inp: 120,
  lcp: null,
};

describe('readReleaseHealth', () => {
  it('takes an answer of the contract', async () => {
    await expect(readReleaseHealth('/health', answering({ releases: [GOOD] }))).resolves.toEqual([
      GOOD,
    ]);
  });

  it.each([
    ['no list', { release: GOOD }],
    ['a count that is not one', { releases: [{ ...GOOD, errors: -1 }] }],
    ['a p75 that is text', { releases: [{ ...GOOD, inp: '120' }] }],
    ['no release', { releases: [{ ...GOOD, release: undefined }] }],
  ])('takes none of an answer with %s', async (_, body) => {
    await expect(readReleaseHealth('/health', answering(body))).resolves.toBeNull();
  });

  it('takes none when the answer fails or nothing answers', async () => {
    await expect(
      readReleaseHealth('/health', answering({ releases: [] }, 500)),
    ).resolves.toBeNull();
    const offline = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(readReleaseHealth('/health', offline)).resolves.toBeNull();
  });
});

describe('ratingOf: Web Vitals’ thresholds', () => {
  it.each([
    ['inp', 200, 'good'],
    ['inp', 201, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['lcp', 2500, 'good'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
  ] as const)('%s of %d ms is %s', (metric, value, rating) => {
    expect(ratingOf(metric, value)).toBe(rating);
  });
});
