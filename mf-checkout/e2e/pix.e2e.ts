// Buying a plan by Pix in a real browser on the production build, composed by the shell (issue
// 54, ADR 013: flag checkout-pix, on in the test config): a new trial company chooses its plan,
// goes through onboarding and buys by Pix; the sandbox confirms the Pix as the bank would, and
// the page learns it without a reload: the plan has started and the platform opens.
import { seriousViolations, signInThroughLogin, withPortalPages } from '@portal/testing/browser';
import { stepHeading, subscriptionsOf } from './support';

const { env, withPage } = withPortalPages();
const OWNER = 'super.trial@demo.com.br';

test('a new company buys its plan by Pix: the code, the bank’s confirmation seen without a reload, the plan started (issue 54)', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, OWNER);
    await page.getByRole('heading', { level: 1, name: 'Primeiros passos' }).waitFor();
    await page.getByRole('radio', { name: 'Essential' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('radio', { name: 'Compliance Officer (CO)' }).check();
    await page.getByRole('button', { name: 'Sou CEO e CO' }).click();
    await page.getByRole('button', { name: 'Ir para a plataforma' }).click();

    await page.getByRole('heading', { level: 1, name: 'Contratar plano' }).waitFor();
    await page.getByRole('radio', { name: /Essential/ }).waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Dados da empresa e de cobrança').waitFor();
    await page.getByLabel('Telefone do financeiro').fill('11987654321');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Pagamento').waitFor();
    await page.getByRole('radio', { name: /^Pix/ }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Finalização').waitFor();
    await page.getByText('Pix', { exact: true }).waitFor();

    const purchases: string[] = [];
    const tokenisations: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('/payment/checkout')) purchases.push(request.url());
      if (request.url().includes('/payment_profiles')) tokenisations.push(request.url());
    });
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await stepHeading(page, 'Pagamento por Pix').waitFor();
    await page.getByRole('img', { name: /^QR Code do Pix de R\$\s2\.490,00$/ }).waitFor();
    const code = ((await page.getByText(/^000201/).textContent()) ?? '').trim();
    expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    // One purchase, by Pix (the sandbox says so below), with no card sent to the provider.
    expect(purchases).toHaveLength(1);
    expect(tokenisations).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await subscriptionsOf(env.portal.config.api.user, OWNER)).toMatchObject([
      { planCode: 'es', status: 'pending', paymentMethodCode: 'pix' },
    ]);

    // The page is never reloaded: what it holds now stays.
    await page.evaluate(() => ((window as unknown as { beforePix: boolean }).beforePix = true));
    const settled = await fetch(`${env.portal.sandboxOrigin}/__sandbox/pix`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'paid' }),
    });
    expect(settled.status).toBe(200);
    // Read every 2 s: seen well within 3 s of the confirmation.
    await page.getByText('Pagamento recebido!').waitFor({ timeout: 5000 });
    const success = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
    await success.getByText('Recebemos o seu Pix. O seu plano já começou.').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { beforePix?: boolean }).beforePix),
    ).toBe(true);
    expect(await subscriptionsOf(env.portal.config.api.user, OWNER)).toMatchObject([
      { planCode: 'es', status: 'active' },
    ]);

    // The plan started: the platform opens (a company without one would be sent to billing).
    await success.getByRole('button', { name: 'Ir para a plataforma' }).click();
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/minha-conta\/?$/);
  });
});
