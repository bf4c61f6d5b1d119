// mf-auth in a real browser on the production build, composed by the shell: sign-in with each
// kind of demo account, the way back after login (safe and unsafe), the company picker, single
// sign-on through the sandbox's identity page, password recovery, sign-up, and axe on each state.
import {
  DEMO_PASSWORD,
  inFreshPage,
  type Page,
  seriousViolations,
  withPortal,
} from '@portal/testing/browser';

const env = withPortal();

const PASSWORD = DEMO_PASSWORD;
const HOME = /^\/minha-conta\/?$/;
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const withPage = (run: (page: Page) => Promise<void>, locale: 'pt-BR' | 'es' = 'pt-BR') =>
  inFreshPage(env.browser, run, locale);

async function outbox(): Promise<{ to: string; body: string }[]> {
  const response = await fetch(`${env.portal.sandboxOrigin}/__sandbox/outbox`);
  return (await response.json()) as { to: string; body: string }[];
}

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

test('the login page passes axe in both languages and signs a user in to the home page', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await h1(page, 'Entrar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fillLogin(page, 'super.pago@demo.com.br');
    await h1(page, 'Minha conta').waitFor();
    expect(pathOf(page)).toMatch(HOME);
  });
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await h1(page, 'Iniciar sesión').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 'es');
});

// Each demo account lands where spec 2.3 sends it, in either language.
test.each([
  ['super.trial@demo.com.br', 'pt-BR', 'Primeiros passos', '/minha-conta/start'],
  ['super.pago@demo.com.br', 'es', 'Mi cuenta', HOME],
  ['super.teste@demo.com.br', 'pt-BR', 'Minha conta', HOME],
  ['super.atrasado@demo.com.br', 'es', 'Gestión de cobros', '/minha-conta/gestao-de-cobrancas'],
  ['cfo@demo.com.br', 'pt-BR', 'Minha conta', HOME],
  ['co@demo.com.br', 'es', 'Mi cuenta', HOME],
  ['admin@provedor.com.br', 'pt-BR', 'Minha conta', HOME],
] as const)('%s (%s) signs in and lands on "%s"', async (email, locale, heading, where) => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await page.getByLabel(locale === 'es' ? 'Correo electrónico' : 'E-mail').fill(email);
    await page.getByLabel(locale === 'es' ? 'Contraseña' : 'Senha', { exact: true }).fill(PASSWORD);
    await page
      .getByRole('button', { name: locale === 'es' ? 'Iniciar sesión' : 'Entrar', exact: true })
      .click();
    await h1(page, heading).waitFor();
    if (typeof where === 'string') expect(pathOf(page)).toBe(where);
    else expect(pathOf(page)).toMatch(where);
  }, locale);
});

test('after login a safe redirectUrl is honoured and an unsafe one is not', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil`);
    await fillLogin(page, 'super.pago@demo.com.br');
    await h1(page, 'Editar perfil').waitFor();
    expect(pathOf(page)).toBe('/minha-conta/meu/perfil');
  });
  await withPage(async (page) => {
    await page.goto(
      `${env.portal.url}login?redirectUrl=https%3A%2F%2Fevil.example%2Fminha-conta%2F`,
    );
    await fillLogin(page, 'super.pago@demo.com.br');
    await h1(page, 'Minha conta').waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(env.portal.url).origin);
    expect(pathOf(page)).toMatch(HOME);
  });
});

test('a wrong password shows the login-error toast and keeps the e-mail', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await fillLogin(page, 'co@demo.com.br', 'Errada@123');
    await page.getByText('E-mail ou senha incorretos.', { exact: true }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('co@demo.com.br');
    expect(await seriousViolations(page)).toEqual([]);
    expect(pathOf(page)).toBe('/minha-conta/login');
  });
});

test('a user of several companies picks one (202), with the keyboard, then lands home', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await fillLogin(page, 'multi@demo.com.br');
    await h1(page, 'Escolha uma empresa').waitFor();
    const confirm = page.getByRole('button', { name: 'CONFIRMAR' });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /acesso expirado/ }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Empresas' }).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await h1(page, 'Minha conta').waitFor();
  });
});

test('single sign-on goes through the identity page and comes back signed in', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login/sso`);
    await h1(page, 'Entrar com login único').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill('sso@demo.com.br');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await h1(page, 'Provedor de identidade').waitFor();
    expect(new URL(page.url()).origin).toBe(env.portal.sandboxOrigin);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await h1(page, 'Minha conta').waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(env.portal.url).origin);
  });
});

test('password recovery: the link from the e-mail sets a new password that signs in', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await h1(page, 'Recuperar senha').waitFor();
    await page.getByLabel('E-mail').fill('co@demo.com.br');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await h1(page, 'Verifique seu e-mail').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const mail = (await outbox()).filter((item) => item.to === 'co@demo.com.br').pop()!;
    const link = /(http\S+definir-senha\?token=[\w-]+)/.exec(mail.body)![1]!;
    // The link names the portal the request came from.
    expect(new URL(link).origin).toBe(new URL(env.portal.url).origin);
    await page.goto(link);
    await h1(page, 'Criar nova senha').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova@2026');
    await page.getByLabel('Repita a nova senha', { exact: true }).fill('Nova@2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await h1(page, 'Entrar').waitFor();
    await page.getByText('Senha alterada', { exact: true }).waitFor();
    await fillLogin(page, 'co@demo.com.br', 'Nova@2026');
    await h1(page, 'Minha conta').waitFor();
  });
});

test('an invalid recovery link says "Ops!" and returns to login', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login/definir-senha?token=nao-existe`);
    await page.getByText('Ops!', { exact: true }).waitFor();
    await h1(page, 'Entrar').waitFor();
    expect(pathOf(page)).toBe('/minha-conta/login');
  });
});

test('a new company signs up (3 steps, keyboard alone), starts at /start, signs out and back in', async () => {
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('link', { name: /Cadastre sua empresa/ }).click();
    await h1(page, 'Cadastre sua empresa').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Nome completo').focus();
    await page.keyboard.type('Beatriz Campos');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11987654321');
    await page.getByRole('button', { name: 'Continuar' }).press('Enter');

    await page.getByRole('radio', { name: 'Compliance Officer (CO)' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Nome da empresa').fill('Padaria Boa Vista Ltda');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar' }).press('Enter');

    await page.getByLabel('E-mail').fill('beatriz@padariaboavista.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Padaria@2026');
    await page.getByLabel('Confirme a senha', { exact: true }).fill('Padaria@2026');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).focus();
    await page.keyboard.press('Space');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Criar conta' }).press('Enter');

    // A new SaaS super user has not chosen a plan: the entry redirect sends them to /start.
    await h1(page, 'Primeiros passos').waitFor();
    expect(pathOf(page)).toBe('/minha-conta/start');

    // Sign out from the profile menu, then back in with the new account.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu do perfil:/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await h1(page, 'Entrar').waitFor();
    await fillLogin(page, 'beatriz@padariaboavista.com.br', 'Padaria@2026');
    await h1(page, 'Primeiros passos').waitFor();
  });
});
