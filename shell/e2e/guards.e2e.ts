// Route guards as a visitor meets them: login redirects, access denied, the profile menu's
// entries, page titles in both languages, and logout (storage and other tabs).
import { newPortalPage, signedInSession, type Page, withPortal } from '@portal/testing/browser';
import { becomesVisible, frame, markDocument } from './support';

const env = withPortal();

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const HOME = /^\/minha-conta\/?$/;
const MANAGER = { attributions: ['manager'], isSuperUser: false };

/** Waits for document.title to become `expected`, then returns what it is. */
async function titleBecomes(page: Page, expected: string): Promise<string> {
  await page
    .waitForFunction((title) => document.title === title, expected, { timeout: 10_000 })
    .catch(() => undefined);
  return page.title();
}

async function openMenu(page: Page) {
  await frame(page).profileMenu.click();
  await page.getByRole('menu').waitFor();
  return page.getByRole('menuitem');
}

/** Every key of local and session storage (a context's tabs share localStorage). */
function storageKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    locale: localStorage.getItem('minha-conta:locale'),
  }));
}

const portalKeys = (keys: string[]) => keys.filter((key) => key.startsWith('minha-conta:'));

describe('redirects', () => {
  test('a private route without a session goes to the login page, remembering where the visitor was going', async () => {
    const { context, page } = await newPortalPage(env.browser);
    try {
      await page.goto(`${env.portal.url}meu/perfil`);
      await h1(page, 'Entrar').waitFor();
      expect(page.url()).toBe(
        `${new URL(env.portal.url).origin}/minha-conta/login?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil`,
      );
      expect(await h1(page, 'Editar perfil').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a public route with a session goes home', async () => {
    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
    });
    try {
      await page.goto(`${env.portal.url}login`);
      await h1(page, 'Minha conta').waitFor();
      expect(pathOf(page)).toMatch(HOME);
      expect(await h1(page, 'Entrar').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a route of a group the user lacks lands on access denied, with its message and a way home', async () => {
    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal, MANAGER),
    });
    try {
      await page.goto(`${env.portal.url}gestao-de-cobrancas`);
      await h1(page, 'Acesso negado').waitFor();
      expect(pathOf(page)).toBe('/minha-conta/acesso-negado');
      expect(
        await page
          .getByRole('main')
          .getByText('Você não tem permissão para acessar esta página.')
          .isVisible(),
      ).toBe(true);
      expect(await h1(page, 'Gestão de cobranças').count()).toBe(0);

      await page.getByRole('main').getByRole('button', { name: 'Voltar para o início' }).click();
      await h1(page, 'Minha conta').waitFor();
      expect(pathOf(page)).toMatch(HOME);
    } finally {
      await context.close();
    }
  });
});

describe('page titles', () => {
  test('document.title follows the route and the language', async () => {
    const visitor = await newPortalPage(env.browser, { locale: 'es' });
    try {
      await visitor.page.goto(`${env.portal.url}login`);
      expect(await titleBecomes(visitor.page, 'Iniciar sesión · Minha Conta')).toBe(
        'Iniciar sesión · Minha Conta',
      );
    } finally {
      await visitor.context.close();
    }

    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
    });
    try {
      await page.goto(env.portal.url);
      await h1(page, 'Minha conta').waitFor();
      expect(await titleBecomes(page, 'Minha conta · Minha Conta')).toBe(
        'Minha conta · Minha Conta',
      );

      await page.goto(`${env.portal.url}acesso-negado`);
      await h1(page, 'Acesso negado').waitFor();
      expect(await titleBecomes(page, 'Acesso negado · Minha Conta')).toBe(
        'Acesso negado · Minha Conta',
      );

      // Switching the language retitles the page in place…
      await page.getByRole('banner').getByRole('radio', { name: 'ES Español' }).click();
      await h1(page, 'Acceso denegado').waitFor();
      expect(await titleBecomes(page, 'Acceso denegado · Minha Conta')).toBe(
        'Acceso denegado · Minha Conta',
      );
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      // …and the next route is titled in that language too.
      await page.getByRole('main').getByRole('button', { name: 'Volver al inicio' }).click();
      await h1(page, 'Mi cuenta').waitFor();
      expect(await titleBecomes(page, 'Mi cuenta · Minha Conta')).toBe('Mi cuenta · Minha Conta');
    } finally {
      await context.close();
    }
  });
});

