// The portal on a phone, a tablet and a desk (issue 28): every route of every remote (and the
// shell's versions page), signed in as the demo account that may see it (public pages signed
// out), at 320, 390, 768 and 1280 px, in Portuguese and Spanish. The document never scrolls
// sideways, the dialogs a page opens lie inside the viewport, and axe stays clean. A screenshot
// of each route at each width is saved for review in .e2e-artifacts/phones/ (an artifact, not a
// pixel comparison). A visit's first route is loaded whole, the next ones reached inside the app
// (states.e2e.ts loads every route whole, in every account state).
import fs from 'node:fs';
import path from 'node:path';
import {
  navigateClientSide,
  newPortalPage,
  type Page,
  type PersistedSession,
  ROOT,
  seriousViolations,
  signedInSession,
  signInThroughLogin,
  TRIAL_AT_CHECKOUT,
  withPortal,
} from '@portal/testing/browser';

const env = withPortal();

type Locale = 'pt-BR' | 'es';
const WIDTHS = [320, 390, 768, 1280] as const;
const LOCALES: readonly Locale[] = ['pt-BR', 'es'];
const SHOTS = path.join(ROOT, '.e2e-artifacts', 'phones');

interface Dialog {
  /** The button that opens it. */
  readonly opener: Record<Locale, string | RegExp>;
}

interface Route {
  readonly path: string;
  /** Something of the content to wait for (a loaded list), besides the page's h1. */
  readonly ready?: Record<Locale, string | RegExp>;
  readonly dialogs?: readonly Dialog[];
}

interface Visit {
  /** null: signed out. */
  readonly account: string | null;
  /** Stored-session fields changed for this visit (the progress that shows a page). */
  readonly overrides?: Partial<PersistedSession['state']['session']>;
  readonly routes: readonly Route[];
}

const VISITS: Record<string, Visit> = {
  'public pages': {
    account: null,
    routes: [
      { path: 'login' },
      {
        path: 'login/cadastro/adw/false',
      },
      {
        path: 'login/definir-senha',
      },
      {
        path: 'login/sso',
      },
    ],
  },
  'a paid super user': {
    account: 'super.pago@demo.com.br',
    routes: [
      { path: '' },
      { path: 'meu/perfil' },
      {
        path: 'gestao-de-usuarios',
        ready: { 'pt-BR': 'Paula Ribeiro', es: 'Paula Ribeiro' },
        dialogs: [{ opener: { 'pt-BR': 'Adicionar usuário', es: 'Agregar usuario' } }],
      },
      {
        path: 'gestao-de-cobrancas',
      },
    ],
  },
  'a late account': {
    account: 'super.atrasado@demo.com.br',
    routes: [
      {
        path: 'gestao-de-cobrancas',
        ready: { 'pt-BR': /em atraso desde/, es: /atrasado desde/ },
      },
    ],
  },
  'a trial owner buying a plan': {
    account: TRIAL_AT_CHECKOUT.account,
    overrides: TRIAL_AT_CHECKOUT.flags,
    routes: [{ path: 'start' }],
  },
  'the provider administrator': {
    account: 'admin@provedor.com.br',
    routes: [
      {
        path: 'gestao-de-empresas',
        ready: { 'pt-BR': 'Araucária Papel Ltda', es: 'Araucária Papel Ltda' },
        dialogs: [{ opener: { 'pt-BR': '+ Empresa', es: '+ Empresa' } }],
      },
      {
        path: 'gestao-de-empresas/cupons',
        ready: { 'pt-BR': 'BEMVINDO10', es: 'BEMVINDO10' },
        dialogs: [{ opener: { 'pt-BR': 'Criar cupom', es: 'Crear cupón' } }],
      },
      {
        path: 'gestao-de-empresas/gerador-de-link',
      },
      // The shell's own page of what runs (issue 30), once the release files are read.
      {
        path: 'gestao-de-empresas/versoes',
        ready: { 'pt-BR': /Arquivos de versão lidos/, es: /Archivos de versión leídos/ },
      },
    ],
  },
};

beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

/** The text of the page's first level-1 heading, once it shows and is not `before`. */
async function headingOtherThan(page: Page, before: string): Promise<string> {
  const handle = await page.waitForFunction(
    (previous) => {
      const shown = [...document.querySelectorAll('h1')].find((h) => h.checkVisibility());
      return shown && shown.textContent !== previous ? shown.textContent : null;
    },
    before,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue())!;
}

