// mf-backoffice in a real browser on the production build, composed by the shell, as the
// provider's administrator (Adriana Prado, groups sales and manager): the companies list driven
// by its address (search, filters, pages, reload, back), a company edited, its users and done
// tasks, the users report as a spreadsheet, the coupons, the sign-up link opened by a visitor,
// a company's super user refused, and axe on every section and dialog in both languages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import {
  type Locator,
  type Page,
  type PersistedSession,
  dialogNamed,
  expectNoViolations,
  h1,
  inFreshPage,
  newPortalPage,
  ROOT,
  signedInSession,
  signInThroughLogin,
  withPortalPages,
} from '@portal/testing/browser';

const { env } = withPortalPages();

const ADMIN = 'admin@provedor.com.br';
const COMPANIES = 'gestao-de-empresas';
const COUPONS = 'gestao-de-empresas/cupons';
const SIGNUP_LINK = 'gestao-de-empresas/gerador-de-link';

type Locale = 'pt-BR' | 'es';

const rowheaders = (scope: Page | Locator) => scope.getByRole('rowheader');
const query = (page: Page) => new URL(page.url()).searchParams;

/** The administrator's session as the login page stores it, with a token the sandbox accepts. */
const adminSession = (): Promise<PersistedSession> => signedInSession(env.portal, {}, ADMIN);

/** Runs `run` in a page signed in as the administrator (no login page), then closes it. */
async function asAdmin(
  run: (page: Page, session: PersistedSession) => Promise<void>,
  locale: Locale = 'pt-BR',
  contextOptions: Record<string, unknown> = {},
) {
  const session = await adminSession();
  const { context, page } = await newPortalPage(env.browser, { session, locale, contextOptions });
  try {
    await run(page, session);
  } finally {
    await context.close();
  }
}

/** Opens the companies list and waits for its rows. */
async function openCompanies(page: Page) {
  await page.goto(`${env.portal.url}${COMPANIES}`);
  await h1(page, 'Gestão de empresas').waitFor();
  await rowheaders(page).first().waitFor();
}

/** The companies the table shows, once it is not refreshing any more. */
async function shownCompanies(page: Page): Promise<string[]> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  return (await rowheaders(page).allInnerTexts()).map((text) => text.replace(/\s*SaaS$/, ''));
}

