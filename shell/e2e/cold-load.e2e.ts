// A cold visit loads only what it shows: the login page needs the shell and mf_auth, nothing
// else, until the visitor interacts; then the likely next remote (preloadNext) is fetched.
import { newPortalPage, recordRequests, type Page, withPortal } from '@portal/testing/browser';

const env = withPortal();

const originOf = (id: string) => {
  const app = env.portal.apps.get(id);
  if (!app) throw new Error(`no app ${id}`);
  return app.origin;
};
const OTHER_REMOTES = ['mf_account', 'mf_checkout', 'mf_billing', 'mf_backoffice'];
const isScriptOf = (id: string) => (url: string) =>
  url.startsWith(`${originOf(id)}/`) && url.endsWith('.js');

type ColdVisit = { page: Page; network: ReturnType<typeof recordRequests> };

/** A cold visit to /login, recorded from its first request until the network is quiet. */
async function onColdLogin(run: (visit: ColdVisit) => Promise<void>): Promise<void> {
  const { context, page } = await newPortalPage(env.browser);
  try {
    const network = recordRequests(page);
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await network.idle({ quietMs: 1000 });
    await run({ page, network });
  } finally {
    await context.close();
  }
}

test('a cold visit to the login page requests nothing from the other remotes, and preloads mf_account only after an interaction', async () => {
  await onColdLogin(async ({ page, network }) => {
    const fromOtherRemotes = () =>
      network
        .urls()
        .filter((url) => OTHER_REMOTES.some((id) => url.startsWith(`${originOf(id)}/`)));

    // The page really came from the shell and mf_auth…
    expect(network.urls()).toContain(`${originOf('shell')}/minha-conta/main.js`);
    expect(network.urls()).toContain(`${originOf('mf_auth')}/remoteEntry.js`);
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
  });
});

test('the first page’s files are asked for once, and the config and manifest not at all: the page brought them', async () => {
  await onColdLogin(async ({ network }) => {
    const timesAsked = (url: string) => network.urls().filter((asked) => asked === url).length;
    const auth = originOf('mf_auth');
    // The shell's server put the runtime config and mf_auth's manifest in the page (adr-006).
    expect(timesAsked(`${originOf('shell')}/minha-conta/runtime-config.json`)).toBe(0);
    expect(timesAsked(`${auth}/mf-manifest.json`)).toBe(0);
    // Its preloads are taken by the shell and the federation runtime, not asked for again.
    expect(timesAsked(`${auth}/remoteEntry.js`)).toBe(1);
    const scripts = network.urls().filter(isScriptOf('mf_auth'));
    expect(new Set(scripts).size).toBe(scripts.length);
  });
});

test('the page names every script the login shows with, so none waits for another to be found', async () => {
  const html = await (await fetch(`${env.portal.url}login`)).text();
  const boot = JSON.parse(
    /<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(html)![1]!,
  ) as { catalogs: Record<string, string[]>; scripts?: string[] };
  const named = new Set([
    ...[...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)">/g)].map(
      (match) => new URL(match[1]!, env.portal.url).href,
    ),
    // On a prerendered page the gate fetches them after the first paint (adr-009): the app's
    // scripts listed on its tag, the route's in the boot data, with the visitor's catalogs.
    ...(/data-scripts="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []).map(
      (url) => new URL(url, env.portal.url).href,
    ),
    ...(boot.scripts ?? []).map((url) => new URL(url, env.portal.url).href),
    ...boot.catalogs['pt-BR']!.map((url) => new URL(url, env.portal.url).href),
  ]);
  await onColdLogin(async ({ network }) => {
    // Before any interaction: what showing the login took.
    const shown = network
      .urls()
      .filter((url) => isScriptOf('mf_auth')(url) || isScriptOf('shell')(url))
      .filter((url) => !url.endsWith('/prerender-gate.js'));
    expect(shown.length).toBeGreaterThan(4);
    expect(shown.filter((url) => !named.has(url))).toEqual([]);
  });
});

