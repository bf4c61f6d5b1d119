// The purchase path by account state in a real browser on the production build (issue 51),
// signed in through the login form: a paying customer is not offered the trial and is led to
// billing; a late company reaches plan selection from the header; a paid plan chosen without a
// trial is cancelled back to plan selection, the trial included.
import {
  h1,
  type Page,
  pathOf,
  seriousViolations,
  signInThroughLogin,
  withPortalPages,
} from '@portal/testing/browser';

const { env, withPage } = withPortalPages();

const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a paying customer on /checkout: no trial, no second subscription, led to billing', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await h1(page, 'Minha conta').waitFor();
    // Nothing to buy: the header has no link to plan selection.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Planos' }).count()).toBe(0);

    await page.goto(`${env.portal.url}checkout`);
    await h1(page, 'Sua empresa já tem uma assinatura ativa').waitFor();
    expect(await page.getByRole('radio', { name: 'Teste grátis' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ir para a gestão de cobranças' }).click();
    await page.waitForURL(/\/minha-conta\/gestao-de-cobrancas$/);
  });
});

test('a late company reaches plan selection from the header; billing stays its entry', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
    await page.waitForURL(/\/minha-conta\/gestao-de-cobrancas$/);

    await page.getByRole('banner').getByRole('link', { name: 'Planos' }).click();
    await h1(page, 'Escolha seu plano').waitFor();
    expect(pathOf(page)).toBe('/minha-conta/checkout');
    expect(await page.getByRole('radio', { name: 'Teste grátis' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Enterprise' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    // The checkout of the plan just chosen.
    await h2(page, 'Plano').waitFor();
    expect(pathOf(page)).toBe('/minha-conta/start');
    expect(await page.getByRole('radio', { name: 'Enterprise' }).isChecked()).toBe(true);

    // Left unpaid, home still sends it to billing, where the late slip is.
    await page.getByRole('banner').getByRole('link', { name: 'Minha Conta' }).click();
    await page.waitForURL(/\/minha-conta\/gestao-de-cobrancas$/);
  });
});

test('a paid plan chosen without a trial: cancel checkout asks, then lands on plan selection with the trial', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.trial@demo.com.br');
    await h1(page, 'Primeiros passos').waitFor();
    await page.getByRole('radio', { name: 'Advanced' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('button', { name: 'Sou CEO e CO' }).click();
    await page.getByRole('button', { name: 'Ir para a plataforma' }).click();
    // Nothing paid yet: the entry redirect brings it back to its checkout.
    await h2(page, 'Plano').waitFor();
    expect(pathOf(page)).toBe('/minha-conta/start');

    await page.getByRole('button', { name: 'Cancelar checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar a compra?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar a compra' }).click();

    await h1(page, 'Primeiros passos').waitFor();
    expect(await page.getByRole('radio', { name: 'Teste grátis' }).isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/minha-conta/start');
  });
});
