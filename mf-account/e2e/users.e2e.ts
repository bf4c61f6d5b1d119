// User management in a real browser on the production build, composed by the shell, signed in
// as Horizonte's super user (Paula Ribeiro, CEO e CO; Otávio Lima is its CO, so the officer
// quota is used): creating users up to the quota, deactivating and reactivating, changing a
// role, handing the super-user status over, axe on the page and on each dialog, and Spanish.
import {
  dialogNamed,
  expectNoViolations,
  h1,
  pathOf,
  signInThroughLogin,
  type Locator,
  type Page,
  withPortalPages,
} from '@portal/testing/browser';

const { env, withPage } = withPortalPages();

const SUPER_USER = 'super.pago@demo.com.br';
const HOME = /^\/minha-conta\/?$/;
const QUOTA = 'Todos os usuários com este perfil já foram utilizados.';

/** Signs in through the login page, then opens user management with its list loaded. */
async function openUserManagement(page: Page, locale: 'pt-BR' | 'es' = 'pt-BR') {
  const es = locale === 'es';
  await signInThroughLogin(page, env.portal.url, SUPER_USER);
  await h1(page, es ? 'Mi cuenta' : 'Minha conta').waitFor();
  await page.goto(`${env.portal.url}gestao-de-usuarios`);
  await h1(page, es ? 'Gestión de usuarios' : 'Gestão de usuários').waitFor();
  await page.getByRole('rowheader', { name: 'Paula Ribeiro' }).waitFor();
}

async function fillNewUser(dialog: Locator, name: string, email: string, role: string) {
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Função').selectOption({ label: role });
}

