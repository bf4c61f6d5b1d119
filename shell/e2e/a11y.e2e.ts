// The shell's own pages pass axe (no serious or critical violation) in both languages, and are
// really shown in the chosen language.
import {
  newPortalPage,
  signedInSession,
  seriousViolations,
  withPortal,
} from '@portal/testing/browser';

type Locale = 'pt-BR' | 'es';

interface ShellPage {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** The remote to take down first (the module-unavailable panel). */
  readonly down?: string;
  readonly heading: Record<Locale, string>;
  /** document.title, when the page sets one. */
  readonly title?: Record<Locale, string>;
}

const PAGES: readonly ShellPage[] = [
  {
    name: 'not found',
    path: 'nao-existe',
    signedIn: false,
    heading: { 'pt-BR': 'Página não encontrada', es: 'Página no encontrada' },
    title: {
      'pt-BR': 'Página não encontrada · Minha Conta',
      es: 'Página no encontrada · Minha Conta',
    },
  },
  {
    name: 'access denied',
    path: 'acesso-negado',
    signedIn: true,
    heading: { 'pt-BR': 'Acesso negado', es: 'Acceso denegado' },
    title: { 'pt-BR': 'Acesso negado · Minha Conta', es: 'Acceso denegado · Minha Conta' },
  },
  {
    name: 'unexpected error',
    path: '__diagnostico/erro',
    signedIn: false,
    heading: { 'pt-BR': 'Algo deu errado', es: 'Algo salió mal' },
    title: { 'pt-BR': 'Erro inesperado · Minha Conta', es: 'Error inesperado · Minha Conta' },
  },
  {
    name: 'module unavailable',
    path: 'gestao-de-cobrancas',
    signedIn: true,
    down: 'mf_billing',
    heading: { 'pt-BR': 'Módulo indisponível', es: 'Módulo no disponible' },
  },
];

const CASES = PAGES.flatMap((page) =>
  (['pt-BR', 'es'] as const).map((locale) => ({ ...page, locale })),
);

const env = withPortal();

afterEach(() => {
  for (const app of env.portal.apps.values()) app.setFault('up');
});

test.each(CASES)(
  '$name page ($locale): in its language, no serious or critical axe violation',
  async (c) => {
    if (c.down) env.portal.apps.get(c.down)!.setFault('down');
    const { context, page } = await newPortalPage(env.browser, {
      session: c.signedIn ? await signedInSession(env.portal) : null,
      locale: c.locale,
      // The portal's CSP forbids inline scripts: axe is injected by the test only.
      contextOptions: { bypassCSP: true },
    });
    try {
      await page.goto(`${env.portal.url}${c.path}`);
      await page
        .getByRole('heading', { level: 1, name: c.heading[c.locale], exact: true })
        .waitFor({ timeout: 15_000 });
      // The profile menu of a signed-in user is part of the page axe must see.
      if (c.signedIn) {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^(Menu do perfil|Menú del perfil):/ })
          .waitFor();
      }

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(c.locale);
      if (c.title) expect(await page.title()).toBe(c.title[c.locale]);

      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  },
);

test('the error page moves focus to its content, without ringing the whole page', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    await page.goto(`${env.portal.url}__diagnostico/erro`);
    await page.getByRole('heading', { level: 1, name: 'Algo deu errado' }).waitFor();
    const focused = await page.evaluate(() => {
      const element = document.activeElement!;
      return { id: element.id, outline: getComputedStyle(element).outlineStyle };
    });
    expect(focused).toEqual({ id: 'conteudo', outline: 'none' });

    // Tab then reaches the page's first control, which does show its ring.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(next).toBe('solid');
  } finally {
    await context.close();
  }
});

test('the language switch shows the language in use, rings its keyboard focus, and the arrow keys choose', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    // The app's own switch, once it has taken over from the prerendered page.
    await page.waitForFunction(() => !document.getElementById('prerender'));
    const radios = page.getByRole('radiogroup', { name: 'Idioma' }).getByRole('radio');
    // What a sighted user sees of each option: its pill, the radio itself is not drawn.
    const pills = () =>
      radios.evaluateAll((inputs) =>
        inputs.map((input) => {
          const pill = getComputedStyle(input.nextElementSibling!);
          return {
            language: (input as HTMLInputElement).value,
            filled: pill.backgroundColor !== 'rgba(0, 0, 0, 0)',
            ringed: pill.outlineStyle !== 'none',
          };
        }),
      );
    expect(await pills()).toEqual([
      { language: 'pt-BR', filled: true, ringed: false },
      { language: 'es', filled: false, ringed: false },
    ]);

    // Tab reaches the chosen option; its pill is ringed.
    for (let tab = 0; tab < 10; tab += 1) {
      await page.keyboard.press('Tab');
      if (await radios.first().evaluate((input) => input === document.activeElement)) break;
    }
    expect(await pills()).toEqual([
      { language: 'pt-BR', filled: true, ringed: true },
      { language: 'es', filled: false, ringed: false },
    ]);

    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(await pills()).toEqual([
      { language: 'pt-BR', filled: false, ringed: false },
      { language: 'es', filled: true, ringed: true },
    ]);
  } finally {
    await context.close();
  }
});

test('the check finds what a person cannot use, on a portal page and again in the same document', async () => {
  const { context, page } = await newPortalPage(env.browser);
  try {
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A button with no name, added by the test: the check reads the page as it is now.
    await page.evaluate(() => {
      document.querySelector('main')!.append(document.createElement('button'));
    });
    expect((await seriousViolations(page)).map((violation) => violation.id)).toEqual([
      'button-name',
    ]);
  } finally {
    await context.close();
  }
});
