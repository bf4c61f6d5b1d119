// What people do from a phone (issue 28), on a 320 × 640 touch screen: sign up and sign in, buy
// a plan by bank slip with the summary bar, add a colleague in the bottom sheet, copy a late
// slip's digitable line, and work the back-office's list; never a sideways scroll.
import { newPortalPage, type Page, signInThroughLogin, withPortal } from '@portal/testing/browser';

const env = withPortal();
const PHONE = { width: 320, height: 640 };

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

/** Runs `run` in a fresh 320 px touch page (nobody signed in), in `locale`. */
async function onAPhone(run: (page: Page) => Promise<void>, locale: 'pt-BR' | 'es' = 'pt-BR') {
  const { context, page } = await newPortalPage(env.browser, {
    locale,
    contextOptions: { viewport: PHONE, hasTouch: true, isMobile: true },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
}

/** The open dialog lies inside the screen. */
async function expectDialogOnScreen(page: Page) {
  await page.waitForTimeout(300);
  const box = (await page.getByRole('dialog').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

test('in Spanish, a new company signs up on a phone and lands on its first steps', async () => {
  await onAPhone(async (page) => {
    await page.goto(`${env.portal.url}login/cadastro`);
    await h1(page, 'Registre su empresa').waitFor();
    await page.getByLabel('Nombre completo').fill('Beatriz Campos');
    await page
      .getByLabel(/Celular|Teléfono/)
      .first()
      .fill('11987654321');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: 'Compliance Officer (CO)' }).check();
    await page.getByLabel('Nombre de la empresa').fill('Padaria Boa Vista Ltda');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Correo electrónico').fill('beatriz@padariaboavista.com.br');
    await page.getByLabel('Contraseña', { exact: true }).fill('Padaria@2026');
    await page.getByLabel(/Confirme la contraseña|Confirmar contraseña/).fill('Padaria@2026');
    await page.getByRole('checkbox').check();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/\/minha-conta\/start$/);
    await expectNoSidewaysScroll(page);
  }, 'es');
});

test('a trial owner signs in and buys a plan by bank slip through the summary bar', async () => {
  await onAPhone(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.teste@demo.com.br');
    await page.getByRole('button', { name: 'Comprar agora' }).click();
    await h2(page, 'Plano').waitFor();
    await page.getByRole('radio', { name: /Advanced/ }).check();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Dados da empresa e de cobrança').waitFor();
    const phone = page.getByLabel('Telefone do financeiro');
    await phone.fill('11987654321');
    expect(await phone.getAttribute('inputmode')).toBe('tel');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Pagamento').waitFor();
    await page.getByRole('radio', { name: /Boleto bancário/ }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Finalização').waitFor();
    await expectNoSidewaysScroll(page);

    // The summary is a bar at the bottom: its total, and the one finish button.
    const finish = page.getByRole('button', { name: 'Finalizar compra' });
    const bar = (await finish.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
    expect(bar.x + bar.width).toBeLessThanOrEqual(PHONE.width);
    // The page ends lower by the bar's height: scrolled to the end, the footer shows above it.
    const ends = await finish.evaluate((button) => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      let sheet: Element | null = button;
      while (sheet && getComputedStyle(sheet).position !== 'fixed') sheet = sheet.parentElement;
      return {
        footer: document.querySelector('footer')!.getBoundingClientRect().bottom,
        bar: sheet!.getBoundingClientRect().top,
      };
    });
    expect(ends.footer).toBeLessThanOrEqual(ends.bar);
    await finish.click();
    await page.getByRole('dialog', { name: 'Compra realizada com sucesso!' }).waitFor();
    await expectDialogOnScreen(page);
  });
});

test('a super user adds a colleague in the bottom sheet', async () => {
  await onAPhone(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-usuarios`);
    await page.getByRole('rowheader', { name: 'Paula Ribeiro' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const sheet = page.getByRole('dialog', { name: 'Adicionar usuário' });
    await expectDialogOnScreen(page);
    await sheet.getByLabel('Nome').fill('Lívia Lopes');
    await sheet.getByLabel('E-mail').fill('livia@horizonte.com.br');
    await sheet.getByLabel('Função').selectOption({ label: 'Colaborador' });
    await sheet.getByRole('button', { name: 'Criar usuário' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Outros colaboradores' }).click();
    await page.getByRole('button', { name: /Próxima/ }).click();
    await page.getByRole('rowheader', { name: 'Lívia Lopes' }).waitFor();
    await expectNoSidewaysScroll(page);
  });
});

test('a late account copies its slip’s digitable line', async () => {
  await onAPhone(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
    await h1(page, 'Gestão de cobranças').waitFor();
    const banner = page.getByRole('alert');
    await banner.getByText(/em atraso desde/).waitFor();
    await banner.getByRole('button', { name: 'Copiar a linha digitável' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replace(/\D/g, '')).toMatch(/^\d{47}$/);
    await expectNoSidewaysScroll(page);
  });
});

test('the administrator searches the companies and reopens a task from a row’s menu', async () => {
  await onAPhone(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'admin@provedor.com.br');
    await page.goto(`${env.portal.url}gestao-de-empresas`);
    await page.getByLabel('Nome da empresa').fill('horizonte');
    await page.waitForURL(/nome=horizonte/);
    await page.getByRole('rowheader', { name: /Horizonte Serviços Ltda/ }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Ações de Horizonte Serviços Ltda' }).click();
    await page.getByRole('menuitem', { name: 'Ver tarefas' }).click();
    await expectDialogOnScreen(page);
    const tasks = page.getByRole('dialog');
    await tasks
      .getByRole('button', { name: /Reabrir/ })
      .first()
      .click();
    await page.getByText('Tarefa reaberta com sucesso', { exact: true }).waitFor();
  });
});
