// Runtime composition: a remote is redeployed on its own, and the portal shows the new version
// on the next page load, with the shell neither rebuilt nor restarted.
import crypto from 'node:crypto';
import path from 'node:path';
import { newPortalPage, signedInSession, withPortal } from '@portal/testing/browser';
import { buildBillingCopy, removeBillingCopy, replaceInFile } from './support';

const COPY = 'redeploy';
const OLD_TITLE = 'Gestão de cobranças';
const NEW_TITLE = 'Cobranças e faturas';

const env = withPortal();
let redeployedDist: string;

beforeAll(async () => {
  // The visible change: mf-billing's pt-BR title, in its compiled catalog (same message id, so
  // only the text changes; the shell's own catalog, e.g. the profile menu, is untouched).
  redeployedDist = await buildBillingCopy(COPY, (src) =>
    replaceInFile(path.join(src, 'locales', 'pt-BR', 'messages.ts'), OLD_TITLE, NEW_TITLE),
  );
}, 240_000);

afterAll(async () => {
  removeBillingCopy(COPY);
});

async function shellEntryDigest(): Promise<string> {
  const response = await fetch(`${env.portal.url}main.js`);
  return crypto
    .createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

test('a rebuilt and restarted remote shows its change after a reload, without touching the shell', async () => {
  const shell = env.portal.apps.get('shell')!;
  const shellServer = shell.server;
  const shellDigest = await shellEntryDigest();

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
  }
});
