// Release health on the versions page (issue 55), on the production build served as deployed: a
// visit to mf-billing measures its field speed and meets an error in the remote's code; the
// provider's administrator then sees, beside mf-billing's live release, its errors and the p75 of
// the INP and LCP that visit measured (the sandbox serves the health from its tracker and its field
// speed collector).
import fs from 'node:fs';
import path from 'node:path';
import { h1, ROOT, signInThroughLogin, withPortalPages } from '@portal/testing/browser';
import { throwInRemote, trackEveryRemote } from './support';

const { env, withPage } = withPortalPages();
const SHOTS = path.join(ROOT, '.e2e-artifacts', 'release-health');

interface Health {
  readonly remote: string;
  readonly release: string;
  readonly errors: number;
  readonly inp: number | null;
  readonly lcp: number | null;
}

const billingEvents = async () =>
  (await (
    await fetch(`${env.portal.sandboxOrigin}/__sandbox/tracker/api/5/events/`)
  ).json()) as unknown[];

async function billingHealth(): Promise<Health | undefined> {
  const read = async () =>
    (
      (await (await fetch(`${env.portal.sandboxOrigin}/__sandbox/release-health`)).json()) as {
        releases: Health[];
      }
    ).releases.find((one) => one.remote === 'mf_billing');
  let found = await read();
  for (let tries = 0; tries < 75 && !(found?.errors && found.inp && found.lcp); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    found = await read();
  }
  return found;
}

test('the versions page shows a release’s errors and its visits’ INP and LCP beside it', async () => {
  trackEveryRemote(env.portal);
  env.portal.updateConfig((config) => {
    config.fieldSpeed = {
      sampleRate: 1,
      endpoint: `${env.portal.sandboxOrigin}/__sandbox/field-speed`,
    };
    config.releaseHealth = { endpoint: `${env.portal.sandboxOrigin}/__sandbox/release-health` };
  });
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await h1(page, 'Gestão de cobranças').waitFor();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/field-speed\./.test(entry.name)),
    );
    await page.getByRole('button', { name: 'Histórico de cobranças' }).click();
    await page.getByRole('table', { name: 'Histórico de cobranças' }).waitFor();
    await throwInRemote(page, 'mf_billing');
    // The error reaches mf-billing's project (the tracker's code comes with it) before the visit ends.
    for (let tries = 0; tries < 75 && (await billingEvents()).length === 0; tries++) {
      await page.waitForTimeout(200);
    }
    // The visit ends: its values go as a beacon.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
  });
  const health = await billingHealth();
  expect(health).toMatchObject({ errors: 1 });
  expect(health!.inp).toBeGreaterThan(0);
  expect(health!.lcp).toBeGreaterThan(0);

  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'admin@provedor.com.br');
    await page.goto(`${env.portal.url}gestao-de-empresas/versoes`);
    await h1(page, 'Versões do portal').waitFor();
    const table = page.getByRole('table', { name: 'Saúde das versões' });
    const row = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `mf_billing ${health!.release}` }),
    });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    const ms = (value: number) => `${value.toLocaleString('pt-BR')} ms`;
    // Em uso, Erros, Visitas medidas, INP (p75), LCP (p75).
    expect(cells[0]).toBe('sim');
    expect(cells[1]).toBe('1');
    expect(cells[3]).toContain(ms(health!.inp!));
    expect(cells[4]).toContain(ms(health!.lcp!));
    await row.scrollIntoViewIfNeeded();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'versions-release-health.png') });
  });
});
