// A cold /login paints from the HTML the shell's server composes (the shell's frame around
// mf_auth's prerendered page, adr-003), before any of the app's scripts runs; the app then takes
// over without moving anything, and a page the prerender does not fit is served without it.
import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import {
  DEMO_PASSWORD,
  newPortalPage,
  signedInSession,
  type Page,
  type Route,
  withPortal,
} from '@portal/testing/browser';

const env = withPortal();

const APP_ENTRY = /\/minha-conta\/main\.js$/;
const brandHeadline = (page: Page, locale: 'pt-BR' | 'es' = 'pt-BR') =>
  page.getByText(
    locale === 'es'
      ? 'El compliance de su empresa en un solo lugar'
      : 'Compliance da sua empresa em um só lugar',
    { exact: true },
  );

/**
 * Until the page's stylesheets are in (they hold its first paint). Before, both language copies
 * of the prerender lay out as visible, though nothing of them is painted.
 */
const stylesIn = (page: Page) =>
  page.waitForFunction(
    () =>
      // The body begun: the head and its stylesheet links are parsed.
      document.body !== null &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
  );

/**
 * Opens `path` with the shell's entry script held back until `release()` is called: until then
 * the prerendered page is all there is. `prepare` readies the page first (a slow phone).
 */
async function openWithAppHeld(
  path: string,
  options: Parameters<typeof newPortalPage>[1] = {},
  prepare: (context: BrowserContext, page: Page) => Promise<void> = async () => undefined,
) {
  const { context, page } = await newPortalPage(env.browser, options);
  await prepare(context, page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${env.portal.url}${path}`, { waitUntil: 'commit' });
  await stylesIn(page);
  return { context, page, release };
}

const loginWithAppHeld = (options: Parameters<typeof newPortalPage>[1] = {}) =>
  openWithAppHeld('login', options);

/** A mid-range phone on a slow network: the CPU 4× slower, Chromium's Slow 4G preset. */
async function asSlowPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.44 * 1024 * 1024) / 8,
    uploadThroughput: (0.675 * 1024 * 1024) / 8,
  });
}

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  return box;
};

test('before any of its scripts runs, a cold /login shows the whole login page and takes typing, which the app keeps', async () => {
  const { context, page, release } = await loginWithAppHeld();
  try {
    await brandHeadline(page).waitFor();
    expect(await page.locator('#prerender h1').filter({ visible: true }).textContent()).toBe(
      'Entrar',
    );
    expect(
      await page.locator('#prerender footer').filter({ visible: true }).textContent(),
    ).toContain('Suporte:');
    // The gate makes the prerendered form live (adr-006): typing lands in it at once.
    expect(await page.locator('#prerender').getAttribute('inert')).toBeNull();
    await page.mouse.click(
      ...(await centreOf(page, '#prerender input[name="email"] >> visible=true')),
    );
    await page.keyboard.type('kept@demo.com.br');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Secreta1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const visibleField = (name: string) =>
      page.locator(`#prerender input[name="${name}"] >> visible=true`);
    expect(await visibleField('email').inputValue()).toBe('kept@demo.com.br');
    release();
    // The app takes over with what was typed, the focus in the same field, the caret in place.
    await page.waitForFunction(() => !document.getElementById('prerender'));
    expect(await page.getByLabel('E-mail').inputValue()).toBe('kept@demo.com.br');
    const password = page.getByLabel('Senha', { exact: true });
    expect(await password.inputValue()).toBe('Secreta1');
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('X');
    expect(await password.inputValue()).toBe('Secreta1'.slice(0, 6) + 'X' + 'a1');
    // Nothing was sent in the address.
    expect(page.url()).toBe(`${env.portal.url}login`);
  } finally {
    await context.close();
  }
});

test('a sign-in submitted before the app takes over is carried out with exactly what was typed', async () => {
  const { context, page, release } = await loginWithAppHeld();
  try {
    await brandHeadline(page).waitFor();
    await page
      .locator('#prerender input[name="email"] >> visible=true')
      .fill('super.pago@demo.com.br');
    await page.locator('#prerender input[name="password"] >> visible=true').fill(DEMO_PASSWORD);
    await page.locator('#prerender button[type="submit"] >> visible=true').click();
    // Held by the gate: the browser did not send the form itself.
    expect(page.url()).toBe(`${env.portal.url}login`);
    release();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    expect(page.url()).not.toContain('Senha');
  } finally {
    await context.close();
  }
});

