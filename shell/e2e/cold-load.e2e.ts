// A cold visit loads only what it shows: the login page needs the shell and mf_auth, nothing
// else, until the visitor interacts; then the likely next remote (preloadNext) is fetched.
import { newPortalPage, recordRequests, withPortal } from '@portal/testing/browser';

const env = withPortal();

const originOf = (id: string) => {
  const app = env.portal.apps.get(id);
  if (!app) throw new Error(`no app ${id}`);
  return app.origin;
};
const OTHER_REMOTES = ['mf_account', 'mf_checkout', 'mf_billing', 'mf_backoffice'];

test('a cold visit to the login page requests nothing from the other remotes, and preloads mf_account only after an interaction', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    const network = recordRequests(page);
    const fromOtherRemotes = () =>
      network
        .urls()
        .filter((url) => OTHER_REMOTES.some((id) => url.startsWith(`${originOf(id)}/`)));

    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await network.idle({ quietMs: 1000 });

    // The page really came from the shell and mf_auth…
    expect(network.urls()).toContain(`${originOf('shell')}/minha-conta/runtime-config.json`);
    expect(network.urls()).toContain(`${originOf('mf_auth')}/mf-manifest.json`);
    // …and from nothing else, not even a manifest.
    expect(fromOtherRemotes()).toEqual([]);

    // The visitor interacts: the shell preloads mf_auth's preloadNext (mf_account) when idle.
    const manifest = page.waitForRequest(`${originOf('mf_account')}/mf-manifest.json`, {
      timeout: 15_000,
    });
    await page.keyboard.press('Tab');
    await manifest;
    await network.idle({ quietMs: 1000 });

    // Only mf_account was preloaded: checkout, billing and back-office stay untouched.
    const preloaded = fromOtherRemotes();
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.every((url) => url.startsWith(`${originOf('mf_account')}/`))).toBe(true);
    // Preloading is invisible: the visitor is still on the login page.
    expect(new URL(page.url()).pathname).toBe('/minha-conta/login');
    expect(await page.getByRole('heading', { level: 1, name: 'Entrar' }).isVisible()).toBe(true);
  } finally {
    await context.close();
  }
});

test('the first page’s files are asked for once, although the shell asks for them before it has started', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    const network = recordRequests(page);
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await network.idle({ quietMs: 1000 });

    const timesAsked = (url: string) => network.urls().filter((asked) => asked === url).length;
    const auth = originOf('mf_auth');
    // The HTML's preload, the early manifest and script preloads are taken by the shell and
    // the federation runtime instead of being requested a second time.
    expect(timesAsked(`${originOf('shell')}/minha-conta/runtime-config.json`)).toBe(1);
    expect(timesAsked(`${auth}/mf-manifest.json`)).toBe(1);
    expect(timesAsked(`${auth}/remoteEntry.js`)).toBe(1);
    const scripts = network
      .urls()
      .filter((url) => url.startsWith(`${auth}/`) && url.endsWith('.js'));
    expect(new Set(scripts).size).toBe(scripts.length);
  } finally {
    await context.close();
  }
});

test('the login page downloads the API client once the visitor starts on the form, not to show it', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    const network = recordRequests(page);
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await network.idle({ quietMs: 1000 });
    const authScripts = () =>
      network
        .urls()
        .filter((url) => url.startsWith(`${originOf('mf_auth')}/`) && url.endsWith('.js'));
    const shown = authScripts();

    const more = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${originOf('mf_auth')}/`) && request.url().endsWith('.js'),
      { timeout: 15_000 },
    );
    await page.getByLabel('E-mail').focus();
    await more;
    await network.idle({ quietMs: 500 });
    expect(authScripts().length).toBeGreaterThan(shown.length);
  } finally {
    await context.close();
  }
});
