// Field speed of real visits (issue 55), on the production build served as deployed: a visit
// sampled by the runtime config (every visit here; the test config measures none, so no other
// test and no bench visit loads it) measures its LCP, INP and CLS once the page is in, and sends them,
// tagged with the route's pattern, its remote and that remote's release, to the sandbox's
// collector when the page goes away.
import { signInThroughLogin, withPortalPages } from '@portal/testing/browser';

const { env, withPage } = withPortalPages();

interface Kept {
  readonly visit: string;
  readonly name: string;
  readonly value: number;
  readonly route: string;
  readonly remote: string | null;
  readonly release: string | null;
  readonly target: string | null;
}

const collected = async (): Promise<Kept[]> =>
  (await fetch(`${env.portal.sandboxOrigin}/__sandbox/field-speed`)).json() as Promise<Kept[]>;

test('a visit’s LCP, INP and CLS reach the collector, each with its route, remote and release', async () => {
  env.portal.updateConfig((config) => {
    config.fieldSpeed = {
      sampleRate: 1,
      endpoint: `${env.portal.sandboxOrigin}/__sandbox/field-speed`,
    };
  });
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
    // Measuring starts once the page is in and the browser is idle: its chunk comes then.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/field-speed\./.test(entry.name)),
    );
    await page.getByRole('button', { name: 'Histórico de cobranças' }).click();
    await page.getByRole('table', { name: 'Histórico de cobranças' }).waitFor();
    // The tab is put away, then the visit ends: its values go as beacons (both as a browser
    // announces them; the page stays, so no beacon is lost to the navigation itself).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(300);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    // The beacon is on its way: the collector has it within a few seconds.
    // A visit may send a value again once it changed; its latest counts.
    const names = (kept: Kept[]) =>
      [
        ...new Set(
          kept.filter((one) => one.route === 'gestao-de-cobrancas').map((one) => one.name),
        ),
      ].sort();
    let kept = await collected();
    for (let tries = 0; tries < 50 && names(kept).length < 3; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      kept = await collected();
    }
    expect(names(kept)).toEqual(['CLS', 'INP', 'LCP']);
    const billing = kept.filter((one) => one.route === 'gestao-de-cobrancas');
    for (const one of billing) expect(one.remote).toBe('mf_billing');
    const inp = billing.findLast((one) => one.name === 'INP')!;
    // Measured on the page once its remote was in: its release.
    expect(inp.release).toMatch(/^0\.\d+\.\d+/);
    expect(inp.value).toBeGreaterThan(0);
    // The element interacted with, as a selector (the accordion's header button).
    expect(inp.target).toEqual(expect.stringMatching(/\S/));
    expect(billing.find((one) => one.name === 'LCP')!.value).toBeGreaterThan(0);
    // The address is never sent, only the route's pattern: no id of a company or a charge.
    expect(JSON.stringify(kept)).not.toMatch(/bill-|c-cerrado/);
  });
});