test('a sign-in submitted on the prerender is carried out when the app shows before the login’s page', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    // The login's code is slow to come: the shell's safety net shows the app (its loading
    // state) after the remotes' timeout, before the page is there to take the sign-in.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/page-login\.[\w]+\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${env.portal.url}login`, { waitUntil: 'commit' });
    await stylesIn(page);
    await brandHeadline(page).waitFor();
    await page
      .locator('#prerender input[name="email"] >> visible=true')
      .fill('super.pago@demo.com.br');
    await page.locator('#prerender input[name="password"] >> visible=true').fill(DEMO_PASSWORD);
    await page.locator('#prerender input[name="password"] >> visible=true').press('Enter');
    await page.waitForFunction(() => !document.getElementById('prerender'), undefined, {
      timeout: 30_000,
    });
    expect(page.url()).toBe(`${env.portal.url}login`);
    release();
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
  } finally {
    await context.close();
  }
});

test('on a slow phone network with a slow CPU, typing from the first paint signs in', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    await asSlowPhone(context, page);
    await page.goto(`${env.portal.url}login`, { waitUntil: 'commit' });
    const email = page.locator('#prerender input[name="email"] >> visible=true');
    // The moment the form paints, before the app has taken over.
    await stylesIn(page);
    await email.waitFor();
    expect(await page.locator('#prerender').count()).toBe(1);
    await email.pressSequentially('super.pago@demo.com.br');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
});

async function centreOf(page: Page, selector: string): Promise<[number, number]> {
  const box = await boxOf(page, selector);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

test('the app takes over from the prerendered login without moving anything', async () => {
  const { context, page, release } = await loginWithAppHeld();
  try {
    await brandHeadline(page).waitFor();
    const parts = ['h1', 'input[name="email"]', 'input[name="password"]', 'button[type="submit"]'];
    const visibleIn = (root: string, part: string) => `${root} ${part} >> visible=true`;
    const before = await Promise.all(
      parts.map((part) => boxOf(page, visibleIn('#prerender', part))),
    );
    const headlineBefore = await brandHeadline(page).boundingBox();
    release();
    await page.waitForFunction(() => !document.getElementById('prerender'));
    const after = await Promise.all(parts.map((part) => boxOf(page, visibleIn('#root', part))));
    expect(after).toEqual(before);
    expect(await brandHeadline(page).boundingBox()).toEqual(headlineBefore);
  } finally {
    await context.close();
  }
});

test('a visitor who chose Spanish sees the prerendered login in Spanish from the first paint', async () => {
  const { context, page, release } = await loginWithAppHeld({ locale: 'es' });
  try {
    await brandHeadline(page, 'es').waitFor();
    expect(await page.getByText('Compliance da sua empresa em um só lugar').isVisible()).toBe(
      false,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    release();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
  } finally {
    await context.close();
  }
});

test('a signed-in visitor never sees the prerendered login: the app sends them home', async () => {
  const session = await signedInSession(env.portal);
  const { context, page, release } = await loginWithAppHeld({ session });
  try {
    // The page holds the prerender and its stylesheets (the shell's, mf_auth's) have applied…
    await page.locator('#prerender').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.styleSheets.length >= 2);
    // …but the gate kept it off.
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
      'prerendered',
    );
    expect(await page.locator('#prerender').isVisible()).toBe(false);
    release();
    await page.waitForURL(/\/minha-conta\/?$/);
    // Home (mf_account) shows in the app, and the unused prerender is dropped.
    await page.waitForFunction(() => !document.getElementById('prerender'));
    expect(await page.locator('#root main').isVisible()).toBe(true);
  } finally {
    await context.close();
  }
});