/** How far the document reaches past the viewport's right edge (0 when it does not scroll). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The open dialog's box against the viewport: whatever of it lies outside, in px per side. */
async function dialogOutside(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  return {
    left: Math.max(0, -box.x),
    top: Math.max(0, -box.y),
    right: Math.max(0, box.x + box.width - viewport.width),
    bottom: Math.max(0, box.y + box.height - viewport.height),
  };
}

async function sweep(name: string, visit: Visit, locale: Locale) {
  const session = visit.account
    ? await signedInSession(env.portal, visit.overrides ?? {}, visit.account)
    : null;
  for (const width of WIDTHS) {
    const { context, page } = await newPortalPage(env.browser, {
      session,
      locale,
      contextOptions: {
        viewport: { width, height: width < 768 ? 740 : 900 },
        hasTouch: width < 768,
      },
    });
    try {
      let heading = '';
      for (const [index, route] of visit.routes.entries()) {
        const where = `${name}: /${route.path} at ${width} px (${locale})`;
        // The visit's first page is loaded whole, the next ones inside the app as its links
        // would (a load and an axe build a page cost 0.7 s, 120 times a run).
        if (index === 0) await page.goto(`${env.portal.url}${route.path}`);
        else {
          // Once the app has taken over from a prerendered page, which has no router.
          await page.waitForFunction(() => !document.getElementById('prerender'));
          await navigateClientSide(page, `${env.portal.url}${route.path}`);
        }
        heading = await headingOtherThan(page, heading);
        if (route.ready)
          await page.getByRole('main').getByText(route.ready[locale]).first().waitFor();
        await page.screenshot({
          path: path.join(
            SHOTS,
            `${name.replace(/\W+/g, '-')}_${route.path.replace(/\W+/g, '_') || 'home'}-${width}-${locale}.png`,
          ),
          fullPage: true,
        });
        expect({ where, overflow: await sidewaysOverflow(page) }).toEqual({ where, overflow: 0 });
        expect({ where, violations: await seriousViolations(page) }).toEqual({
          where,
          violations: [],
        });
        for (const dialog of route.dialogs ?? []) {
          await page.getByRole('button', { name: dialog.opener[locale], exact: true }).click();
          expect({ where, outside: await dialogOutside(page) }).toEqual({
            where,
            outside: { left: 0, top: 0, right: 0, bottom: 0 },
          });
          expect({ where, overflow: await sidewaysOverflow(page) }).toEqual({ where, overflow: 0 });
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }
    } finally {
      await context.close();
    }
  }
}

describe.each(LOCALES)('in %s', (locale) => {
  test.each(Object.entries(VISITS))(
    '%s: no sideways scroll at 320, 390, 768 and 1280 px, dialogs on the screen, axe clean',
    async (name, visit) => {
      await sweep(name, visit, locale);
    },
    180_000,
  );
});

/** A page of the narrowest phone (320 px, touch), `account` signed in through the login form. */
async function narrowestPhone(account: string) {
  const opened = await newPortalPage(env.browser, {
    contextOptions: { viewport: { width: 320, height: 740 }, hasTouch: true },
  });
  await signInThroughLogin(opened.page, env.portal.url, account);
  return opened;
}

// The header on the narrowest phone holds the most for an account that may buy: its "Planos"
// link, the language and the profile menu. They go under the brand rather than cutting it.
test('at 320 px a late account’s header shows the brand whole beside Planos, the language and the profile', async () => {
  const { context, page } = await narrowestPhone('super.atrasado@demo.com.br');
  try {
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Planos', exact: true }).waitFor();
    await header.getByRole('radio', { name: 'ES Español' }).waitFor();
    const brand = header.getByRole('link', { name: 'Minha Conta', exact: true });
    // Cut with an ellipsis, its box is narrower than its text.
    const cut = await brand.evaluate((link) => {
      const box = link.parentElement!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(cut).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  } finally {
    await context.close();
  }
});

// A phone shows the frame before a remote's page and its reads are in: a footer on that first
// screen would then be pushed down as the content comes, a shift the visitor sees.
test('at 320 px a page whose content comes after the frame does not push the footer down the screen', async () => {
  const { context, page } = await narrowestPhone('super.pago@demo.com.br');
  try {
    await context.addInitScript(() => {
      const footerShifts: number[] = [];
      Object.assign(window, { footerShifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          const inFooter = (entry.sources ?? []).some(({ node }) =>
            (node instanceof Element ? node : node?.parentElement)?.closest('footer'),
          );
          if (inFooter) footerShifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('main').getByText('Histórico de cobranças').first().waitFor();
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    // Shifts are reported after the frame that made them.
    const shifts = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as { footerShifts?: number[] }).footerShifts),
            ),
          ),
        ),
    );
    expect(shifts).toEqual([]);
  } finally {
    await context.close();
  }
});
