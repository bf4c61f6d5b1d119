// The purchase in a real browser on the production build, composed by the shell: a trial owner
// presses 'buy now' on home and buys through the four checkout steps; one subscription at the
// sandbox whatever the clicks; card data in no storage; a slip opening in a new tab.
import {
  collectReports,
  type Page,
  seriousViolations,
  signInThroughLogin,
  withPortalPages,
} from '@portal/testing/browser';
import { stepHeading, subscriptionsOf } from './support';

const { env, withPage } = withPortalPages();
const OWNER = 'super.teste@demo.com.br';

/** The card step's five fields, as a user types them (the holder's name in lower case). */
async function fillCard(
  page: Page,
  { holder, number, cvv }: { holder: string; number: string; cvv: string },
) {
  await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
  await page.getByLabel('Nome do titular').fill(holder);
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('CPF ou CNPJ do titular').fill('52998224725');
  await page.getByLabel('Validade').fill('1230');
  await page.getByLabel('CVV').fill(cvv);
}

/** Home's 'buy now', then the plan and company steps (the company's data is already there). */
async function toPayment(page: Page) {
  await signInThroughLogin(page, env.portal.url, OWNER);
  await page.getByRole('button', { name: 'Comprar agora' }).click();
  await stepHeading(page, 'Plano').waitFor();
  await page.getByRole('radio', { name: /Advanced/ }).check();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await stepHeading(page, 'Dados da empresa e de cobrança').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Telefone do financeiro').fill('11987654321');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await stepHeading(page, 'Pagamento').waitFor();
}