test('every class of the prerendered page is styled by the stylesheets it carries inline, which its policy allows by hash', async () => {
  const response = await fetch(`${env.portal.url}login`);
  const html = await response.text();
  const prerender = html.slice(html.indexOf('<div id="prerender"'));
  const classes = new Set(
    [...prerender.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  const sheets = [...html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)];
  // The shell's and mf_auth's, named by their files; nothing else holds the first paint.
  expect(sheets.map(([, href]) => new URL(href!, env.portal.url).origin)).toEqual([
    env.portal.apps.get('shell')!.origin,
    env.portal.apps.get('mf_auth')!.origin,
  ]);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  for (const [, href, text] of sheets) {
    expect(text).toBe(await (await fetch(new URL(href!, env.portal.url))).text());
  }
  const css = sheets.map(([, , text]) => text).join('');
  expect(classes.size).toBeGreaterThan(20);
  expect([...classes].filter((name) => !css.includes(`.${name}`))).toEqual([]);
  const policy = response.headers.get('content-security-policy') ?? '';
  const styleSources = /style-src ([^;]+)/.exec(policy)![1]!.split(' ');
  for (const [, , text] of sheets) {
    const hash = createHash('sha256').update(text!).digest('base64');
    expect(styleSources).toContain(`'sha256-${hash}'`);
  }
  expect(styleSources).not.toContain("'unsafe-inline'");
});

test('the app takes the inline stylesheets for their files: it fetches none of them again, and the browser refuses none', async () => {
  const { context, page } = await newPortalPage(env.browser);
  const fetched: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  try {
    await page.goto(`${env.portal.url}login`);
    await page.waitForFunction(() => !document.getElementById('prerender'));
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-href]')].map((style) =>
        style.getAttribute('data-href'),
      ),
    );
    expect(inline).toHaveLength(2);
    expect(fetched).toEqual([]);
    expect(refused).toEqual([]);
    // Styled as linked: the form's fields are laid out by the kit's rules.
    const email = page.getByRole('textbox', { name: /E-mail/ });
    expect(await email.evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe('solid');
  } finally {
    await context.close();
  }
});

test('with mf_auth too slow for the shell’s server, /login is served without a prerender and still works', async () => {
  const auth = env.portal.apps.get('mf_auth')!;
  const misses = env.portal.prerenderMisses.length;
  auth.setFault('slow', 1000);
  const { context, page } = await newPortalPage(env.browser);
  try {
    const response = await page.goto(`${env.portal.url}login`);
    expect(await response!.text()).not.toContain('id="prerender"');
    expect(env.portal.prerenderMisses.slice(misses).join()).toContain('TimeoutError');
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('E-mail').fill('super.pago@demo.com.br');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('super.pago@demo.com.br');
  } finally {
    auth.setFault('up');
    await context.close();
  }
});

