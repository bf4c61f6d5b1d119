// A switch shows where it went at once, even when nothing was warmed (issue 52): signed in
// through the form, the user opens a page of a remote the browser has not loaded yet (its files
// held back here, as a slow network or a busy phone would), and the page's title and placeholders
// are drawn by the shell the moment it is chosen; its content follows once its remote is in.
import {
  newPortalPage,
  signInThroughLogin,
  withPortal,
  type Page,
  type Route,
} from '@portal/testing/browser';

const env = withPortal();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Holds every request to `origin` until `release()`; `held()` counts those waiting. */
async function holdOrigin(page: Page, origin: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  await page.route(
    (url: URL) => url.origin === origin,
    async (route: Route) => {
      waiting += 1;
      await released;
      await route.continue();
    },
  );
  return { release, held: () => waiting };
}

/** No placeholder or loading indicator left on the page's main area. */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && !main.querySelector('[data-loading]');
  });

test('a tap on a page of a remote not loaded yet draws its title and placeholders at once, then its content', async () => {
  const { context, page } = await newPortalPage(env.browser, { contextOptions: PHONE });
  try {
    const billing = await holdOrigin(page, env.portal.apps.get('mf_billing')!.origin);
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    await page.getByRole('button', { name: /^Menu do perfil/ }).tap();
    await page.getByRole('menuitem', { name: 'Gestão de cobranças', exact: true }).tap();

    const heading = page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' });
    await heading.waitFor();
    // Drawn while none of the billing remote's files has arrived.
    expect(billing.held()).toBeGreaterThan(0);
    await expect(page.title()).resolves.toBe('Gestão de cobranças · Minha Conta');
    expect(await page.locator('main [data-loading]').count()).toBeGreaterThan(0);

    billing.release();
    await settled(page);
    await expect(heading.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Gestão da assinatura' }).first().waitFor();
  } finally {
    await context.close();
  }
});

test('by keyboard, the back-office of a provider administrator is drawn before its remote, with the same title', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    const backoffice = await holdOrigin(page, env.portal.apps.get('mf_backoffice')!.origin);
    await signInThroughLogin(page, env.portal.url, 'admin@provedor.com.br');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: /^Menu do perfil/ }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Gestão de empresas', exact: true });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Gestão de empresas' }).waitFor();
    expect(backoffice.held()).toBeGreaterThan(0);

    backoffice.release();
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Gestão de empresas' }).waitFor();
    await page.getByRole('table').first().waitFor();
  } finally {
    await context.close();
  }
});

test('a trial owner’s "Planos" in the header draws plan selection’s title at once, before the checkout remote', async () => {
  const { context, page } = await newPortalPage(env.browser, { contextOptions: PHONE });
  try {
    const checkout = await holdOrigin(page, env.portal.apps.get('mf_checkout')!.origin);
    await signInThroughLogin(page, env.portal.url, 'super.teste@demo.com.br');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    await page.getByRole('link', { name: 'Planos', exact: true }).tap();

    const heading = page.getByRole('heading', { level: 1, name: 'Escolha seu plano' });
    await heading.waitFor();
    expect(checkout.held()).toBeGreaterThan(0);
    await expect(page.title()).resolves.toBe('Escolha seu plano · Minha Conta');
    expect(await page.locator('main [data-loading]').count()).toBeGreaterThan(0);

    checkout.release();
    await settled(page);
    await expect(heading.isVisible()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Enterprise' }).waitFor();
  } finally {
    await context.close();
  }
});