describe('profile menu', () => {
  test("offers the entries the user's groups allow, and an entry opens its page in place", async () => {
    const manager = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal, MANAGER),
    });
    try {
      await manager.page.goto(env.portal.url);
      await h1(manager.page, 'Minha conta').waitFor();
      expect(await (await openMenu(manager.page)).allInnerTexts()).toEqual([
        'Minha conta',
        'Editar perfil',
        'Gestão de usuários',
        'Sair',
      ]);
    } finally {
      await manager.context.close();
    }

    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
    });
    try {
      await page.goto(env.portal.url);
      await h1(page, 'Minha conta').waitFor();
      const items = await openMenu(page);
      expect(await items.allInnerTexts()).toEqual([
        'Minha conta',
        'Editar perfil',
        'Gestão de cobranças',
        'Gestão de usuários',
        'Sair',
      ]);

      const sameDocument = await markDocument(page);
      await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
      expect(await becomesVisible(h1(page, 'Editar perfil'))).toBe(true);
      expect(pathOf(page)).toBe('/minha-conta/meu/perfil');
      expect(await sameDocument()).toBe(true);
      expect(await page.getByRole('menu').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('logout', () => {
  test("Sair clears every 'minha-conta:' key except the language, and the session stays gone", async () => {
    // A device where the visitor chose a language (only a choice is stored: @portal/i18n).
    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
      locale: 'pt-BR',
    });
    try {
      await page.goto(`${env.portal.url}meu/perfil`);
      await h1(page, 'Editar perfil').waitFor();
      await page.evaluate(() => {
        localStorage.setItem('minha-conta:flag-overrides', '{}');
        localStorage.setItem('minha-conta:rascunho', 'x');
        sessionStorage.setItem('minha-conta:etapa', '2');
        localStorage.setItem('outro-app:preferencia', 'a');
        sessionStorage.setItem('outro-app:aba', 'b');
      });
      expect(portalKeys((await storageKeys(page)).local)).toContain('minha-conta:session');

      await (await openMenu(page)).filter({ hasText: 'Sair' }).click();
      await h1(page, 'Entrar').waitFor();
      expect(await frame(page).profileMenu.count()).toBe(0);

      const after = await storageKeys(page);
      expect(portalKeys(after.local)).toEqual(['minha-conta:locale']);
      expect(after.locale).toBe('pt-BR');
      expect(portalKeys(after.session)).toEqual([]);
      // Other applications' keys on the same origin are not the portal's to remove.
      expect(after.local).toContain('outro-app:preferencia');
      expect(after.session).toContain('outro-app:aba');

      await page.reload();
      await h1(page, 'Entrar').waitFor();
      expect(await frame(page).profileMenu.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('logging out in one tab logs out the other open tab, and storage stays clear', async () => {
    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
      locale: 'pt-BR',
    });
    try {
      await page.goto(`${env.portal.url}meu/perfil`);
      await h1(page, 'Editar perfil').waitFor();
      const other = await context.newPage();
      await other.goto(env.portal.url);
      await h1(other, 'Minha conta').waitFor();
      await frame(other).profileMenu.waitFor();

      await (await openMenu(page)).filter({ hasText: 'Sair' }).click();
      await h1(page, 'Entrar').waitFor();

      // The other tab follows without being touched: no profile menu, and its private page
      // gives way to the login page.
      expect(await becomesVisible(h1(other, 'Entrar'))).toBe(true);
      expect(await frame(other).profileMenu.count()).toBe(0);
      expect(pathOf(other)).toBe('/minha-conta/login');

      // Neither tab wrote the account back: only the language is left.
      const after = await storageKeys(page);
      expect(portalKeys(after.local)).toEqual(['minha-conta:locale']);
    } finally {
      await context.close();
    }
  });
});