describe('every public page a visitor lands on is prerendered and takes typing from the first paint', () => {
  const pages = [
    {
      path: 'login/cadastro',
      heading: 'Cadastre sua empresa',
      field: 'userName',
      label: 'Nome completo',
    },
    { path: 'login/definir-senha', heading: 'Recuperar senha', field: 'email', label: 'E-mail' },
    { path: 'login/sso', heading: 'Entrar com login único', field: 'email', label: 'E-mail' },
  ];
  /** Opens `path` with the app's entry held back; the prerendered page, then the app's. */
  async function typeBeforeTakeover(path: string, fields: Record<string, string>) {
    const { context, page, release } = await openWithAppHeld(path);
    // One copy shows, the visitor's language's, once the page's styles have come.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#prerender h1')].filter((h1) => h1.checkVisibility())
          .length === 1,
    );
    const before = await page.locator('#prerender > div >> visible=true').innerText();
    for (const [name, value] of Object.entries(fields)) {
      await page.locator(`#prerender input[name="${name}"] >> visible=true`).fill(value);
    }
    release();
    await page.waitForFunction(() => !document.getElementById('prerender'));
    return { context, page, before };
  }

  it.each(pages)('$path', async ({ path, heading, field, label }) => {
    const { context, page, before } = await typeBeforeTakeover(path, { [field]: 'Typed early' });
    try {
      expect(before).toContain(heading);
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('Typed early');
    } finally {
      await context.close();
    }
  });

  /** A recovery link's token, asked of the sandbox as the e-mail step does, read from its outbox. */
  async function recoveryToken(email: string) {
    const asked = await fetch(`${env.portal.config.api.user}/my/user/recover-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.ok).toBe(true);
    const outbox = (await (await fetch(`${env.portal.sandboxOrigin}/__sandbox/outbox`)).json()) as {
      to: string;
      body: string;
    }[];
    const mail = outbox.findLast((message) => message.to === email);
    const token = /definir-senha\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error(`no recovery link for ${email} in the sandbox outbox`);
    return token;
  }

  it('a generated sign-up link, with the plans and the network it chose, rendered for that link', async () => {
    const { context, page, before } = await typeBeforeTakeover('login/cadastro/adw,adwl/REDESUL', {
      userName: 'Ana Link',
    });
    try {
      expect(before).toContain('Cadastre sua empresa');
      expect(before).toContain('Advanced + Canal de denúncias web com link');
      expect(before).toContain('REDESUL');
      expect(await page.getByLabel('Nome completo', { exact: true }).inputValue()).toBe('Ana Link');
      expect(await page.getByText('REDESUL', { exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a recovery link, its new-password form rendered at once while the link is checked', async () => {
    const token = await recoveryToken('co@demo.com.br');
    const { context, page, before } = await typeBeforeTakeover(
      `login/definir-senha?token=${token}`,
      { password: 'Nova@2026' },
    );
    try {
      expect(before).toContain('Criar nova senha');
      const field = page.getByLabel('Nova senha', { exact: true });
      expect(await field.inputValue()).toBe('Nova@2026');
      // The link is valid: after its check the form is still there, with what was typed.
      await page.waitForLoadState('networkidle');
      expect(await field.inputValue()).toBe('Nova@2026');
      expect(page.url()).toContain(`token=${token}`);
    } finally {
      await context.close();
    }
  });
});

describe('what a visitor does the moment a prerendered page paints, on a slow phone, is kept', () => {
  /** `path` on a slow phone, the app held back until `release()`, once the prerender shows. */
  async function onSlowPhoneWithAppHeld(path: string) {
    const held = await openWithAppHeld(path, {}, asSlowPhone);
    await held.page.locator('#prerender h1 >> visible=true').waitFor();
    return held;
  }
  const visibleH1 = (page: Page) => page.locator('h1 >> visible=true').textContent();

  it('a language chosen works on the prerendered page, then in the app, and after a reload', async () => {
    const { context, page, release } = await onSlowPhoneWithAppHeld('login');
    try {
      const email = page.locator('#prerender input[name="email"] >> visible=true');
      await email.fill('ana@demo.com.br');
      await page.locator('#prerender label:has-text("ES") >> visible=true').click();
      // On the prerendered page at once: its Spanish copy, with what was typed.
      expect(await visibleH1(page)).toBe('Iniciar sesión');
      expect(await email.inputValue()).toBe('ana@demo.com.br');
      expect(await page.evaluate(() => document.title)).toContain('Iniciar sesión');
      release();
      await page.waitForFunction(() => !document.getElementById('prerender'), undefined, {
        timeout: 30_000,
      });
      await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('ana@demo.com.br');
      await page.reload({ waitUntil: 'commit' });
      await stylesIn(page);
      await page.locator('h1 >> visible=true').waitFor();
      expect(await visibleH1(page)).toBe('Iniciar sesión');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    } finally {
      await context.close();
    }
  });

  it('a field left shows its message after the takeover; what was typed keeps its caret', async () => {
    const { context, page, release } = await onSlowPhoneWithAppHeld('login/cadastro');
    try {
      await page.locator('#prerender input[name="userName"] >> visible=true').click();
      await page.keyboard.type('Ana Souza');
      await page.keyboard.press('Tab');
      // A phone too short, then left for the next field.
      await page.keyboard.type('119');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Home');
      release();
      await page.waitForFunction(() => !document.getElementById('prerender'), undefined, {
        timeout: 30_000,
      });
      await page.getByText('Telefone inválido').waitFor();
      const name = page.getByLabel('Nome completo', { exact: true });
      expect(await name.inputValue()).toBe('Ana Souza');
      // Typing goes on where the caret was left (the start), in the field that had the focus.
      await page.keyboard.type('Dra. ');
      expect(await name.inputValue()).toBe('Dra. Ana Souza');
    } finally {
      await context.close();
    }
  });
});