test('a new trial company: plan, onboarding, then a card purchase, and home', async () => {
  const owner = 'super.trial@demo.com.br';
  await withPage(async (page) => {
    const reports = collectReports(page);
    await signInThroughLogin(page, env.portal.url, owner);
    await page.getByRole('heading', { level: 1, name: 'Primeiros passos' }).waitFor();
    await page.getByRole('radio', { name: 'Essential' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('radio', { name: 'Compliance Officer (CO)' }).check();
    await page.getByRole('button', { name: 'Sou CEO e CO' }).click();
    await page.getByRole('button', { name: 'Ir para a plataforma' }).click();

    // Home sends a paid plan without a finished checkout on to it.
    await page.getByRole('heading', { level: 1, name: 'Contratar plano' }).waitFor();
    await page.getByRole('radio', { name: /Essential/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Essential/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Dados da empresa e de cobrança').waitFor();
    await page.getByLabel('Telefone do financeiro').fill('11987654321');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Pagamento').waitFor();
    await fillCard(page, { holder: 'tiago moreira', number: '4111111111111111', cvv: '987' });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Finalização').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    const success = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
    await success.waitFor();
    await success.getByRole('button', { name: 'Ir para a plataforma' }).click();
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/minha-conta\/?$/);

    // Card number and CVV are in no storage, no error report and no address.
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    for (const secret of ['4111111111111111', '4111 1111 1111 1111']) {
      expect(kept).not.toContain(secret);
      expect(JSON.stringify(reports)).not.toContain(secret);
      expect(page.url()).not.toContain(secret);
    }
    expect(kept).not.toMatch(/"cvv":"\d/);
    expect(JSON.stringify(reports)).not.toMatch(/cvv|card_number/i);
  });
  expect(
    (await subscriptionsOf(env.portal.config.api.user, owner)).map(
      (subscription) => subscription.planCode,
    ),
  ).toEqual(['es']);
});

test('buys by card: focus on each step, the review masks the card, a double click buys once', async () => {
  const before = await subscriptionsOf(env.portal.config.api.user, OWNER);
  await withPage(async (page) => {
    await toPayment(page);
    await stepHeading(page, 'Pagamento').and(page.locator(':focus')).waitFor();
    await fillCard(page, { holder: 'teresa nunes', number: '5555555555554444', cvv: '123' });
    await page.getByText('Bandeira: Mastercard').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Próximo' }).click();

    await stepHeading(page, 'Finalização').waitFor();
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
  const after = await subscriptionsOf(env.portal.config.api.user, OWNER);
  expect(after.length - before.length).toBe(1);
  expect(after.filter((subscription) => subscription.planCode === 'ad')).toHaveLength(1);
});

test('buys by bank slip after a reload on step 3; the slip opens in a new tab', async () => {
  await withPage(async (page) => {
    await toPayment(page);
    await page.reload();
    await stepHeading(page, 'Pagamento').waitFor();
    await page.getByRole('radio', { name: /Boleto bancário/ }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Finalização').waitFor();
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

/** A sandbox control (fail, drop, clear) over HTTP, as the browser tests reach it. */
async function control(name: 'fail' | 'drop' | 'clear', body: Record<string, unknown>) {
  const answer = await fetch(`${env.portal.sandboxOrigin}/__sandbox/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
}

/** Tab (forward) until the focused element is the one `target` finds: the keyboard alone. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

test('in Spanish, with the keyboard alone: a bank-slip purchase, axe-clean on each step', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, OWNER);
    await page.getByRole('button', { name: 'Comprar ahora' }).focus();
    await page.keyboard.press('Enter');
    await stepHeading(page, 'Plan').waitFor();
    await tabTo(page, page.getByRole('radio', { name: /Essential/ }));
    await page.keyboard.press('Space');
    // Essential → Advanced → Enterprise.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('radio', { name: /Enterprise/, checked: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');

    await stepHeading(page, 'Datos de la empresa y de facturación').waitFor();
    await tabTo(page, page.getByLabel('Teléfono de finanzas'));
    await page.keyboard.type('11987654321');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');

    await stepHeading(page, 'Pago').waitFor();
    await tabTo(page, page.getByRole('radio', { name: 'Tarjeta de crédito' }));
    // The arrow moves to the slip; Space chooses it (a no-op if the arrow already did).
    await page.keyboard.press('ArrowDown');
    await page
      .getByRole('radio', { name: /Boleto bancario/ })
      .and(page.locator(':focus'))
      .waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('radio', { name: /Boleto bancario/, checked: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');

    await stepHeading(page, 'Finalización').waitFor();
    await page.getByText('Boleto bancario').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, page.getByRole('button', { name: 'Finalizar compra' }));
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: '¡Compra realizada con éxito!' });
    await success.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, success.getByRole('button', { name: 'Entendido' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/start'));
  }, 'es');
  expect(
    (await subscriptionsOf(env.portal.config.api.user, OWNER)).filter((s) => s.planCode === 'en'),
  ).toHaveLength(1);
});

test('an answer lost after the purchase: confirming, then a retry with the same key, one subscription', async () => {
  const before = (await subscriptionsOf(env.portal.config.api.user, OWNER)).length;
  await withPage(async (page) => {
    await toPayment(page);
    await page.getByRole('radio', { name: /Boleto bancário/ }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Finalização').waitFor();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/payment/checkout')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });

    // Twice: a browser may send a POST again by itself on a connection closed without an answer
    // (safe under the same key, and what the key is for); both answers are lost.
    await control('drop', { call: 'checkout', times: 2 });
    await control('fail', { call: 'subscriptions', status: 503, times: null });
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    const unknown = page.getByRole('dialog', { name: 'Não conseguimos confirmar o pagamento' });
    await unknown.waitFor();
    expect(await unknown.textContent()).not.toContain('nenhum valor foi cobrado');
    expect(await seriousViolations(page)).toEqual([]);

    await control('clear', { call: 'subscriptions' });
    await control('clear', { call: 'checkout' });
    await unknown.getByRole('button', { name: 'Tentar de novo' }).click();
    await page.getByRole('dialog', { name: 'Compra realizada com sucesso!' }).waitFor();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });
  expect((await subscriptionsOf(env.portal.config.api.user, OWNER)).length - before).toBe(1);
});

test('a card the provider refuses: back on the payment step, the error on its field, CVV cleared', async () => {
  await withPage(async (page) => {
    await toPayment(page);
    await fillCard(page, { holder: 'teresa nunes', number: '4111111111111111', cvv: '123' });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Finalização').waitFor();
    await control('fail', {
      call: 'cardToken',
      status: 422,
      fields: { card_expiration: 'data de validade inválida ou vencida' },
    });
    await page.getByRole('button', { name: 'Finalizar compra' }).click();

    await stepHeading(page, 'Pagamento').waitFor();
    const expiry = page.getByLabel('Validade');
    await page.getByText('Data de validade inválida!', { exact: true }).waitFor();
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    expect(await expiry.inputValue()).toBe('12/30');
    expect(await page.getByLabel('Número do cartão').inputValue()).toBe('4111 1111 1111 1111');
    expect(await page.getByLabel('CVV').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("an unknown CEP is 'CEP inválido!'; an unreachable lookup offers to ask again", async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, OWNER);
    await page.getByRole('button', { name: 'Comprar agora' }).click();
    await stepHeading(page, 'Plano').waitFor();
    await page.getByRole('radio', { name: /Advanced/ }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await stepHeading(page, 'Dados da empresa e de cobrança').waitFor();

    const cep = page.getByLabel('CEP');
    await cep.fill('99999-999');
    await page.getByText('CEP inválido!', { exact: true }).waitFor();

    await control('fail', { call: 'postalLookup', status: 'network', times: null });
    await cep.fill('01310-100');
    const again = page.getByRole('button', { name: 'Consultar o CEP de novo' });
    await again.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await control('clear', { call: 'postalLookup' });
    await again.click();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="city"]')?.value === 'São Paulo',
    );
    expect(await cep.getAttribute('aria-invalid')).toBeNull();
  });
});
