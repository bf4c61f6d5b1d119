// mf-billing in a real browser on the production build, composed by the shell: the account with
// a late bank slip lands here after login, sees what it owes first, and opens the slip.
import { seriousViolations, signInThroughLogin, withPortalPages } from '@portal/testing/browser';

const { env, withPage } = withPortalPages();

test('the late account lands here, sees the late slip first and opens it in a new tab', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
    await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/minha-conta/gestao-de-cobrancas');
    const banner = page.getByRole('alert');
    await banner.getByText(/em atraso desde/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const [slip] = await Promise.all([
      page.context().waitForEvent('page'),
      banner.getByRole('link', { name: 'Abrir o boleto' }).click(),
    ]);
    await slip.waitForLoadState();
    const document = (await slip.textContent('body')) ?? '';
    expect(document).toContain('Cerrado Alimentos Ltda');
    expect(document).toMatch(/R\$\s3\.080,00/);
    expect(document.replace(/\D/g, '')).toMatch(/\d{47}/);
  });
});

test('in Spanish: the paid account sees its subscription, axe-clean', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByText('Tarjeta de crédito terminada en 1111').waitFor();
    await page.getByText('Valor por mes').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 'es');
});

test('the paid account sees its charges and changes the billing e-mail, which a reload keeps', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByText('Cartão de crédito terminado em 1111').waitFor();
    await page.getByRole('button', { name: 'Histórico de cobranças' }).click();
    const table = page.getByRole('table', { name: 'Histórico de cobranças' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Novo e-mail de cobrança').fill('contas@horizonte.com.br');
    await page.getByRole('button', { name: 'Salvar e-mail' }).click();
    await page.getByText('E-mail de cobrança atualizado').waitFor();
    await page.reload();
    await page.getByText('As cobranças são enviadas para contas@horizonte.com.br.').waitFor();
  });
});

test("the paid account opens a card charge's bill from the history, in a new tab", async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('button', { name: 'Histórico de cobranças' }).click();
    const table = page.getByRole('table', { name: 'Histórico de cobranças' });
    const details = table.getByRole('link', { name: 'Ver fatura (abre em uma nova aba)' }).first();
    expect(await details.getAttribute('rel')).toBe('noopener noreferrer');
    const [bill] = await Promise.all([page.context().waitForEvent('page'), details.click()]);
    await bill.waitForLoadState();
    expect(new URL(bill.url()).pathname).toMatch(/^\/bills\/bill-adw-/);
    const document = (await bill.textContent('body')) ?? '';
    expect(document).toContain('Horizonte Serviços Ltda');
    expect(document).toContain('Cartão de crédito terminado em 1111');
    expect(await bill.evaluate(() => window.opener)).toBeNull();
  });
});
