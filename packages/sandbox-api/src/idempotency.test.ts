// A purchase is carried out once per idempotency key: the same key again (a retry after a lost
// answer, a double submit) gets the first answer, and the data holds one subscription.
import { checkout } from '@portal/api/contract';
import {
  clientFor,
  ORIGIN,
  testSandbox,
  tokenFor,
  type TestSandbox,
  PURCHASE_ADDRESS,
} from './test-support';

const ON_TRIAL = 'super.teste@demo.com.br';
const CHECKOUT = '/user/payment/checkout';
const SLIP = { address: PURCHASE_ADDRESS, planCode: 'es', paymentMethodCode: 'bank_slip' };

let t: TestSandbox;
let token: string;
beforeEach(() => {
  t = testSandbox();
  token = tokenFor(t.sandbox, ON_TRIAL);
});

const purchase = (body: unknown, key: string | null, as = token) =>
  t.call('POST', CHECKOUT, {
    token: as,
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
const subscriptionsOf = (companyId = 'c-boreal') =>
  t.db().subscriptions.filter((subscription) => subscription.companyId === companyId);

it('carries out a key once: the same key again gets the same answer and no second subscription', async () => {
  const first = await purchase(SLIP, 'compra-0001');
  expect(first.status).toBe(201);
  const again = await purchase(SLIP, 'compra-0001');
  expect(again).toEqual(first);
  expect(subscriptionsOf()).toHaveLength(1);
});

it('gives the first answer even after the data changed since', async () => {
  const first = await purchase(SLIP, 'compra-0001');
  t.db().subscriptions.find((s) => s.subscriptionId === first.body.payload.subscriptionId)!.status =
    'paid';
  expect(await purchase(SLIP, 'compra-0001')).toEqual(first);
});

it('takes another key as another attempt: the same plan again is 409 already_has_subscription', async () => {
  expect((await purchase(SLIP, 'compra-0001')).status).toBe(201);
  expect(await purchase(SLIP, 'compra-0002')).toEqual({
    status: 409,
    body: { success: false, message: 'already_has_subscription' },
  });
  expect(subscriptionsOf()).toHaveLength(1);
});

it('carries out same-key requests arriving together once', async () => {
  const held = t.sandbox.hold('checkout');
  const answers = Promise.all(Array.from({ length: 5 }, () => purchase(SLIP, 'compra-0001')));
  await held.reached();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(held.waiting).toBe(5);
  held.release();
  const [first, ...rest] = await answers;
  expect(first!.status).toBe(201);
  for (const answer of rest) expect(answer).toEqual(first);
  expect(subscriptionsOf()).toHaveLength(1);
});

it('uses a card token once: a repeat with the key replays the payment, not the token', async () => {
  const card = await t.call('POST', '/card-provider/public/payment_profiles', {
    body: {
      holder_name: 'TERESA NUNES',
      registry_code: '52998224725',
      card_expiration: '08/29',
      card_number: '4111111111111111',
      card_cvv: '123',
      payment_method_code: 'credit_card',
    },
  });
  const paid = {
    ...SLIP,
    paymentMethodCode: 'credit_card',
    token: card.body.payment_profile.gateway_token,
  };
  const first = await purchase(paid, 'compra-cartao');
  expect(first).toMatchObject({ status: 201, body: { message: 'subscription_success' } });
  expect(await purchase(paid, 'compra-cartao')).toEqual(first);
  expect(subscriptionsOf()).toHaveLength(1);
  // The token was spent once: another purchase (another plan, another key) is refused it.
  expect((await purchase({ ...paid, planCode: 'esw' }, 'compra-outra')).body.message).toBe(
    'subscription_error',
  );
});

it('answers 422 idempotency_key_reused to the key sent again with another purchase', async () => {
  expect((await purchase(SLIP, 'compra-0001')).status).toBe(201);
  expect(await purchase({ ...SLIP, planCode: 'esw' }, 'compra-0001')).toEqual({
    status: 422,
    body: {
      success: false,
      message: 'idempotency_key_reused',
      detail: 'this idempotency key was first used with another request',
    },
  });
  expect(subscriptionsOf()).toHaveLength(1);
  // The order of the fields is not a difference.
  const { address, paymentMethodCode, planCode } = SLIP;
  expect((await purchase({ paymentMethodCode, planCode, address }, 'compra-0001')).status).toBe(
    201,
  );
});

it('does not remember a refusal: the attempt may be corrected and sent with the same key', async () => {
  const forged = { ...SLIP, paymentMethodCode: 'credit_card', token: 'forjado' };
  expect((await purchase(forged, 'compra-0001')).body.message).toBe('subscription_error');
  expect((await purchase(SLIP, 'compra-0001')).status).toBe(201);
  expect(subscriptionsOf()).toHaveLength(1);
});

it("keeps each caller's keys apart", async () => {
  const other = tokenFor(t.sandbox, 'super.trial@demo.com.br');
  const mine = await purchase(SLIP, 'compra-0001');
  const theirs = await purchase(SLIP, 'compra-0001', other);
  expect(theirs.status).toBe(201);
  expect(theirs.body.payload.subscriptionId).not.toBe(mine.body.payload.subscriptionId);
});

it('takes the key from its header only: missing, in the body or malformed is 400 missing_fields', async () => {
  for (const answer of [
    await purchase(SLIP, null),
    await purchase({ ...SLIP, idempotencyKey: 'compra-0001' }, null),
    await purchase(SLIP, 'curta'),
  ]) {
    expect(answer).toMatchObject({ status: 400, body: { message: 'missing_fields' } });
  }
  expect(subscriptionsOf()).toHaveLength(0);
});

it('forgets the keys on reset', async () => {
  expect((await purchase(SLIP, 'compra-0001')).status).toBe(201);
  t.sandbox.reset();
  token = tokenFor(t.sandbox, ON_TRIAL);
  expect((await purchase(SLIP, 'compra-0001')).status).toBe(201);
  expect(subscriptionsOf()).toHaveLength(1);
});

it("is what the portal's client sends: the key in the header, a repeat answered alike", async () => {
  const { client } = clientFor(t.sandbox, token);
  const input = { ...SLIP, paymentMethodCode: 'bank_slip' as const, idempotencyKey: 'compra-0001' };
  const first = await client.call(checkout, input);
  await expect(client.call(checkout, input)).resolves.toEqual(first);
  expect(subscriptionsOf()).toHaveLength(1);
});

it('lets a page on another origin send the header (CORS preflight)', async () => {
  const preflight = await t.sandbox.fetch(
    new Request(`${ORIGIN}${CHECKOUT}`, { method: 'OPTIONS' }),
  );
  expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/\bIdempotency-Key\b/);
});
