// The card on file (ADR 013, proposed) against the in-process sandbox, through the portal's
// client: read with the subscription, replaced by a card the provider has just tokenised.
import { createApi } from '@portal/api';
import { clientFor, testSandbox, tokenFor } from '../test-support';

const PAID = 'super.pago@demo.com.br';
const LATE = 'super.atrasado@demo.com.br';

function setUp(email = PAID) {
  const test = testSandbox();
  const client = createApi(clientFor(test.sandbox, tokenFor(test.sandbox, email)).client);
  const subscriptionOf = (companyId: string) =>
    test.db().subscriptions.find((candidate) => candidate.companyId === companyId)!;
  /** Tokenises a card at the sandbox's card provider, as checkout does; its gateway token. */
  const tokenise = async (card_number = '5555555555554444', card_expiration = '08/31') =>
    (
      await client.cardToken({
        holder_name: 'TERESA NUNES',
        registry_code: '52998224725',
        card_expiration,
        card_number,
        card_cvv: '321',
        payment_method_code: 'credit_card',
      })
    ).payment_profile.gateway_token;
  return { ...test, client, subscriptionOf, tokenise };
}

describe('the card on file', () => {
  it('is read with the subscription: last four, brand and expiry', async () => {
    const { client } = setUp();
    const { payload } = await client.subscriptions({});
    expect(payload[0]!.paymentProfile).toEqual({
      cardNumberLastFour: '1111',
      brand: 'visa',
      expirationMonth: 12,
      expirationYear: expect.any(Number),
    });
  });

  it('is replaced by the card the provider tokenised, and a repeated key answers the same', async () => {
    const { client, subscriptionOf, tokenise } = setUp();
    const { subscriptionId } = subscriptionOf('c-horizonte');
    const token = await tokenise();
    const request = { subscriptionId, token, idempotencyKey: 'cartao-0001' };
    const replaced = await client.replaceCard(request);
    const profile = {
      cardNumberLastFour: '4444',
      brand: 'mastercard',
      expirationMonth: 8,
      expirationYear: 2031,
    };
    expect(replaced.payload.paymentProfile).toEqual(profile);
    // The answer lost and the same attempt sent again: the first answer, not a refusal of a used token.
    expect(await client.replaceCard(request)).toEqual(replaced);
    expect((await client.subscriptions({})).payload[0]!.paymentProfile).toEqual(profile);
  });

  it('keeps the old card when the issuer refuses the new one, saying why', async () => {
    const { client, sandbox, subscriptionOf, tokenise } = setUp();
    const { subscriptionId } = subscriptionOf('c-horizonte');
    sandbox.fail('replaceCard', 402, { code: 'card_refused', detail: 'insufficient_funds' });
    await expect(
      client.replaceCard({
        subscriptionId,
        token: await tokenise(),
        idempotencyKey: 'cartao-0001',
      }),
    ).rejects.toMatchObject({ code: 'card_refused', status: 402, detail: 'insufficient_funds' });
    expect(subscriptionOf('c-horizonte').cardNumberLastFour).toBe('1111');

    // A token the provider never issued is refused as the provider would.
    await expect(
      client.replaceCard({ subscriptionId, token: 'gw-falso', idempotencyKey: 'cartao-0002' }),
    ).rejects.toMatchObject({ code: 'card_refused', status: 402, detail: 'generic' });
    expect(subscriptionOf('c-horizonte').cardNumberLastFour).toBe('1111');
  });

  it('is refused with the reason given over HTTP too, for a sandbox reached that way', async () => {
    const { client, call, subscriptionOf, tokenise } = setUp();
    const failed = await call('POST', '/__sandbox/fail', {
      body: { call: 'replaceCard', status: 402, code: 'card_refused', detail: 'expired_card' },
    });
    expect(failed.status).toBe(200);
    await expect(
      client.replaceCard({
        subscriptionId: subscriptionOf('c-horizonte').subscriptionId,
        token: await tokenise(),
        idempotencyKey: 'cartao-0001',
      }),
    ).rejects.toMatchObject({ code: 'card_refused', status: 402, detail: 'expired_card' });
  });

  it("refuses a slip subscription and another company's", async () => {
    const late = setUp(LATE);
    await expect(
      late.client.replaceCard({
        subscriptionId: late.subscriptionOf('c-cerrado').subscriptionId,
        token: await late.tokenise(),
        idempotencyKey: 'cartao-0001',
      }),
    ).rejects.toMatchObject({ code: 'not_card_subscription', status: 409 });
    await expect(
      late.client.replaceCard({
        subscriptionId: late.subscriptionOf('c-horizonte').subscriptionId,
        token: await late.tokenise(),
        idempotencyKey: 'cartao-0002',
      }),
    ).rejects.toMatchObject({ code: 'cant_find_subscription', status: 404 });
    expect(late.subscriptionOf('c-horizonte').cardNumberLastFour).toBe('1111');
  });
});
