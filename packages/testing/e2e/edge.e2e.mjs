// The portal as teams deploy it (issue 45), in Chromium: the remotes on nginx, the shell's
// origin as two instances behind nginx as a caching proxy. A person signs in, opens a sign-up
// link, switches to each remote; a remote redeployed while it runs, then rolled back by config,
// shows through the cache. Needs Debian's nginx (`.ci/run` installs it) and the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  launchBrowser,
  navigateClientSide,
  newPortalPage,
  ROOT,
  signInThroughLogin,
  startEdgePortal,
} from '../src/browser.mjs';
import { releaseVariant } from '../src/releaseVariant.mjs';

/** The edge keeps a page this long here (`s-maxage`; deployed: 30 s), to keep the test short. */
const EDGE_SECONDS = 3;
const SUBTITLE = 'Acesse a conta da sua empresa.';
const REDEPLOYED = 'Acesse a conta da sua empresa, na versão publicada agora.';

let portal;
let browser;
let variantDir;
beforeAll(async () => {
  portal = await startEdgePortal({ sharedPageSeconds: EDGE_SECONDS });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (variantDir) fs.rmSync(variantDir, { recursive: true, force: true });
});

const heading = (page, name) => page.getByRole('heading', { level: 1, name });

test('a person signs in through the edge and switches to the account, billing and checkout remotes', async () => {
  const { context, page } = await newPortalPage(browser);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await signInThroughLogin(page, portal.url, 'super.pago@demo.com.br');
    await heading(page, 'Minha conta').waitFor();
    for (const [route, title] of [
      ['gestao-de-cobrancas', 'Gestão de cobranças'],
      // A paying customer's plan selection says it has a subscription (issue 51).
      ['checkout', 'Sua empresa já tem uma assinatura ativa'],
      ['meu/perfil', 'Editar perfil'],
    ]) {
      await navigateClientSide(page, `${portal.url}${route}`);
      await heading(page, title).waitFor();
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the provider administrator signs in through the edge and reaches the back-office', async () => {
  const { context, page } = await newPortalPage(browser);
  try {
    await signInThroughLogin(page, portal.url, 'admin@provedor.com.br');
    await navigateClientSide(page, `${portal.url}gestao-de-empresas`);
    await heading(page, 'Gestão de empresas').waitFor();
  } finally {
    await context.close();
  }
});

test('a sign-up link opens its form through the edge', async () => {
  const { context, page } = await newPortalPage(browser);
  try {
    await page.goto(`${portal.url}login/cadastro/adw/false`);
    await page.getByRole('heading', { level: 1, name: /Cadastre sua empresa/ }).waitFor();
    await page.getByLabel('Nome completo').waitFor();
  } finally {
    await context.close();
  }
});

test('a remote redeployed while the portal runs shows through the cache, and a rollback by config brings the release before back', async () => {
  const previous = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-auth', 'dist', 'release.json')));
  variantDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-variant-'));
  releaseVariant({
    dist: path.join(ROOT, 'mf-auth', 'dist'),
    into: path.join(variantDir, 'dist'),
    from: SUBTITLE,
    to: REDEPLOYED,
  });
  const limitMs = EDGE_SECONDS * 1000 + 1000 + 3000;
  /** Loads /login in a fresh page until `text` shows once the app has taken over. */
  const loginShows = async (text, absent) => {
    const started = Date.now();
    for (;;) {
      const { context, page } = await newPortalPage(browser);
      try {
        await page.goto(`${portal.url}login`);
        await page.waitForFunction(() => !document.getElementById('prerender'));
        const shown = page.getByText(text, { exact: true });
        await heading(page, 'Entrar').waitFor();
        if ((await shown.count()) > 0 && (await page.getByText(absent).count()) === 0) {
          return Date.now() - started;
        }
      } finally {
        await context.close();
      }
      if (Date.now() - started > limitMs) throw new Error(`"${text}" not shown in ${limitMs} ms`);
    }
  };
  await loginShows(SUBTITLE, REDEPLOYED);

  portal.publish('mf_auth', path.join(variantDir, 'dist'));
  const redeployed = await loginShows(REDEPLOYED, SUBTITLE);
  portal.updateConfig((config) => {
    config.remotes.find((remote) => remote.name === 'mf_auth').manifest =
      `${portal.remoteOrigin('mf_auth')}/releases/${previous.release}/mf-manifest.json`;
  });
  const rolledBack = await loginShows(SUBTITLE, REDEPLOYED);
  console.log(
    `through the edge (s-maxage ${EDGE_SECONDS} s), in Chromium: redeploy seen in ${redeployed} ms, rollback in ${rolledBack} ms`,
  );
});
