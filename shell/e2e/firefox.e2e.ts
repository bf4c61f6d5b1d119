// The main flows in Firefox (Debian's firefox-esr over WebDriver BiDi), against the same
// production build the Chromium tests use: a sign-in through the login page onto home and a
// switch to billing, a sign-in sent on the prerendered login before the app runs, the
// administrator's switch to the back-office, a checkout up to its review, and a late slip opened. Fields are typed key by key, as a person does, so the masks run on
// Firefox's own input events. Besides the first sign-in, each flow starts from a session signed in
// at the sandbox and seeded into its page's storage, so no flow pays for the login page twice.
import { DEMO_PASSWORD, type PersistedSession, signedInSession } from '@portal/testing/browser';
import { byRole, newFirefoxPage, type Page, withFirefoxPortal } from '@portal/testing/firefox';

const env = withFirefoxPortal();

// Each flow from the seed: the checkout keeps its progress at the sandbox, which a retry must not
// inherit.
beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

/** Waits until the element `selector` finds is visible, and gives it. */
async function shown(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
  if (!element) throw new Error(`${selector} never showed`);
  return element;
}

async function click(page: Page, selector: string) {
  await (await shown(page, selector)).click();
}

/** Types `text` into the field a person finds by its label, key by key. */
async function type(page: Page, label: string, text: string) {
  await (await shown(page, byRole('textbox', label))).type(text);
}

/** What the field a person finds by its label shows now. */
async function valueOf(page: Page, label: string) {
  const field = await shown(page, byRole('textbox', label));
  return field.evaluate((input) => (input as HTMLInputElement).value);
}

/** Waits until the page's main landmark shows `text`. */
async function seeText(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('main')?.textContent?.includes(expected),
    { timeout: 30_000 },
    text,
  );
}

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Runs `run` in a fresh page (its own storage, `session` seeded), then closes its context; the
 * page threw no error and logged none (an API Firefox lacks, a policy it enforces differently).
 */
