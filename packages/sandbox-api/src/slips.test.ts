// The bank slips the sandbox issues open: /slips/{billId} on the sandbox's own origin is a
// printable page with the payer, the amount, the due date and a digitable line.
import type { BillRecord, ChargeRecord } from './db';
import { digitableLine } from './slips';
import { ORIGIN, testSandbox, tokenFor, type TestSandbox, PURCHASE_ADDRESS } from './test-support';

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});

async function page(url: string) {
  const response = await t.sandbox.fetch(new Request(url));
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    html: await response.text(),
  };
}

async function buyBySlip(planCode = 'es') {
  const { status, body } = await t.call('POST', '/user/payment/checkout', {
    token: tokenFor(t.sandbox, 'super.teste@demo.com.br'),
    headers: { 'Idempotency-Key': `compra-${planCode}` },
    body: { address: PURCHASE_ADDRESS, planCode, paymentMethodCode: 'bank_slip' },
  });
  expect(status).toBe(201);
  return body.payload.bill.charges[0].printUrl as string;
}

const lineOf = (html: string) => /<p class="line">([\d. ]+)<\/p>/.exec(html)?.[1] ?? '';
const digitsOf = (html: string) => lineOf(html).replace(/\D/g, '');

// ---- the FEBRABAN check digits, written again here so the test does not trust slips.ts
const mod10 = (digits: string) => {
  const sum = [...digits]
    .reverse()
    .map((digit, index) => Number(digit) * (index % 2 ? 1 : 2))
    .reduce((total, product) => total + Math.floor(product / 10) + (product % 10), 0);
  return (10 - (sum % 10)) % 10;
};
const mod11 = (digits: string) => {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9];
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * weights[index % 8]!, 0);
  const check = 11 - (sum % 11);
  return check >= 10 ? 1 : check;
};
/** The 44-digit bar code a digitable line stands for. */
const barCodeOf = (line: string) =>
  line.slice(0, 4) +
  line.slice(32, 33) +
  line.slice(33) +
  line.slice(4, 9) +
  line.slice(10, 20) +
  line.slice(21, 31);

function expectValidLine(line: string) {
  expect(line).toMatch(/^\d{47}$/);
  expect(Number(line[9])).toBe(mod10(line.slice(0, 9)));
  expect(Number(line[20])).toBe(mod10(line.slice(10, 20)));
  expect(Number(line[31])).toBe(mod10(line.slice(21, 31)));
  const barCode = barCodeOf(line);
  expect(Number(barCode[4])).toBe(mod11(barCode.slice(0, 4) + barCode.slice(5)));
}

describe('a slip issued at checkout', () => {
  it('is a link to the sandbox itself', async () => {
    const printUrl = await buyBySlip();
    const billId = t.db().subscriptions.find((s) => s.companyId === 'c-boreal')!.bills[0]!.id;
    expect(printUrl).toBe(`${ORIGIN}/slips/${billId}`);
  });

  it('opens a printable page in Portuguese: payer, CNPJ, amount, due date, digitable line', async () => {
    const { status, type, html } = await page(await buyBySlip());
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    const company = t.db().companies.find((candidate) => candidate.id === 'c-boreal')!;
    const payer = company.name;
    expect(html).toContain(`<title>Boleto bill-`);
    expect(html).toContain(payer);
    const cnpj = company.cnpj;
    expect(html).toContain(
      `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    );
    expect(html).toContain('R$\u00a02.490,00');
    // Due three days after the purchase of 2026-11-22.
    expect(html).toContain('25/11/2026');
    expect(html).toMatch(/<button type="button" onclick="window\.print\(\)">Imprimir<\/button>/);
    expect(lineOf(html)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const line = digitsOf(html);
    expectValidLine(line);
    expect(line.slice(-10)).toBe('0000249000');
  });

  it('shows the same digitable line every time, another one for another bill', async () => {
    const first = await buyBySlip('es');
    const again = digitsOf((await page(first)).html);
    expect(digitsOf((await page(first)).html)).toBe(again);
    const other = digitsOf((await page(await buyBySlip('esw'))).html);
    expectValidLine(other);
    expect(other).not.toBe(again);
  });
});

describe('the seeded slips', () => {
  it('live on the sandbox too, and every one opens', async () => {
    const slips = t
      .db()
      .subscriptions.flatMap((subscription) => subscription.bills)
      .filter((bill) => bill.charges.some((charge) => charge.paymentMethodCode === 'bank_slip'));
    expect(slips.length).toBeGreaterThan(3);
    for (const bill of slips) {
      expect(bill.charges[0]!.printUrl).toBe(`/slips/${bill.id}`);
      expect(bill.url).toBe(`/slips/${bill.id}`);
      const { status, html } = await page(`${ORIGIN}/slips/${bill.id}`);
      expect(status).toBe(200);
      expectValidLine(digitsOf(html));
    }
  });

  it('reach the charges history as addresses on the origin asked', async () => {
    const late = t
      .db()
      .subscriptions.find((subscription) => subscription.companyId === 'c-cerrado')!;
    const { body } = await t.call('GET', `/user/payment/bill-history/${late.subscriptionId}`, {
      token: tokenFor(t.sandbox, 'super.atrasado@demo.com.br'),
    });
    for (const bill of body.payload) {
      expect(bill.charges[0].printUrl).toBe(`${ORIGIN}/slips/${bill.id}`);
      expect((await page(bill.charges[0].printUrl)).status).toBe(200);
    }
  });
});

describe('an address that is no slip', () => {
  it.each([
    ['an unknown bill', '/slips/bill-nao-existe'],
    ['a bill paid by card', '/slips/bill-adw-1-1'],
    ['no bill at all', '/slips/'],
    ['an unreadable address', '/slips/%E0%A4%A'],
  ])('%s is a 404 page', async (_, path) => {
    const { status, type, html } = await page(`${ORIGIN}${path}`);
    expect(status).toBe(404);
    expect(type).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1>Boleto não encontrado</h1>');
  });
});

describe('the digitable line', () => {
  const bill = (id: string, amount: number): BillRecord => ({
    id,
    amount,
    url: null,
    period: { startAt: '2025-01-01T00:00:00.000Z', endAt: '2025-02-01T00:00:00.000Z' },
    charges: [],
  });
  const charge = (dueAt: string): ChargeRecord => ({
    status: 'pending',
    dueAt,
    paymentMethodCode: 'bank_slip',
    printUrl: null,
  });

  it.each([
    ['2025-02-21T15:00:00.000Z', '9999'],
    ['2025-02-22T15:00:00.000Z', '1000'],
    ['2025-02-23T15:00:00.000Z', '1001'],
    // 01:00 UTC is still the day before in São Paulo.
    ['2025-02-23T01:00:00.000Z', '1000'],
  ])('counts the due date %s as factor %s', (dueAt, factor) => {
    const line = digitableLine(bill('bill-1', 10), charge(dueAt));
    expectValidLine(line);
    expect(line.slice(33, 37)).toBe(factor);
  });

  it('carries the amount in cents', () => {
    expect(
      digitableLine(bill('bill-1', 3280 * 0.75 + 295), charge('2026-01-10T12:00:00Z')).slice(-10),
    ).toBe('0000275500');
  });
});
