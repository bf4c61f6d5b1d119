// A visitor about to open a page of another remote shows it (the pointer over the link, the
// focus on it): the shell fetches that remote, the page's code and its first read then, so the
// click itself waits on nothing from the network (issue 29, goal 5).
import {
  navigateClientSide,
  newPortalPage,
  recordRequests,
  signedInSession,
  withPortal,
} from '@portal/testing/browser';

const env = withPortal();

const originOf = (id: string) => env.portal.apps.get(id)!.origin;
const SUBSCRIPTIONS = /\/payment\/subscription(\?|$)/;

const PAGE_CHUNK = /\/page-gestao-de-cobrancas\.[0-9a-f]{8}\.js$/;

/**
 * The paid super user's home page, the network quiet once it shows (the remotes of its menu's
 * pages came once it was in, not their pages' code or reads): what each test's gesture then
 * fetches is its own.
 */
async function quietHome(contextOptions = {}) {
  const session = await signedInSession(env.portal);
  const { context, page } = await newPortalPage(env.browser, { session, contextOptions });
  const network = recordRequests(page);
  await page.goto(env.portal.url);
  await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
  await network.idle({ quietMs: 500 });
  const billing = () =>
    network.urls().filter((url) => url.startsWith(`${originOf('mf_billing')}/`));
  expect(billing().some((url) => PAGE_CHUNK.test(url))).toBe(false);
  expect(network.urls().some((url) => SUBSCRIPTIONS.test(url))).toBe(false);
  return { context, page, network, billing };
}