async function inFirefox(session: PersistedSession | null, run: (page: Page) => Promise<void>) {
  const { context, page } = await newFirefoxPage(env.browser, { session, locale: 'pt-BR' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // What Firefox's enforcement of the pages' Content-Security-Policy refused, as an error.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await run(page);
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);
}

/** The profile menu's entry `name`, chosen as a person does: open the menu, then the entry. */
async function fromProfileMenu(page: Page, name: string) {
  await click(page, 'header button[aria-label^="Menu do perfil:"]');
  await click(page, byRole('menuitem', name));
}

/** A mark on `window` that a full page load would wipe: the switch stayed in the page. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __firefoxMark?: boolean }).__firefoxMark = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { __firefoxMark?: boolean }).__firefoxMark === true);
}

test('signs in through the login page, lands on home, and the profile menu switches to billing in place', async () => {
  await inFirefox(null, async (page) => {
    await page.goto(`${env.portal.url}login`);
    // The app's own form (typing into the prerendered one is the next test's): a field found in
    // the prerender just as the app takes over would be gone before its keys arrive.
    await page.waitForFunction(() => document.getElementById('prerender') === null, {
      timeout: 30_000,
    });
    await type(page, 'E-mail', 'super.pago@demo.com.br');
    await (await shown(page, 'input[type="password"]')).type(DEMO_PASSWORD);
    await click(page, byRole('button', 'Entrar'));
    await shown(page, byRole('heading', 'Minha conta'));
    expect(path(page)).toMatch(/^\/minha-conta\/?$/);

    const samePage = await markDocument(page);
    await fromProfileMenu(page, 'Gestão de cobranças');
    await shown(page, byRole('heading', 'Gestão de cobranças'));
    await seeText(page, 'Cartão Visa terminado em 1111');
    expect(path(page)).toBe('/minha-conta/gestao-de-cobrancas');
    expect(await samePage()).toBe(true);
  });
});

test('a sign-in typed and sent on the prerendered login before the app runs is carried out, nothing in the address', async () => {
  await inFirefox(null, async (page) => {
    // The shell's entry script is held: until it is let through, the server's page is all there is.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (/\/minha-conta\/main\.js$/.test(request.url()))
        void released.then(() => request.continue());
      else void request.continue();
    });
    const loading = page.goto(`${env.portal.url}login`);
    const email = await shown(page, '#prerender input[name="email"]');
    await email.type('super.pago@demo.com.br');
    await (await shown(page, '#prerender input[name="password"]')).type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // Held by the prerender's gate: Firefox did not send the form itself, the app is not there.
    expect(page.url()).toBe(`${env.portal.url}login`);
    expect(await page.$('#prerender')).not.toBeNull();
    release();
    await loading;
    await shown(page, byRole('heading', 'Minha conta'));
    expect(page.url()).not.toContain('Senha');
  });
});

// From the profile page, not home: the administrator has no module, so home reports its empty
// list (by design), which the no-error check would take for a Firefox failure.
test('the administrator switches from the profile page to the back-office and searches a company', async () => {
  const session = await signedInSession(env.portal, {}, 'admin@provedor.com.br');
  await inFirefox(session, async (page) => {
    await page.goto(`${env.portal.url}meu/perfil`);
    await shown(page, byRole('heading', 'Editar perfil'));
    const samePage = await markDocument(page);
    await fromProfileMenu(page, 'Gestão de empresas');
    await shown(page, byRole('heading', 'Gestão de empresas'));
    expect(await samePage()).toBe(true);

    await type(page, 'Nome da empresa', 'horizonte');
    await page.waitForFunction(() => location.search.includes('nome=horizonte'));
    await seeText(page, 'Horizonte Serviços Ltda');
  });
});

test("a trial owner's 'buy now' on home leads through the checkout to its review, the card masked", async () => {
  const session = await signedInSession(env.portal, {}, 'super.teste@demo.com.br');
  await inFirefox(session, async (page) => {
    await page.goto(env.portal.url);
    await click(page, byRole('button', 'Comprar agora'));
    await shown(page, byRole('heading', 'Plano'));
    await click(page, byRole('radio', 'Advanced'));
    await click(page, byRole('button', 'Próximo'));
    await shown(page, byRole('heading', 'Dados da empresa e de cobrança'));
    await type(page, 'Telefone do financeiro', '11987654321');
    expect(await valueOf(page, 'Telefone do financeiro')).toBe('11 9 8765-4321');
    await click(page, byRole('button', 'Próximo'));
    await shown(page, byRole('heading', 'Pagamento'));

    await click(page, byRole('radio', 'Cartão de crédito'));
    await type(page, 'Nome do titular (como no cartão)', 'teresa nunes');
    await type(page, 'Número do cartão', '5555555555554444');
    await type(page, 'CPF ou CNPJ do titular', '52998224725');
    await type(page, 'Validade (MM/AA)', '1230');
    await type(page, 'CVV', '123');
    await seeText(page, 'Bandeira: Mastercard');
    // The masks, on Firefox's own input events.
    expect({
      holder: await valueOf(page, 'Nome do titular (como no cartão)'),
      number: await valueOf(page, 'Número do cartão'),
      taxId: await valueOf(page, 'CPF ou CNPJ do titular'),
      expiry: await valueOf(page, 'Validade (MM/AA)'),
    }).toEqual({
      holder: 'TERESA NUNES',
      number: '5555 5555 5555 4444',
      taxId: '529.982.247-25',
      expiry: '12/30',
    });
    await click(page, byRole('button', 'Próximo'));

    await shown(page, byRole('heading', 'Finalização'));
    await seeText(page, '•••• •••• •••• 4444');
    await shown(page, byRole('button', 'Finalizar compra'));
  });
});

test('the late account lands on billing and opens its slip in a new tab', async () => {
  const session = await signedInSession(env.portal, {}, 'super.atrasado@demo.com.br');
  await inFirefox(session, async (page) => {
    await page.goto(env.portal.url);
    await shown(page, byRole('heading', 'Gestão de cobranças'));
    expect(path(page)).toBe('/minha-conta/gestao-de-cobrancas');
    await seeText(page, 'em atraso desde');

    const opened = new Promise<Page | null>((resolve) => page.once('popup', resolve));
    await click(page, byRole('link', 'Abrir o boleto'));
    const slip = await opened;
    if (!slip) throw new Error('the slip did not open in a tab');
    await slip.waitForFunction(() => document.body?.textContent?.includes('R$'));
    const text = await slip.evaluate(() => document.body.textContent ?? '');
    expect(text).toContain('Cerrado Alimentos Ltda');
    expect(text).toMatch(/R\$\s3\.080,00/);
    expect(text.replace(/\D/g, '')).toMatch(/\d{47}/);
  });
});
