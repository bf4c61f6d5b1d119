// The account's language (issue 51, item 3; spec §3, §9: "Languages PT (default) and ES (ES for
// light plans only)"): a sign-up made in Spanish is Spanish on the next device it signs in on;
// an account that may not have Spanish sees Portuguese and no language choice, whatever the
// device stored; after sign-out the visitor's own choice is back on the public pages.
import { newPortalPage, type Page, signInThroughLogin, withPortal } from '@portal/testing/browser';

const env = withPortal();
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Andes@2026';

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

/** A page of a fresh context (another device: its own storage), 390 px wide. */
const aDevice = (locale: 'pt-BR' | 'es' | null = null) =>
  newPortalPage(env.browser, { locale, contextOptions: { viewport: PHONE } });

const banner = (page: Page) => page.getByRole('banner');
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedChoice = (page: Page) =>
  page.evaluate(() => localStorage.getItem('minha-conta:locale'));

async function signUpInSpanish(page: Page, email: string) {
  await page.goto(`${env.portal.url}login/cadastro`);
  await page.getByRole('heading', { level: 1, name: 'Cadastre sua empresa' }).waitFor();
  await banner(page).getByRole('radio', { name: 'ES Español' }).click();
  await page.getByRole('heading', { level: 1, name: 'Registre su empresa' }).waitFor();
  await page.getByLabel('Nombre completo').fill('Lucía Fernández');
  await page
    .getByLabel(/Celular|Teléfono/)
    .first()
    .fill('11987654321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Compliance Officer (CO)' }).check();
  await page.getByLabel('Nombre de la empresa').fill('Andes Consultoría Ltda');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Confirme la contraseña/).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL(/\/minha-conta\/start$/);
}

test('a sign-up made in Spanish signs in, on another device that never chose, in Spanish', async () => {
  const email = 'lucia@andes.com.br';
  const first = await aDevice();
  try {
    await signUpInSpanish(first.page, email);
    await banner(first.page)
      .getByRole('button', { name: /Menú del perfil/ })
      .waitFor();
    expect(await pageLanguage(first.page)).toBe('es');
  } finally {
    await first.context.close();
  }

  const other = await aDevice();
  try {
    await signInThroughLogin(other.page, env.portal.url, email, PASSWORD);
    // The login page spoke Portuguese (nothing stored, a Portuguese browser); the account speaks
    // Spanish, and a light plan offers the choice.
    await banner(other.page)
      .getByRole('button', { name: /Menú del perfil/ })
      .waitFor();
    expect(await pageLanguage(other.page)).toBe('es');
    await expect(
      banner(other.page).getByRole('radio', { name: 'ES Español' }).isChecked(),
    ).resolves.toBe(true);
    // The account's language is not taken for the device's choice.
    expect(await storedChoice(other.page)).toBeNull();
  } finally {
    await other.context.close();
  }
});

test('a Station 1.0 account sees Portuguese and no Spanish choice, even with Spanish stored; after sign-out Spanish is back', async () => {
  const { context, page } = await aDevice('es');
  try {
    await signInThroughLogin(page, env.portal.url, 'multi@demo.com.br');
    // The company picker is a public page: still the visitor's Spanish.
    await page.getByRole('heading', { level: 1, name: 'Elija una empresa' }).waitFor();
    await page.getByRole('radio', { name: 'Delta Engenharia Ltda' }).check();
    await page.getByRole('button', { name: 'CONFIRMAR' }).click();

    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    await banner(page)
      .getByRole('button', { name: /Menu do perfil/ })
      .waitFor();
    expect(await pageLanguage(page)).toBe('pt-BR');
    expect(await banner(page).getByRole('radiogroup').count()).toBe(0);
    expect(await storedChoice(page)).toBe('es');

    // A reload keeps the rule (the page starts in it, no Spanish first).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    expect(await pageLanguage(page)).toBe('pt-BR');
    expect(await banner(page).getByRole('radiogroup').count()).toBe(0);

    await banner(page)
      .getByRole('button', { name: /Menu do perfil/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(await pageLanguage(page)).toBe('es');
    await expect(banner(page).getByRole('radio', { name: 'ES Español' }).isChecked()).resolves.toBe(
      true,
    );
  } finally {
    await context.close();
  }
});
