// The purchase in a real browser on the production build, composed by the shell: a trial owner
// presses 'buy now' on home and buys through the four checkout steps; one subscription at the
// sandbox whatever the clicks; card data in no storage; a slip opening in a new tab.
import {
  DEMO_PASSWORD,
  inFreshPage,
  type Page,
  seriousViolations,
  signInThroughLogin,
  withPortal,
} from '@portal/testing/browser';

const env = withPortal();
const OWNER = 'super.teste@demo.com.br';

const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

/** The owner's subscriptions, read at the sandbox with the owner's own sign-in. */
async function subscriptionsOf(email: string): Promise<{ planCode: string }[]> {
  const api = env.portal.config.api.user;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }).then((response) => response.json());
  const answer = await fetch(`${api}/payment/subscription`, {
    headers: { authorization: `Bearer ${login.payload.token}` },
  }).then((response) => response.json());
  return answer.payload;
}

/** Home's 'buy now', then the plan and company steps (the company's data is already there). */
async function toPayment(page: Page) {
  await signInThroughLogin(page, env.portal.url, OWNER);
  await page.getByRole('button', { name: 'Comprar agora' }).click();
  await h2(page, 'Plano').waitFor();
  await page.getByRole('radio', { name: /Advanced/ }).check();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await h2(page, 'Dados da empresa e de cobrança').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Telefone do financeiro').fill('11987654321');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await h2(page, 'Pagamento').waitFor();
}

test('buys by card: focus on each step, the review masks the card, a double click buys once', async () => {
  const before = await subscriptionsOf(OWNER);
  await inFreshPage(env.browser, async (page) => {
    await toPayment(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pagamento');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
    await page.getByLabel('Nome do titular').fill('teresa nunes');
    await page.getByLabel('Número do cartão').fill('5555555555554444');
    await page.getByText('Bandeira: Mastercard').waitFor();
    await page.getByLabel('CPF ou CNPJ do titular').fill('52998224725');
    await page.getByLabel('Validade').fill('1230');
    await page.getByLabel('CVV').fill('123');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Próximo' }).click();

    await h2(page, 'Finalização').waitFor();
    await page.getByText('•••• •••• •••• 4444').waitFor();
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/payment/checkout')) {
        purchases.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.getByRole('button', { name: 'Finalizar compra' }).dblclick();
    const success = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
    await success.waitFor();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatch(/^[0-9a-f-]{8,}$/);
    expect(await seriousViolations(page)).toEqual([]);

    const storage = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(storage).not.toContain('5555');
    expect(storage).not.toMatch(/"cvv":"\d/);

    await success.getByRole('button', { name: 'Ir para a plataforma' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/start'));
  });
  const after = await subscriptionsOf(OWNER);
  expect(after.length - before.length).toBe(1);
  expect(after.filter((subscription) => subscription.planCode === 'ad')).toHaveLength(1);
});

test('buys by bank slip after a reload on step 3; the slip opens in a new tab', async () => {
  await inFreshPage(env.browser, async (page) => {
    await toPayment(page);
    await page.reload();
    await h2(page, 'Pagamento').waitFor();
    await page.getByRole('radio', { name: /Boleto bancário/ }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Finalização').waitFor();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    const success = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
    await success.waitFor();

    const [slip] = await Promise.all([
      page.context().waitForEvent('page'),
      success.getByRole('button', { name: 'Ver boleto' }).click(),
    ]);
    await slip.waitForLoadState();
    expect(new URL(slip.url()).pathname).toMatch(/^\/slips\//);
    expect(await slip.textContent('body')).toContain('R$');
  });
});
