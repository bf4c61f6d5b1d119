// A charge's Pix and documents (ADR 013, proposed) against the in-process sandbox, through the
// portal's client.
import { ApiError, createApi } from '@portal/api';
import { NFSE_AFTER_MS } from '../nfse';
import { chargeId } from '../pix';
import { clientFor, ORIGIN, testSandbox, tokenFor, PURCHASE_ADDRESS } from '../test-support';

const LATE = 'super.atrasado@demo.com.br';
const PAID = 'super.pago@demo.com.br';

function setUp() {
  const test = testSandbox();
  const client = createApi(clientFor(test.sandbox, tokenFor(test.sandbox, LATE)).client);
  const subscription = () =>
    test.db().subscriptions.find((candidate) => candidate.companyId === 'c-cerrado')!;
  const lateBill = subscription().bills.at(-1)!;
  return { ...test, client, subscription, late: chargeId(lateBill, 0) };
}

describe('Pix for a charge', () => {
  it('gives a due or late charge one open Pix, whatever the key, and the first answer again for a repeated key', async () => {
    const { client, late, db } = setUp();
    const first = await client.createPix({ chargeId: late, idempotencyKey: 'tentativa-1' });
    expect(first.payload).toMatchObject({ chargeId: late, status: 'pending', amount: 3080 });
    expect(first.payload.brCode).toMatch(/^000201.*54073080\.00.*6304[0-9A-F]{4}$/);
    // Another press, another tab, another user of the company: the same code.
    const again = await client.createPix({ chargeId: late, idempotencyKey: 'tentativa-2' });
    expect(again.payload.pixId).toBe(first.payload.pixId);
    const repeated = await client.createPix({ chargeId: late, idempotencyKey: 'tentativa-1' });
    expect(repeated.payload).toEqual(first.payload);
    expect(db().pix).toHaveLength(1);
  });

  it('reads a Pix as it stands: expired past its 15 minutes, and a new one then has a new code', async () => {
    const { client, late, advance } = setUp();
    const { payload: issued } = await client.createPix({
      chargeId: late,
      idempotencyKey: 'chave-0001',
    });
    expect(Date.parse(issued.expiresAt) - Date.parse(issued.createdAt)).toBe(15 * 60_000);
    advance(15 * 60_000);
    expect((await client.pix({ pixId: issued.pixId })).payload.status).toBe('expired');
    const { payload: renewed } = await client.createPix({
      chargeId: late,
      idempotencyKey: 'chave-0002',
    });
    expect(renewed.pixId).not.toBe(issued.pixId);
    expect(renewed.brCode).not.toBe(issued.brCode);
    expect(renewed.status).toBe('pending');
  });

  it('once the bank confirms it, pays the Pix and its charge, and the subscription is no longer late, in one moment', async () => {
    const { client, late, sandbox, subscription } = setUp();
    expect(subscription().status).toBe('late');
    const { payload: issued } = await client.createPix({
      chargeId: late,
      idempotencyKey: 'chave-0001',
    });
    expect(sandbox.settlePix('paid')).toBe(true);
    const read = (await client.pix({ pixId: issued.pixId })).payload;
    expect(read.status).toBe('paid');
    expect(read.paidAt).not.toBeNull();
    const history = await client.billHistory({ subscriptionId: subscription().subscriptionId });
    expect(history.payload[0]!.charges[0]).toMatchObject({ id: late, status: 'paid' });
    expect((await client.subscriptions({})).payload[0]!.status).toBe('active');
    // Paid: no new Pix for it, and nothing left to settle.
    await expect(
      client.createPix({ chargeId: late, idempotencyKey: 'chave-0002' }),
    ).rejects.toMatchObject({ kind: 'backend', code: 'charge_already_paid', status: 409 });
    expect(sandbox.settlePix('paid', issued.pixId)).toBe(false);
  });

  it('lets the control run a pending Pix out, and finds neither charges nor Pix of another company', async () => {
    const { client, late, sandbox } = setUp();
    const { payload: issued } = await client.createPix({
      chargeId: late,
      idempotencyKey: 'chave-0001',
    });
    expect(sandbox.settlePix('expired', issued.pixId)).toBe(true);
    expect((await client.pix({ pixId: issued.pixId })).payload.status).toBe('expired');

    const other = createApi(clientFor(sandbox, tokenFor(sandbox, PAID)).client);
    const refusal = await other.pix({ pixId: issued.pixId }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'cant_find_pix', status: 404 });
    await expect(
      other.createPix({ chargeId: late, idempotencyKey: 'chave-0003' }),
    ).rejects.toMatchObject({
      code: 'cant_find_charge',
      status: 404,
    });
  });

  it('answers the bank over HTTP too, for a sandbox reached that way', async () => {
    const { client, late, call } = setUp();
    const { payload: issued } = await client.createPix({
      chargeId: late,
      idempotencyKey: 'chave-0001',
    });
    expect((await call('POST', '/__sandbox/pix', { body: { outcome: 'paid' } })).status).toBe(200);
    expect((await client.pix({ pixId: issued.pixId })).payload.status).toBe('paid');
    expect((await call('POST', '/__sandbox/pix', { body: { outcome: 'paid' } })).status).toBe(404);
    expect((await call('POST', '/__sandbox/pix', { body: { outcome: 'later' } })).status).toBe(400);
  });
});