/** Waits until `read` gives `expected` (deep equality), failing with its last answer. */
async function until<T>(read: () => Promise<T>, expected: T, timeout = 10_000) {
  const giveUpAt = Date.now() + timeout;
  for (;;) {
    const value = await read();
    try {
      expect(value).toEqual(expected);
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the table shows exactly `names` (in order). */
const expectCompanies = (page: Page, names: string[]) => until(() => shownCompanies(page), names);

/**
 * The toast saying `text`, once it shows. While a modal dialog is open, the toasts' region is
 * aria-hidden like the rest of the page (the toast is still announced, by Radix's announcer).
 */
async function toastSaying(page: Page, text: string) {
  const toast = page
    .getByRole('region', { name: /^Notificações/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
  await toast.waitFor();
  return toast;
}

/**
 * Closes a toast as a user would (toasts sit at the bottom right, over the last rows' buttons,
 * for 4 s), once no dialog is open; if it already left by itself, that is fine too.
 */
async function closeToast(toast: Locator) {
  await toast
    .getByRole('button', { name: 'Fechar', exact: true, includeHidden: true })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: 'detached' });
}

async function rowAction(page: Page, company: string, item: string) {
  await page.getByRole('button', { name: `Ações de ${company}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('a search by name lives in the address: a reload and the back button bring it back', async () => {
  await asAdmin(async (page) => {
    await openCompanies(page);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    for (const link of ['Empresas', 'Cupons de desconto', 'Gerador de link SaaS']) {
      await nav.getByRole('link', { name: link }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'Empresas' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((await shownCompanies(page))[0]).toBe('Araucária Papel Ltda');
    await page.getByText('35 empresas', { exact: true }).waitFor();
    await expectNoViolations(page);

    const name = page.getByRole('textbox', { name: 'Nome da empresa' });
    await name.fill('Horizonte');
    await page.waitForURL((url) => url.searchParams.get('nome') === 'Horizonte');
    await expectCompanies(page, ['Horizonte Serviços Ltda']);
    await page.getByText('1 empresa encontrada', { exact: true }).waitFor();

    await page.reload();
    await h1(page, 'Gestão de empresas').waitFor();
    await expectCompanies(page, ['Horizonte Serviços Ltda']);
    expect(await name.inputValue()).toBe('Horizonte');

    // Another search, made with the button this time, then back to the first one.
    await name.fill('Rede Integridade');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('nome') === 'Rede Integridade');
    await expectCompanies(page, ['Rede Integridade Norte', 'Rede Integridade Sul']);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('nome') === 'Horizonte');
    await expectCompanies(page, ['Horizonte Serviços Ltda']);
    expect(await name.inputValue()).toBe('Horizonte');
  });
});

test('a filter, then page 2, then another filter starts again at page 1', async () => {
  await asAdmin(async (page) => {
    await openCompanies(page);
    const pages = page.getByRole('navigation', { name: 'Páginas de empresas' });
    await pages.getByText('Página 1 de 4').waitFor();

    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoViolations(page);
    await page.getByRole('menuitemradio', { name: 'Enterprise' }).click();
    await page.waitForURL((url) => url.searchParams.get('plano') === 'enterprise');
    await page.getByText('13 empresas encontradas', { exact: true }).waitFor();
    await pages.getByText('Página 1 de 2').waitFor();
    expect((await shownCompanies(page))[0]).toBe('Araucária Papel Ltda');

    await pages.getByRole('button', { name: 'Página 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('pagina') === '2');
    await expectCompanies(page, [
      'Sertão Mineração Ltda',
      'Urucum Cosméticos Ltda',
      'Vitória Régia Hotéis Ltda',
    ]);
    await pages.getByText('Página 2 de 2').waitFor();
    expect(query(page).get('plano')).toBe('enterprise');

    // Active companies only: Araucária (deactivated), and Mandacaru and Pau-Brasil (SaaS
    // accounts whose subscription is inactive or cancelled) leave, and the list is on page 1
    // again: the ten left, from the first.
    await page.getByRole('button', { name: /^Filtros\s*1/ }).click();
    await page.getByRole('menuitemradio', { name: 'Ativas' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    expect(query(page).has('pagina')).toBe(false);
    expect(query(page).get('plano')).toBe('enterprise');
    await page.getByText('10 empresas encontradas', { exact: true }).waitFor();
    const active = await shownCompanies(page);
    expect(active).toHaveLength(10);
    expect(active[0]).toBe('Delta Engenharia Ltda');
    expect(active).not.toContain('Mandacaru Energia Ltda');

    // Clearing the filters shows every company again.
    await page.getByRole('button', { name: /^Filtros\s*2/ }).click();
    await page.getByRole('menuitem', { name: 'Limpar filtros' }).click();
    await page.getByText('35 empresas', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await pages.getByText('Página 1 de 4').waitFor();
  });
});

test("a company's name, status and expiry are edited, and the list shows them", async () => {
  await asAdmin(async (page) => {
    await openCompanies(page);
    await rowAction(page, 'Delta Engenharia Ltda', 'Editar');
    const dialog = dialogNamed(page, 'Editar empresa');
    await dialog.getByRole('textbox', { name: 'Nome' }).waitFor();
    // The integrity networks' codes loaded: the whole dialog is there for axe.
    await dialog.getByText('REDESUL · Rede Integridade Sul').waitFor({ state: 'attached' });
    await expectNoViolations(page);

    const save = dialog.getByRole('button', { name: 'Salvar dados' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Delta Engenharia e Obras Ltda');
    await dialog.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Desativada' });
    await dialog.getByLabel('Vencimento do contrato').fill('2030-01-15');
    await save.click();
    await toastSaying(page, 'Os dados da empresa foram atualizados com sucesso');
    // The dialog stays, now about the company as saved.
    await dialog.getByText('Delta Engenharia e Obras Ltda', { exact: true }).first().waitFor();
    expect(await save.isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Delta Engenharia e Obras Ltda/ });
    await row.getByText('Desativada', { exact: true }).waitFor();
    await row.getByText('15/01/2030', { exact: true }).waitFor();
    expect(await page.getByRole('rowheader', { name: 'Delta Engenharia Ltda' }).count()).toBe(0);

    // What was saved is what the server has: a reload shows the same.
    await page.reload();
    await page
      .getByRole('row', { name: /Delta Engenharia e Obras Ltda/ })
      .getByText('15/01/2030', { exact: true })
      .waitFor();
  });
});

test("Horizonte's users, ten a page, a new user; its done tasks, one reopened", async () => {
  await asAdmin(async (page) => {
    await openCompanies(page);
    await rowAction(page, 'Horizonte Serviços Ltda', 'Ver usuários');
    let dialog = dialogNamed(page, 'Usuários da empresa');
    await dialog.getByRole('rowheader', { name: 'Paula Ribeiro' }).waitFor();
    expect(await rowheaders(dialog).count()).toBe(10);
    const pages = dialog.getByRole('navigation', { name: 'Páginas de usuários' });
    await pages.getByText('Página 1 de 2').waitFor();
    await expectNoViolations(page);
    await pages.getByRole('button', { name: 'Página 2', exact: true }).click();
    await dialog.getByRole('rowheader', { name: 'João Barbosa' }).waitFor();
    expect(await rowheaders(dialog).count()).toBe(3);

    await dialog.getByRole('button', { name: 'Adicionar usuário' }).click();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Lívia Lopes');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('livia.lopes@horizonte.com.br');
    await dialog.getByRole('combobox', { name: 'Função' }).selectOption({ label: 'Colaborador' });
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await toastSaying(page, 'Usuário criado');
    // The new user is shown on their page: the last one, now with four.
    const livia = dialog.getByRole('row', { name: /Lívia Lopes/ });
    await livia.getByText('livia.lopes@horizonte.com.br').waitFor();
    await livia.getByText('Colaborador').waitFor();
    expect(await rowheaders(dialog).count()).toBe(4);
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await rowAction(page, 'Horizonte Serviços Ltda', 'Ver tarefas');
    dialog = dialogNamed(page, 'Tarefas concluídas');
    await dialog.getByRole('rowheader', { name: 'Código de conduta' }).waitFor();
    expect(await rowheaders(dialog).allInnerTexts()).toEqual([
      'Diagnóstico de riscos',
      'Código de conduta',
      'Canal de denúncias',
    ]);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Reabrir (Código de conduta)' }).click();
    const reopened = await toastSaying(page, 'Tarefa reaberta com sucesso');
    await dialog
      .getByRole('rowheader', { name: 'Código de conduta' })
      .waitFor({ state: 'detached' });
    expect(await rowheaders(dialog).allInnerTexts()).toEqual([
      'Diagnóstico de riscos',
      'Canal de denúncias',
    ]);

    // Reopened for good: a new opening of the dialog lists two.
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await closeToast(reopened);
    await rowAction(page, 'Horizonte Serviços Ltda', 'Ver tarefas');
    await dialog.getByRole('rowheader', { name: 'Canal de denúncias' }).waitFor();
    expect(await rowheaders(dialog).count()).toBe(2);
  });
});

/** A phone of `width` px, touch and all. */
const phone = (width: number) => ({ viewport: { width, height: 740 }, hasTouch: true });

/** Whatever of the dialog lies outside the screen, in px per side (all 0 when it fits). */
async function outsideScreen(page: Page, dialog: Locator) {
  // Let the opening animation settle.
  await page.waitForTimeout(300);
  const box = (await dialog.boundingBox())!;
  const screen = page.viewportSize()!;
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  return {
    left: Math.max(0, -box.x),
    top: Math.max(0, -box.y),
    right: Math.max(0, box.x + box.width - screen.width),
    bottom: Math.max(0, box.y + box.height - screen.height),
    sideways,
  };
}
const INSIDE = { left: 0, top: 0, right: 0, bottom: 0, sideways: 0 };

/** Horizonte's users modal opened from the companies list, with its first page listed. */
async function openHorizonteUsers(page: Page) {
  await openCompanies(page);
  await rowAction(page, 'Horizonte Serviços Ltda', 'Ver usuários');
  const users = dialogNamed(page, 'Usuários da empresa');
  await users.getByRole('rowheader', { name: 'Carlos Mendes' }).waitFor();
  return users;
}

/** A row's action in the users modal (the menu is named for the user). */
async function userAction(page: Page, users: Locator, name: string, item: string) {
  await users.getByRole('button', { name: `Ações de ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test("signed in through the form on a 320 px phone, Horizonte's subscription is cancelled from its status and reactivated, by keyboard", async () => {
  const { context, page } = await newPortalPage(env.browser, { contextOptions: phone(320) });
  try {
    await signInThroughLogin(page, env.portal.url, ADMIN);
    await page.goto(`${env.portal.url}${COMPANIES}?nome=Horizonte`);
    await expectCompanies(page, ['Horizonte Serviços Ltda']);
    const row = page.getByRole('row', { name: /Horizonte Serviços Ltda/ });
    await row.getByText('Ativa', { exact: true }).waitFor();

    /** Opens the edit dialog from the row's menu and sets the status, keys only. */
    const setStatus = async (label: string) => {
      await page.getByRole('button', { name: 'Ações de Horizonte Serviços Ltda' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Editar', exact: true }).waitFor();
      await page.keyboard.press('Enter');
      const edit = dialogNamed(page, 'Editar empresa');
      const status = edit.getByRole('combobox', { name: 'Situação' });
      await status.focus();
      await page.keyboard.press(label === 'Desativada' ? 'ArrowDown' : 'ArrowUp');
      expect(await status.inputValue()).toBe(label === 'Desativada' ? 'disabled' : 'active');
      // Enter in the name field sends the form.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      return edit;
    };
    /** The confirmation, on screen at 320 px, confirmed with the keyboard. */
    const confirmWithKeys = async (title: string, action: string) => {
      const ask = dialogNamed(page, title);
      await ask.waitFor();
      expect(await outsideScreen(page, ask)).toEqual(INSIDE);
      const confirm = ask.getByRole('button', { name: action, exact: true });
      for (
        let tab = 0;
        tab < 4 && !(await confirm.evaluate((b) => b === document.activeElement));
        tab += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      return ask;
    };

    let edit = await setStatus('Desativada');
    const ask = dialogNamed(page, 'Cancelar a assinatura?');
    await ask.waitFor();
    await expectNoViolations(page);
    await confirmWithKeys('Cancelar a assinatura?', 'Cancelar assinatura');
    await toastSaying(page, 'Assinatura cancelada');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    // The row says so, still marked SaaS, and the Desativadas filter finds it.
    await row.getByText('Desativada', { exact: true }).waitFor();
    await row.getByText('SaaS', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('menuitemradio', { name: 'Desativadas' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'disabled');
    await expectCompanies(page, ['Horizonte Serviços Ltda']);

    // Reactivation: a failure first says the spec's text and keeps the choice; then it works.
    await fetch(`${env.portal.sandboxOrigin}/__sandbox/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call: 'reactivateSubscription', status: 500 }),
    });
    edit = await setStatus('Ativa');
    await confirmWithKeys('Reativar a assinatura?', 'Reativar assinatura');
    await toastSaying(page, 'Ocorreu um erro ao alterar o status da assinatura');
    const status = edit.getByRole('combobox', { name: 'Situação' });
    expect(await status.inputValue()).toBe('active');
    await edit.getByRole('textbox', { name: 'Nome' }).focus();
    await page.keyboard.press('Enter');
    await confirmWithKeys('Reativar a assinatura?', 'Reativar assinatura');
    await toastSaying(page, 'Assinatura reativada');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    await expectCompanies(page, []);
    await page.getByText('Sua pesquisa não retornou resultados').waitFor();
    await page.goto(`${env.portal.url}${COMPANIES}?nome=Horizonte&status=active`);
    await expectCompanies(page, ['Horizonte Serviços Ltda']);
    await row.getByText('Ativa', { exact: true }).waitFor();
  } finally {
    await context.close();
  }
});

test("on a 320 px phone, a customer's user is corrected and another deactivated from the users modal", async () => {
  await asAdmin(
    async (page) => {
      const users = await openHorizonteUsers(page);
      expect(await outsideScreen(page, users)).toEqual(INSIDE);
      expect(await rowheaders(users).count()).toBe(10);

      await userAction(page, users, 'Carlos Mendes', 'Editar');
      const edit = dialogNamed(page, 'Editar usuário');
      await edit.getByText('Horizonte Serviços', { exact: true }).waitFor();
      expect(await outsideScreen(page, edit)).toEqual(INSIDE);
      await expectNoViolations(page);

      // A colleague's e-mail: the server's refusal on the field, everything typed kept.
      const email = edit.getByRole('textbox', { name: 'E-mail' });
      await email.fill('co@demo.com.br');
      await edit.getByRole('combobox', { name: 'Função' }).selectOption({ label: 'CEO' });
      await edit.getByRole('button', { name: 'Salvar usuário' }).click();
      await edit
        .getByText('Este e-mail já está cadastrado. Tente recuperar a senha.', { exact: true })
        .waitFor();
      expect(await edit.getByRole('combobox', { name: 'Função' }).inputValue()).toBe('ceo');

      await email.fill('carlos.mendes@horizonte.com.br');
      await edit.getByRole('button', { name: 'Salvar usuário' }).click();
      await toastSaying(page, 'Usuário atualizado');
      await edit.waitFor({ state: 'hidden' });
      const carlos = users.getByRole('row', { name: /Carlos Mendes/ });
      await carlos.getByText('carlos.mendes@horizonte.com.br').waitFor();
      await carlos.getByText('CEO', { exact: true }).waitFor();

      // Deactivation asks first, then the row says so where it is.
      await userAction(page, users, 'Otávio Lima', 'Desativar');
      const ask = dialogNamed(page, 'Desativar Otávio Lima?');
      expect(await outsideScreen(page, ask)).toEqual(INSIDE);
      await ask.getByRole('button', { name: 'Desativar', exact: true }).click();
      await toastSaying(page, 'Usuário desativado com sucesso.');
      await users
        .getByRole('row', { name: /Otávio Lima/ })
        .getByText('Inativo', { exact: true })
        .waitFor();

      // Saved for good: the modal opened again reads them from the server.
      await users.getByRole('button', { name: 'Fechar', exact: true }).last().click();
      await users.waitFor({ state: 'hidden' });
      await rowAction(page, 'Horizonte Serviços Ltda', 'Ver usuários');
      await users
        .getByRole('row', { name: /Carlos Mendes/ })
        .getByText('carlos.mendes@horizonte.com.br')
        .waitFor();
    },
    'pt-BR',
    phone(320),
  );
});

test('the users-modal edit at 390 px, for review (.e2e-artifacts/backoffice/)', async () => {
  await asAdmin(
    async (page) => {
      const users = await openHorizonteUsers(page);
      await userAction(page, users, 'Carlos Mendes', 'Editar');
      const edit = dialogNamed(page, 'Editar usuário');
      await edit.getByText('Horizonte Serviços', { exact: true }).waitFor();
      await edit
        .getByRole('combobox', { name: 'Função' })
        .selectOption({ label: 'Compliance Officer (CO)' });
      await edit
        .getByText('Todos os usuários com este perfil já foram utilizados.', { exact: true })
        .waitFor();
      expect(await outsideScreen(page, edit)).toEqual(INSIDE);
      const shots = path.join(ROOT, '.e2e-artifacts', 'backoffice');
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, 'users-modal-edit-390.png') });
    },
    'pt-BR',
    phone(390),
  );
});

test('the users report downloads as a spreadsheet with every user of the sandbox', async () => {
  await asAdmin(async (page, session) => {
    await openCompanies(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Relatório de usuários (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'users-report-')), 'report.xlsx');
    await download.saveAs(file);

    // As many users as the server reports (its own answer, read with the session's token).
    const answer = await fetch(`${env.portal.config.api.user}/control/users-report`, {
      headers: { authorization: `Bearer ${session.state.session.token as string}` },
    });
    const users = (await answer.json()).payload as { email: string }[];
    expect(users.length).toBeGreaterThan(30);
    await toastSaying(page, `A planilha tem ${users.length} usuários.`);

    const [header, ...rows] = await readSheet(file);
    expect(header).toEqual(['Empresa mãe', 'Empresa', 'Nome', 'E-mail', 'Função']);
    expect(rows).toHaveLength(users.length);
    expect(rows).toContainEqual([
      null,
      'Horizonte Serviços Ltda',
      'Paula Ribeiro',
      'super.pago@demo.com.br',
      'CEO e CO',
    ]);
    expect(rows.map((row) => row[3]).sort()).toEqual(users.map((user) => user.email).sort());
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

test('coupons: one is created, its code changed, then deleted after a confirmation', async () => {
  await asAdmin(async (page) => {
    await openCompanies(page);
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Cupons de desconto' })
      .click();
    await h1(page, 'Cupons de desconto').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/minha-conta/${COUPONS}`);
    const table = page.getByRole('table', { name: 'Cupons de desconto' });
    await table.getByRole('rowheader', { name: 'BEMVINDO10' }).waitFor();
    expect(await rowheaders(table).allInnerTexts()).toEqual([
      'BEMVINDO10',
      'PARCEIRO25',
      'REDE100',
    ]);
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Criar cupom' }).click();
    let dialog = dialogNamed(page, 'Criar cupom');
    const code = dialog.getByRole('textbox', { name: 'Código do cupom' });
    await code.fill('verao20');
    expect(await code.inputValue()).toBe('VERAO20');
    await dialog.getByRole('checkbox', { name: 'Advanced (ad)' }).check();
    const discount = dialog.getByRole('group', { name: 'Desconto 1' });
    await discount.getByRole('combobox', { name: 'Produto' }).selectOption({ label: 'Advanced' });
    await discount.getByRole('textbox', { name: 'Desconto (%)' }).fill('20');
    await discount.getByRole('combobox', { name: 'Duração' }).selectOption({ label: '6 meses' });
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Criar cupom' }).click();
    const created = await toastSaying(
      page,
      'O cupom VERAO20 já pode ser usado nos planos escolhidos.',
    );
    await dialog.waitFor({ state: 'hidden' });
    await closeToast(created);
    await table
      .getByRole('row', { name: /VERAO20/ })
      .getByText('Advanced: 20% por 6 meses')
      .waitFor();
    expect(await rowheaders(table).count()).toBe(4);

    await page.getByRole('button', { name: 'Editar código (VERAO20)' }).click();
    dialog = dialogNamed(page, 'Editar código do cupom');
    await dialog.getByRole('textbox', { name: 'Código do cupom' }).fill('VERAO25');
    await dialog.getByRole('button', { name: 'Salvar código' }).click();
    const renamed = await toastSaying(page, 'O cupom agora se chama VERAO25.');
    await dialog.waitFor({ state: 'hidden' });
    await closeToast(renamed);
    await table
      .getByRole('row', { name: /VERAO25/ })
      .getByText('Advanced: 20% por 6 meses')
      .waitFor();
    expect(await table.getByRole('rowheader', { name: 'VERAO20' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Excluir (VERAO25)' }).click();
    dialog = dialogNamed(page, 'Excluir o cupom VERAO25?');
    await dialog.waitFor();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await toastSaying(page, 'O cupom VERAO25 não pode mais ser usado.');
    await table.getByRole('rowheader', { name: 'VERAO25' }).waitFor({ state: 'detached' });
    expect(await rowheaders(table).allInnerTexts()).toEqual([
      'BEMVINDO10',
      'PARCEIRO25',
      'REDE100',
    ]);

    // The list is the server's: a reload shows the same three.
    await page.reload();
    await table.getByRole('rowheader', { name: 'BEMVINDO10' }).waitFor();
    expect(await rowheaders(table).count()).toBe(3);
  });
});

test('the sign-up link of a plan opens, for a visitor, the sign-up wizard with that plan', async () => {
  await asAdmin(async (page) => {
    await page.goto(`${env.portal.url}${SIGNUP_LINK}`);
    await h1(page, 'Gerador de link SaaS').waitFor();
    const link = page.getByRole('status', { name: 'Link de cadastro' });
    // Advanced with the web channel at first.
    await until(
      () => link.textContent(),
      `${new URL(env.portal.url).origin}/minha-conta/login/cadastro/adw/false`,
    );
    await expectNoViolations(page);

    // Enterprise, the free-phone channel instead of the web one, in Rede Integridade Sul.
    await page.getByRole('radio', { name: 'Enterprise' }).check();
    await page.getByRole('checkbox', { name: 'Canal 0800 com psicólogos e link' }).check();
    await page.getByRole('checkbox', { name: 'Canal de denúncias web', exact: true }).uncheck();
    await page.getByRole('switch', { name: 'Rede de integridade' }).click();
    await page
      .getByRole('combobox', { name: 'Código da empresa mãe' })
      .selectOption({ label: 'REDESUL — Rede Integridade Sul' });
    const expected = `${new URL(env.portal.url).origin}/minha-conta/login/cadastro/enwl0800/REDESUL`;
    await until(() => link.textContent(), expected);
    const open = page.getByRole('link', { name: /^Abrir link/ });
    expect(await open.getAttribute('href')).toBe(expected);
    expect(await open.getAttribute('target')).toBe('_blank');
    await expectNoViolations(page);

    // Someone not signed in opens it (a signed-in visitor would be taken home).
    await inFreshPage(env.browser, async (visitor) => {
      await visitor.goto(expected);
      await h1(visitor, 'Cadastre sua empresa').waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/minha-conta/login/cadastro/enwl0800/REDESUL');
      // mf-auth's panel of what the link chose.
      const chosen = visitor.getByRole('definition').filter({
        hasText: 'Enterprise + Canal 0800 com psicólogos e link',
      });
      await chosen.waitFor();
      await visitor.getByRole('term').filter({ hasText: 'Plano escolhido' }).waitFor();
      await visitor.getByRole('definition').filter({ hasText: 'REDESUL' }).waitFor();
    });
  });
});

test("a company's super user who deep-links to the coupons signs in and is refused", async () => {
  await inFreshPage(env.browser, async (page) => {
    await page.goto(`${env.portal.url}${COUPONS}`);
    await h1(page, 'Entrar').waitFor();
    await page.getByLabel('E-mail').fill('super.pago@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Senha@123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await h1(page, 'Acesso negado').waitFor();
    expect(new URL(page.url()).pathname).toBe('/minha-conta/acesso-negado');
    await page
      .getByRole('main')
      .getByText('Você não tem permissão para acessar esta página.')
      .waitFor();
    expect(await h1(page, 'Cupons de desconto').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Back-office' }).count()).toBe(0);
  });
});

test('in Spanish: every section and its dialogs speak Spanish and pass axe', async () => {
  await asAdmin(async (page) => {
    await page.goto(`${env.portal.url}${COMPANIES}`);
    await h1(page, 'Gestión de empresas').waitFor();
    await page.getByRole('rowheader', { name: 'Araucária Papel Ltda' }).waitFor();
    await page.getByRole('textbox', { name: 'Nombre de la empresa' }).waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Acciones de Horizonte Serviços Ltda' }).click();
    await page.getByRole('menuitem', { name: 'Ver tareas' }).click();
    const tasks = dialogNamed(page, 'Tareas concluidas');
    await tasks.getByRole('rowheader', { name: 'Código de conduta' }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await tasks.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Acciones de Delta Engenharia Ltda' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = dialogNamed(page, 'Editar empresa');
    await edit.getByRole('textbox', { name: 'Nombre' }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Cupones de descuento' }).click();
    await h1(page, 'Cupones de descuento').waitFor();
    await page.getByRole('rowheader', { name: 'BEMVINDO10' }).waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    const create = dialogNamed(page, 'Crear cupón');
    await create.waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'hidden' });

    await nav.getByRole('link', { name: 'Generador de enlace SaaS' }).click();
    await h1(page, 'Generador de enlace SaaS').waitFor();
    await page.getByRole('status', { name: 'Enlace de registro' }).waitFor();
    await expectNoViolations(page);
  }, 'es');
});
