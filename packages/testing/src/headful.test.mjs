import { freeDisplays, openScreenBrowser } from '../bench/headful.mjs';

// The served portal and Chromium (browser.mjs) are for the browser tests and the bench.
jest.mock('./browser.mjs', () => ({ CHROMIUM_ARGS: [], launchBrowser: jest.fn() }));

describe("the interactions' screen (bench/headful.mjs)", () => {
  it('starts its Xvfb on a display nobody uses', () => {
    const taken = new Set([140, 141, 143]);
    expect(freeDisplays((number) => taken.has(number), 140, 5)).toEqual([142, 144]);
  });

  it('stays headless when PORTAL_BENCH_HEADLESS=1, in the browser it was given', async () => {
    const given = { name: 'the bench browser' };
    process.env.PORTAL_BENCH_HEADLESS = '1';
    try {
      const screen = await openScreenBrowser(given);
      expect(screen.browser).toBe(given);
      expect(screen.display).toBe('headless');
      await screen.close();
    } finally {
      delete process.env.PORTAL_BENCH_HEADLESS;
    }
  });
});
