// mf-billing in a real browser on the production build, composed by the shell: the account with
// a late bank slip lands here after login, sees what it owes first, and opens the slip.
import fs from 'node:fs';
import { seriousViolations, signInThroughLogin, withPortalPages } from '@portal/testing/browser';
import { pdfText } from '../src/testing/pdfText';

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
    await page.getByText('Tarjeta Visa terminada en 1111').waitFor();
    await page.getByText('Valor por mes').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 'es');
});

test('the paid account sees its charges and changes the billing e-mail, which a reload keeps', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByText('Cartão Visa terminado em 1111').waitFor();
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

/** CRC16-CCITT (0x1021, from 0xFFFF) of a BR Code's text, as any Pix validator checks it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

test("the late account pays its slip by Pix: the code, the bank's confirmation seen without a reload, and the late slip gone (issue 54)", async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
    await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
    const banner = page.getByRole('alert');
    await banner.getByRole('button', { name: 'Pagar com Pix' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar com Pix' });
    await dialog.getByRole('img', { name: /^QR Code do Pix de R\$\s3\.080,00$/ }).waitFor();
    const code = ((await dialog.getByText(/^000201/).textContent()) ?? '').trim();
    // A BR Code any Pix validator accepts: its CRC16 last, over all before it.
    expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(await seriousViolations(page)).toEqual([]);

    // The page is never reloaded: what it holds now stays.
    await page.evaluate(() => ((window as unknown as { beforePix: boolean }).beforePix = true));
    const settled = await fetch(`${env.portal.sandboxOrigin}/__sandbox/pix`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'paid' }),
    });
    expect(settled.status).toBe(200);
    // Read every 2 s: seen well within 3 s of the confirmation.
    await dialog.getByText('Pagamento recebido!').waitFor({ timeout: 5000 });
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: /Gestão da assinatura/ })
      .getByText('Ativo')
      .waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { beforePix?: boolean }).beforePix),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

test("a paid charge's receipt downloads as a real PDF naming the company, the amount in R$ and the day in São Paulo (issue 54)", async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('button', { name: 'Histórico de cobranças' }).click();
    const table = page.getByRole('table', { name: 'Histórico de cobranças' });
    const receipt = table.getByRole('button', { name: /^Recibo de / }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toMatch(/^recibo-REC-bill-.+\.pdf$/);
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text[0]).toMatch(/^Recibo de pagamento nº REC-bill-/);
    expect(text.some((line) => /^Horizonte .+ — CNPJ /.test(line))).toBe(true);
    expect(text.some((line) => /^R\$\s[\d.]+,\d{2}$/.test(line))).toBe(true);
    expect(
      text.some((line) =>
        /^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)$/.test(line),
      ),
    ).toBe(true);
  });
});

test('the paid account changes its card: tokenised at the provider, the new last digits shown and kept after a reload (issue 54)', async () => {
  await withPage(async (page) => {
    // Where the page's writes go (the flow test reads their bodies: the number goes to the
    // provider only).
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(new URL(request.url()).pathname);
    });
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByText(/^Cartão Visa terminado em 1111, válido até 12\/\d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Alterar cartão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar cartão' });
    await dialog.getByLabel('Nome do titular (como no cartão)').fill('paula ribeiro');
    await dialog.getByLabel('Número do cartão').pressSequentially('5555555555554444');
    await dialog.getByLabel('CPF ou CNPJ do titular').pressSequentially('52998224725');
    await dialog.getByLabel('Validade (MM/AA)').pressSequentially('0931');
    await dialog.getByLabel('CVV').pressSequentially('321');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await page
      .getByText('As próximas cobranças vão para o cartão terminado em 4444.')
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const shown = page.getByText('Cartão Mastercard terminado em 4444, válido até 09/2031');
    await shown.waitFor();

    // Tokenised at the card provider first, then only its token put on the subscription.
    expect(writes.filter((path) => /payment_profiles|\/card$/.test(path))).toEqual([
      '/card-provider/public/payment_profiles',
      '/user/payment/subscription/sub-1/card',
    ]);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/5555|"321"/);

    await page.reload();
    await shown.waitFor();
  });
});