async function toggle(page: Page, action: 'Desativar' | 'Reativar', name: string) {
  await page.getByRole('button', { name: `${action} (${name})`, exact: true }).click();
  const dialog = dialogNamed(page, `${action} ${name}?`);
  await dialog.waitFor();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('the page passes axe; users are created up to the role quota, then the quota is said', async () => {
  await withPage(async (page) => {
    await openUserManagement(page);
    await expectNoViolations(page);

    // A CEO does not count towards the quota.
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    let dialog = dialogNamed(page, 'Adicionar usuário');
    await dialog.waitFor();
    await expectNoViolations(page);
    const create = dialog.getByRole('button', { name: 'Criar usuário' });
    expect(await create.isDisabled()).toBe(true);
    await fillNewUser(dialog, 'Renata Souza', 'renata.souza@horizonte.com.br', 'CEO');
    await create.click();
    await page
      .getByText('Usuário criado com sucesso. Enviamos um e-mail com os dados de acesso.')
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: 'Renata Souza' }).waitFor();

    // Otávio (CO) deactivated frees one place: a new CO fills it.
    await toggle(page, 'Desativar', 'Otávio Lima');
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    dialog = dialogNamed(page, 'Adicionar usuário');
    await fillNewUser(
      dialog,
      'Marina Costa',
      'marina.costa@horizonte.com.br',
      'Compliance Officer (CO)',
    );
    expect(await dialog.getByText(QUOTA).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Criar usuário' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: 'Marina Costa' }).waitFor();

    // CEO-CO (Paula) and CO (Marina): the quota is used again, said before anything is sent.
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    dialog = dialogNamed(page, 'Adicionar usuário');
    await fillNewUser(dialog, 'Sofia Reis', 'sofia.reis@horizonte.com.br', 'CEO e CO');
    await dialog.getByText(QUOTA).waitFor();
    expect(await dialog.getByRole('button', { name: 'Criar usuário' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Função').selectOption({ label: 'Compliance Officer (CO)' });
    await dialog.getByText(QUOTA).waitFor();
    await expectNoViolations(page);
    // What was typed stays while the role changes.
    expect(await dialog.getByLabel('Nome').inputValue()).toBe('Sofia Reis');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Reactivating Otávio would break the quota: the server's text in a toast.
    await page.getByRole('button', { name: 'Reativar (Otávio Lima)', exact: true }).click();
    const confirm = dialogNamed(page, 'Reativar Otávio Lima?');
    await confirm.getByRole('button', { name: 'Reativar', exact: true }).click();
    await page.getByText(QUOTA).first().waitFor();
  });
});

test('a user is deactivated and reactivated after confirmations; a role is changed', async () => {
  await withPage(async (page) => {
    await openUserManagement(page);
    await page.getByRole('tab', { name: 'Outros colaboradores' }).click();
    const carlos = page.getByRole('row', { name: /Carlos Mendes/ });
    await carlos.getByText('Ativo', { exact: true }).waitFor();

    // Nobody is offered their own deactivation.
    await page.getByRole('tab', { name: 'Compliance Officers & CEOs' }).click();
    expect(await page.getByRole('button', { name: 'Desativar (Paula Ribeiro)' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Outros colaboradores' }).click();

    await toggle(page, 'Desativar', 'Carlos Mendes');
    await page.getByText('Usuário desativado com sucesso.').first().waitFor();
    await carlos.getByText('Inativo', { exact: true }).waitFor();

    await toggle(page, 'Reativar', 'Carlos Mendes');
    await page.getByText('Usuário ativado com sucesso.').first().waitFor();
    await carlos.getByText('Ativo', { exact: true }).waitFor();

    // The role dialog, with the keyboard: CFO becomes CEO and moves to the officers' tab.
    await page
      .getByRole('button', { name: 'Alterar função (Carlos Mendes)', exact: true })
      .press('Enter');
    const dialog = dialogNamed(page, 'Alterar função');
    await dialog.waitFor();
    await expectNoViolations(page);
    await dialog.getByLabel('Função').selectOption({ label: 'CEO' });
    await dialog.getByRole('button', { name: 'Salvar função' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Carlos Mendes agora tem a função CEO.').first().waitFor();
    await page.getByRole('tab', { name: 'Compliance Officers & CEOs' }).click();
    await page.getByRole('rowheader', { name: 'Carlos Mendes' }).waitFor();
  });
});

test('the super user hands the status to a colleague and goes home, without user management', async () => {
  await withPage(async (page) => {
    await openUserManagement(page);
    await page.getByRole('button', { name: 'Alterar superusuário' }).click();
    const dialog = dialogNamed(page, 'Alterar superusuário');
    await dialog.waitFor();
    await expectNoViolations(page);

    const radios = dialog.getByRole('radio');
    expect(await radios.count()).toBe(5);
    // Managers first; never oneself, never a deactivated user.
    expect(await dialog.locator('label').first().innerText()).toBe('Ana Almeida (i-Plus, gestor)');
    await dialog.getByRole('button', { name: 'Página 2' }).click();
    expect(await radios.count()).toBe(5);
    expect(await dialog.getByText(/Paula Ribeiro|Diego Duarte|Heitor Holanda/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Página 1' }).click();

    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Ana Almeida (i-Plus, gestor)' }).check();
    await expectNoViolations(page);
    await confirm.click();

    await h1(page, 'Minha conta').waitFor();
    expect(pathOf(page)).toMatch(HOME);
    await page.getByText('Ana Almeida agora é o superusuário da conta.').first().waitFor();

    // Paula is no longer super user nor manager: user management is not hers any more.
    await page.goto(`${env.portal.url}gestao-de-usuarios`);
    await h1(page, 'Acesso negado').waitFor();
  });
});

test('the page speaks Spanish and passes axe', async () => {
  await withPage(async (page) => {
    await openUserManagement(page, 'es');
    await page.getByRole('tab', { name: 'Compliance Officers y CEOs' }).waitFor();
    await page
      .getByRole('row', { name: /Paula Ribeiro/ })
      .getByText('CEO y CO')
      .waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = dialogNamed(page, 'Agregar usuario');
    await dialog.getByLabel('Función').selectOption({ label: 'Compliance Officer (CO)' });
    await dialog.getByText('Ya se utilizaron todos los usuarios con este perfil.').waitFor();
    await expectNoViolations(page);
  }, 'es');
});
