// Runtime composition and safe delivery (issue 30): a remote is checked against the live shell
// before it goes live, redeployed on its own and shown on the next page load; a broken release
// is contained, and pinning the previous one in the runtime config brings it back — with the
// shell neither rebuilt nor restarted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkLive } from '@portal/build/check-live';
import { publishRelease } from '@portal/build/release';
import { ROOT, newPortalPage, signedInSession, withPortal } from '@portal/testing/browser';
import {
  BILLING_DIR,
  E2E_TMP,
  buildBillingCopy,
  removeBillingCopy,
  replaceInFile,
} from './support';

const COPY = 'redeploy';
const BROKEN = 'broken';
const OLD_TITLE = 'Gestão de cobranças';
const NEW_TITLE = 'Cobranças e faturas';
const RELEASES = path.join(E2E_TMP, 'releases');

const env = withPortal();
let redeployedDist: string;
let brokenDist: string;

beforeAll(async () => {
  // The visible change: mf-billing's pt-BR title, in its compiled catalog (same message id, so
  // only the text changes; the shell's own catalog, e.g. the profile menu, is untouched).
  redeployedDist = await buildBillingCopy(COPY, (src) =>
    replaceInFile(path.join(src, 'locales', 'pt-BR', 'messages.ts'), OLD_TITLE, NEW_TITLE),
  );
  // A build that passes every check and then throws as its page renders.
  brokenDist = await buildBillingCopy(BROKEN, (src) =>
    replaceInFile(
      path.join(src, 'features', 'charges', 'ChargesManagementPage.tsx'),
      'const subscriptions = useSubscriptions(remote);',
      "if (Date.now() > 0) throw new Error('a broken build of mf-billing');\n  const subscriptions = useSubscriptions(remote);",
    ),
  );
}, 480_000);

afterAll(async () => {
  removeBillingCopy(COPY);
  removeBillingCopy(BROKEN);
  fs.rmSync(RELEASES, { recursive: true, force: true });
});

async function shellEntryDigest(): Promise<string> {
  const response = await fetch(`${env.portal.url}main.js`);
  return crypto
    .createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

/** The gate, as a remote's team runs it before deploying: against the live shell's address. */
const gate = (distDir: string, configFrom = `${env.portal.url}runtime-config.json`) =>
  checkLive({ distDir, configFrom });

test('a remote checked against the live shell, rebuilt and restarted, shows its change after a reload, without touching the shell', async () => {
  const shell = env.portal.apps.get('shell')!;
  const shellServer = shell.server;
  const shellDigest = await shellEntryDigest();

  // Before going live: compatible with the live shell, and the gate does see a real build's
  // routes (a config that sends it a route it lacks is refused, naming the route).
  expect(await gate(redeployedDist)).toEqual([]);
  const liveConfig = JSON.parse(JSON.stringify(env.portal.config)) as {
    remotes: { name: string; routes: string[] }[];
  };
  liveConfig.remotes.find((remote) => remote.name === 'mf_billing')!.routes.push('faturas');
  const wrongConfig = path.join(E2E_TMP, 'wrong-config.json');
  fs.writeFileSync(wrongConfig, JSON.stringify(liveConfig));
  const problems = await checkLive({
    distDir: redeployedDist,
    configFrom: wrongConfig,
    shellFrom: `${env.portal.url}`,
  });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('sends "faturas" to mf_billing');

  const { context, page } = await newPortalPage(env.browser, {
    session: await signedInSession(env.portal),
  });
  try {
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('heading', { level: 1, name: OLD_TITLE }).waitFor();

    // Redeploy mf_billing alone.
    await env.portal.apps.get('mf_billing')!.restart(redeployedDist);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: OLD_TITLE }).count()).toBe(0);
    expect(await page.title()).toBe(`${NEW_TITLE} · Minha Conta`);
    expect(new URL(page.url()).pathname).toBe('/minha-conta/gestao-de-cobrancas');

    // The shell is the very same server, serving the very same build.
    expect(shell.server).toBe(shellServer);
    expect(shellServer.listening).toBe(true);
    expect(await shellEntryDigest()).toBe(shellDigest);
  } finally {
    await context.close();
    await env.portal.apps.get('mf_billing')!.restart();
  }
});

test('a broken release is contained, and pinning the previous release in the config brings the page back', async () => {
  const billing = env.portal.apps.get('mf_billing')!;
  const pinBilling = (manifest: string) =>
    env.portal.updateConfig((config) => {
      config.remotes.find((each) => each.name === 'mf_billing')!.manifest = manifest;
    });
  const currentManifest = env.portal.config.remotes.find(
    (each) => each.name === 'mf_billing',
  )!.manifest;
  const shellDigest = await shellEntryDigest();

  // Two releases published as `pnpm start` serves them: the good build, then the broken one,
  // which the gate cannot tell from a good one (it throws only when its page renders).
  const good = publishRelease(BILLING_DIR, RELEASES, path.join(BILLING_DIR, 'dist'));
  expect(await gate(brokenDist)).toEqual([]);
  const broken = publishRelease(BILLING_DIR, RELEASES, brokenDist);
  expect(broken.release).not.toBe(good.release);
  await billing.restart({ releasesDir: RELEASES });

  const { context, page } = await newPortalPage(env.browser, {
    session: await signedInSession(env.portal),
  });
  try {
    // The broken release is live: its area is contained, the frame keeps working.
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('heading', { level: 1, name: 'Módulo indisponível' }).waitFor();
    await page.getByRole('contentinfo').waitFor();

    // Rollback: one change to the runtime config, nothing rebuilt or restarted.
    pinBilling(`${billing.origin}/releases/${good.release}/mf-manifest.json`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: OLD_TITLE }).waitFor();
    expect(await page.getByRole('heading', { name: 'Módulo indisponível' }).count()).toBe(0);
    expect(await shellEntryDigest()).toBe(shellDigest);

    // A provider administrator's versions page says what is live: the pinned release.
    const admin = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal, {}, 'admin@provedor.com.br'),
    });
    try {
      await admin.page.goto(`${env.portal.url}gestao-de-empresas/versoes`);
      const row = admin.page.getByRole('row').filter({ hasText: 'mf_billing' });
      await row.getByText(good.release).first().waitFor();
      await row
        .getByText(/fixad[ao]/i)
        .first()
        .waitFor();
      await admin.page.screenshot({
        path: path.join(ROOT, '.e2e-artifacts', 'versions-pinned.png'),
        fullPage: true,
      });
    } finally {
      await admin.context.close();
    }
  } finally {
    pinBilling(currentManifest);
    await context.close();
    await billing.restart();
  }
});