test('a page of the shell’s own names none of a remote’s files, though a remote’s pattern matches it too', async () => {
  // The versions page: the back-office's gestao-de-empresas/* matches its address as well.
  const html = await (await fetch(`${env.portal.url}gestao-de-empresas/versoes`)).text();
  const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)">/g)].map(
    (match) => new URL(match[1]!, env.portal.url).href,
  );
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.filter((url) => !isScriptOf('shell')(url))).toEqual([]);
  // The login, a remote's page, still names its remote's.
  const login = await (await fetch(`${env.portal.url}login`)).text();
  expect(login).toContain(`${originOf('mf_auth')}/remoteEntry.js`);
});

test('the login page downloads the API client once the visitor starts on the form, not to show it', async () => {
  await onColdLogin(async ({ page, network }) => {
    const authScripts = () => network.urls().filter(isScriptOf('mf_auth'));
    const shown = authScripts().length;
    const more = page.waitForRequest((request) => isScriptOf('mf_auth')(request.url()), {
      timeout: 15_000,
    });
    await page.getByLabel('E-mail').focus();
    await more;
    await network.idle({ quietMs: 500 });
    expect(authScripts().length).toBeGreaterThan(shown);
  });
});

test('the shell’s first page takes five scripts: the prerender gate, react-dom, its entry, its app, and one file with every catalog of the language', async () => {
  await onColdLogin(async ({ network }) => {
    const shellScripts = network
      .urls()
      .filter(isScriptOf('shell'))
      .map((url) => new URL(url).pathname.replace('/minha-conta/', ''));
    expect(shellScripts).toHaveLength(5);
    expect(shellScripts).toContain('main.js');
    // react-dom in a script of its own: its compile is not part of main.js's task (ADR 011).
    expect(shellScripts.filter((file) => /^react-dom\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(
      1,
    );
    // The gate picks the language of the prerendered login before it paints (adr-003).
    expect(shellScripts).toContain('prerender-gate.js');
    // The shell's, the kit's, the rules' and the API's pt-BR texts, together (adr-003).
    expect(shellScripts.filter((file) => file.startsWith('messages-pt-BR.'))).toHaveLength(1);
    expect(shellScripts.some((file) => file.startsWith('messages-es.'))).toBe(false);
  });
});

test('nothing the login page asks for fails, the tab icon included', async () => {
  await onColdLogin(async ({ page, network }) => {
    const answers = await Promise.all(
      network.requests.map(async (request) => ({
        url: request.url(),
        status: (await request.response())?.status(),
      })),
    );
    expect(answers.filter(({ status }) => status === undefined || status >= 400)).toEqual([]);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    // A PNG: an SVG tab icon is drawn again on the main thread at each route switch (issue 29).
    expect(icon).toBe('/minha-conta/favicon.png');
    expect(network.urls()).toContain(`${originOf('shell')}/minha-conta/favicon.png`);
  });
});

test('a returning visitor downloads only what changed: no script of the login comes with its body again', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    await page.goto(`${env.portal.url}login`);
    await page.waitForFunction(() => !document.getElementById('prerender'));
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; status: number }>();
    const transferred = new Map<string, number>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { url: response.url, status: response.status });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      transferred.set(requestId, encodedDataLength);
    });
    await page.goto(`${env.portal.url}login`);
    await page.waitForFunction(() => !document.getElementById('prerender'));
    await page.waitForLoadState('networkidle');

    const seen = [...scripts.entries()].map(([id, script]) => ({
      ...script,
      bytes: transferred.get(id) ?? 0,
    }));
    expect(seen.length).toBeGreaterThan(4);
    // Hashed chunks come from the cache (nothing on the wire); the entry scripts, revalidated,
    // are unchanged: a 304 of headers only.
    expect(seen.filter((script) => script.bytes > 1000)).toEqual([]);
    const entry = seen.find((script) => script.url.endsWith('/minha-conta/main.js'));
    expect(entry?.status).toBe(304);
  } finally {
    await context.close();
  }
});