test('pointing at a link to another remote’s page fetches the page and its first read, and the click fetches nothing more', async () => {
  const { context, page, network, billing } = await quietHome();
  try {
    await page.getByRole('button', { name: /^Menu do perfil/ }).click();
    const item = page.getByRole('menuitem', { name: 'Gestão de cobranças', exact: true });
    const firstRead = page.waitForRequest((request) => SUBSCRIPTIONS.test(request.url()));
    await item.hover();
    await firstRead;
    await network.idle({ quietMs: 500 });
    // The remote, the page's own chunk and its first read came with the intent.
    expect(billing().some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(billing().some((url) => PAGE_CHUNK.test(url))).toBe(true);
    // Still on the home page: a preload shows nothing.
    expect(new URL(page.url()).pathname).toBe('/minha-conta/');

    const before = network.requests.length;
    await item.click();
    await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
    await network.idle({ quietMs: 500 });
    const afterClick = network.urls().slice(before);
    expect(afterClick.filter((url) => url.startsWith(`${originOf('mf_billing')}/`))).toEqual([]);
    expect(afterClick.filter((url) => SUBSCRIPTIONS.test(url))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a signed-out visitor pointing at a public page’s link gets its code, and nothing is read from the server', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    const network = recordRequests(page);
    await page.goto(`${env.portal.url}login`);
    await page.waitForFunction(() => !document.getElementById('prerender'));
    await network.idle({ quietMs: 500 });
    const recovery = /\/page-login-definir-senha\.[0-9a-f]{8}\.js$/;
    expect(network.urls().some((url) => recovery.test(url))).toBe(false);
    // Watched from before the hover: the hover's fetch may start after the network has been
    // quiet for long, and an idle network right after the hover would not wait for it.
    const fetched = page
      .waitForRequest((request) => recovery.test(request.url()), { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await page.getByRole('link', { name: 'Esqueci minha senha' }).hover();
    expect(await fetched).toBe(true);
    await network.idle({ quietMs: 500 });
    const api = network.urls().filter((url) => url.startsWith(`${env.portal.sandboxOrigin}/`));
    expect(api).toEqual([]);
  } finally {
    await context.close();
  }
});

test('once idle after an interaction, the page the config names as likeliest next (the checkout) is rendered ahead, unseen; opening it fetches none of its code', async () => {
  // A trial owner: plan selection is for the states that may buy (a paying customer is told it
  // has a subscription there).
  const session = await signedInSession(env.portal, {}, 'super.teste@demo.com.br');
  const { context, page } = await newPortalPage(env.browser, { session });
  try {
    const network = recordRequests(page);
    await page.goto(env.portal.url);
    const home = page.getByRole('heading', { level: 1, name: 'Minha conta' });
    await home.waitFor();
    const checkoutHeading = page.locator('h1', { hasText: 'Escolha seu plano' });
    expect(await checkoutHeading.count()).toBe(0);

    // An interaction, then idle: mf_account's renderNext (checkout) is preloaded and drawn
    // hidden, out of sight and out of the accessibility tree.
    await page.keyboard.press('Shift');
    await checkoutHeading.waitFor({ state: 'attached', timeout: 15_000 });
    expect(await checkoutHeading.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Escolha seu plano' }).count()).toBe(0);
    expect(await home.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/minha-conta/');
    await network.idle({ quietMs: 500 });

    // Opening it (a router navigation: nothing on this home page links there) only reveals it.
    const before = network.requests.length;
    await navigateClientSide(page, `${env.portal.url}checkout`);
    await page.getByRole('heading', { level: 1, name: 'Escolha seu plano' }).waitFor();
    expect(await home.count()).toBe(0);
    await network.idle({ quietMs: 500 });
    const afterwards = network.urls().slice(before);
    expect(afterwards.filter((url) => url.startsWith(`${originOf('mf_checkout')}/`))).toEqual([]);
  } finally {
    await context.close();
  }
});

describe('a thumb on a phone: where a tap goes shows at once, and nothing speculative runs meanwhile', () => {
  const PHONE = {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  };

  test('once the home page is in, the remotes of its menu’s pages come, after the page’s own reads, and the menu that opens fetches nothing', async () => {
    const session = await signedInSession(env.portal);
    const { context, page } = await newPortalPage(env.browser, { session, contextOptions: PHONE });
    try {
      // When each request started and ended, by the clock of this test.
      const started = new Map<string, number>();
      const ended: { url: string; startedAt: number; endedAt: number }[] = [];
      page.on('request', (request) => {
        if (!started.has(request.url())) started.set(request.url(), Date.now());
      });
      page.on('requestfinished', (request) =>
        ended.push({
          url: request.url(),
          startedAt: started.get(request.url()) ?? 0,
          endedAt: Date.now(),
        }),
      );
      const billingManifest = page.waitForRequest(`${originOf('mf_billing')}/mf-manifest.json`);
      const network = recordRequests(page);
      await page.goto(env.portal.url);
      await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
      await billingManifest;
      const warmedAt = started.get(`${originOf('mf_billing')}/mf-manifest.json`)!;
      // Every read of the home page asked for before it had its answer before it.
      const reads = ended.filter((request) => request.url.startsWith(env.portal.sandboxOrigin));
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((read) => read.startedAt < warmedAt && read.endedAt > warmedAt)).toEqual(
        [],
      );
      await network.idle({ quietMs: 500 });
      // The remote and its catalog, not the page's code nor its read.
      expect(network.urls().some((url) => url === `${originOf('mf_billing')}/remoteEntry.js`)).toBe(
        true,
      );
      expect(network.urls().some((url) => PAGE_CHUNK.test(url))).toBe(false);
      expect(network.urls().some((url) => SUBSCRIPTIONS.test(url))).toBe(false);

      const before = network.requests.length;
      await page.getByRole('button', { name: /^Menu do perfil/ }).tap();
      await page.getByRole('menuitem', { name: 'Gestão de cobranças', exact: true }).waitFor();
      await network.idle({ quietMs: 500 });
      expect(
        network
          .urls()
          .slice(before)
          .filter((url) => url.startsWith(`${originOf('mf_billing')}/`)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a tap on a menu item shows that page’s title and placeholders while its code is on its way, then the page', async () => {
    const session = await signedInSession(env.portal);
    const { context, page } = await newPortalPage(env.browser, { session, contextOptions: PHONE });
    try {
      const network = recordRequests(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/page-gestao-de-cobrancas\.[0-9a-f]{8}\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(env.portal.url);
      await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
      await page.getByRole('button', { name: /^Menu do perfil/ }).tap();
      const item = page.getByRole('menuitem', { name: 'Gestão de cobranças', exact: true });
      await item.tap();

      // Where the tap went, at once: the page's title in its layout, its content loading.
      await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/minha-conta/gestao-de-cobrancas');
      expect(await page.getByRole('heading', { level: 1, name: 'Minha conta' }).count()).toBe(0);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Carregando…$/ })
          .isVisible(),
      ).toBe(true);
      // Nothing speculative ran while the visitor was choosing (the checkout is the config's
      // likeliest next page from home).
      expect(network.urls().filter((url) => url.startsWith(`${originOf('mf_checkout')}/`))).toEqual(
        [],
      );

      release();
      await page.getByText('Cartão Visa terminado em 1111').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
        'Gestão de cobranças',
      ]);
    } finally {
      await context.close();
    }
  });
});