describe("a charge's documents", () => {
  it("gives a paid charge's receipt data and its slip, none for a charge still owed", async () => {
    const { client, subscription, late } = setUp();
    const firstBill = subscription().bills[0]!;
    const { payload } = await client.chargeDocuments({ chargeId: chargeId(firstBill, 0) });
    expect(payload.receipt).toMatchObject({
      amount: 3080,
      paymentMethodCode: 'bank_slip',
      paidAt: firstBill.charges[0]!.dueAt,
      company: { name: 'Cerrado Alimentos Ltda' },
      provider: { cnpj: '11222333000181' },
    });
    expect(payload.receipt!.description).toMatch(
      /^Plano .+ — \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(payload.slipUrl).toMatch(/\/slips\/bill-esw-/);
    // Paid months ago: the city hall's note is there, the same as the history names.
    expect(payload.nfse).toMatchObject({ number: expect.stringMatching(/^\d{8}$/) });
    const history = await client.billHistory({ subscriptionId: subscription().subscriptionId });
    const named = history.payload.flatMap((bill) => bill.charges).find((c) => c.nfse);
    expect(history.payload.at(-1)!.charges[0]!.nfse).toEqual(payload.nfse);
    expect(named).toBeDefined();
    const owed = await client.chargeDocuments({ chargeId: late });
    expect(owed.payload).toMatchObject({ receipt: null, slipUrl: null, nfse: null });
  });

  it("serves a paid charge's NFS-e page once the city hall issued it (an hour after the payment), and none before", async () => {
    const { client, late, sandbox, advance, subscription } = setUp();
    const open = (url: string) => sandbox.fetch(new Request(url));
    await client.createPix({ chargeId: late, idempotencyKey: 'chave-0001' });
    sandbox.settlePix('paid');
    const lateCharge = () =>
      client
        .billHistory({ subscriptionId: subscription().subscriptionId })
        .then(({ payload }) => payload.flatMap((bill) => bill.charges).find((c) => c.id === late)!);
    // Just paid: the city hall has not issued the note yet.
    expect((await lateCharge()).nfse).toBeNull();
    expect((await open(`${ORIGIN}/nfse/${late}`)).status).toBe(404);

    advance(NFSE_AFTER_MS);
    const { nfse } = await lateCharge();
    expect(nfse!.url).toMatch(new RegExp(`/nfse/${late.replace(/\./g, '\\.')}$`));
    const page = await open(nfse!.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`NFS-e nº ${nfse!.number}`);
    expect(html).toContain('Cerrado Alimentos Ltda');
    expect(html).toContain('R$\u00a03.080,00');
  });

  it('says a charge paid by Pix was paid by Pix, when the bank confirmed it', async () => {
    const { client, late, sandbox, advance } = setUp();
    await client.createPix({ chargeId: late, idempotencyKey: 'chave-0001' });
    advance(60_000);
    sandbox.settlePix('paid');
    const { payload } = await client.chargeDocuments({ chargeId: late });
    expect(payload.receipt).toMatchObject({
      paymentMethodCode: 'pix',
      paidAt: sandbox.db().pix[0]!.paidAt,
    });
    expect(payload.slipUrl).toBeNull();
  });

  it('finds no charge of another company', async () => {
    const { sandbox, late } = setUp();
    const other = createApi(clientFor(sandbox, tokenFor(sandbox, PAID)).client);
    await expect(other.chargeDocuments({ chargeId: late })).rejects.toMatchObject({
      code: 'cant_find_charge',
    });
  });
});

describe('Pix at checkout', () => {
  it('buys a plan by Pix: the first charge’s Pix comes with the purchase, and paying it starts the subscription', async () => {
    const test = testSandbox();
    const { sandbox, db } = test;
    const client = createApi(
      clientFor(sandbox, tokenFor(sandbox, 'super.teste@demo.com.br')).client,
    );
    const request = {
      address: { ...PURCHASE_ADDRESS, country: 'BR' },
      planCode: 'adw',
      paymentMethodCode: 'pix' as const,
      idempotencyKey: 'compra-pix-1',
    };
    const bought = await client.checkout(request);
    const { subscriptionId, pix } = bought.payload;
    expect(bought.payload.bill.charges).toEqual([{ printUrl: null }]);
    expect(pix).toMatchObject({ status: 'pending', paidAt: null });
    expect(pix!.brCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    const stored = () => db().subscriptions.find((s) => s.subscriptionId === subscriptionId)!;
    expect(stored()).toMatchObject({ status: 'pending', paymentMethodCode: 'pix' });
    expect(pix!.chargeId).toBe(chargeId(stored().bills[0]!, 0));
    expect(pix!.amount).toBe(stored().bills[0]!.amount);

    // The answer lost and the purchase sent again with its key: the same Pix, one subscription.
    expect(await client.checkout(request)).toEqual(bought);
    // Pressing "Pagar com Pix" on the new charge gives that same open code.
    const again = await client.createPix({ chargeId: pix!.chargeId, idempotencyKey: 'pix-0009' });
    expect(again.payload.pixId).toBe(pix!.pixId);

    expect(sandbox.settlePix('paid', pix!.pixId)).toBe(true);
    expect((await client.pix({ pixId: pix!.pixId })).payload.status).toBe('paid');
    expect(stored().status).toBe('active');
    expect(stored().bills[0]!.charges[0]!.status).toBe('paid');
  });
});
