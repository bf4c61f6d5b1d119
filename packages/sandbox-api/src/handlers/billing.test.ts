// Checkout, progress and billing management against the in-process sandbox (spec §2.6, §2.7, §4).
import { BILLING_STATUSES } from '@portal/api/contract';
import type { Sandbox } from '../app';
import { freshKey, ORIGIN, send, testSandbox, tokenFor } from '../test-support';

const PAID = 'super.pago@demo.com.br';
const LATE = 'super.atrasado@demo.com.br';
const ON_TRIAL = 'super.teste@demo.com.br';
const TRIAL = 'super.trial@demo.com.br';
const NOT_SUPER = 'co@demo.com.br';
const ADMIN = 'admin@provedor.com.br';

const ADDRESS = {
  zipcode: '30130010',
  typeStreet: 'Avenida',
  street: 'Afonso Pena',
  number: '1500',
  typeNeighborhood: 'Bairro',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
  country: 'BR',
};

/** Calls the sandbox as a demo account and reads the JSON answer. */
function as(sandbox: Sandbox, email: string | null) {
  const token = email ? tokenFor(sandbox, email) : undefined;
  return async (
    method: string,
    path: string,
    body?: unknown,
    headers?: Readonly<Record<string, string>>,
  ) => {
    const response = await send(sandbox, method, path, {
      token,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  };
}

const user = (sandbox: Sandbox, email: string) =>
  sandbox.db().users.find((candidate) => candidate.email === email)!;
const subscriptionOf = (sandbox: Sandbox, companyId: string) =>
  sandbox.db().subscriptions.find((subscription) => subscription.companyId === companyId)!;

async function cardToken(sandbox: Sandbox, card_number = '5555555555554444') {
  const { body } = await as(sandbox, null)('POST', '/card-provider/public/payment_profiles', {
    holder_name: 'TERESA NUNES',
    registry_code: '52998224725',
    card_expiration: '08/29',
    card_number,
    card_cvv: '321',
    payment_method_code: 'credit_card',
  });
  return body.payment_profile.gateway_token as string;
}

describe('coupons at checkout: GET /payment/discounts/{planCode}/{couponCode}', () => {
  const check = (planCode: string, couponCode: string) =>
    as(testSandbox().sandbox, ON_TRIAL)('GET', `/user/payment/discounts/${planCode}/${couponCode}`);

  it('answers discount_success with the discounts of a valid coupon, in any case', async () => {
    for (const code of ['BEMVINDO10', 'bemvindo10', 'BemVindo10']) {
      expect(await check('esw', code)).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'discount_success',
          payload: { discount: [{ productCode: 'essential', discountPercentage: 10, cycles: 3 }] },
        },
      });
    }
  });

  it('keeps only the discounts of products in the plan', async () => {
    expect((await check('ad', 'PARCEIRO25')).body.payload.discount).toEqual([
      { productCode: 'advanced', discountPercentage: 25, cycles: 12 },
    ]);
    expect((await check('adw', 'PARCEIRO25')).body.payload.discount).toHaveLength(2);
  });

  it.each([
    ['a coupon of another plan', 'ad', 'BEMVINDO10'],
    ['a deleted coupon', 'es', 'ANTIGO50'],
    ['an unknown coupon', 'es', 'NAOEXISTE'],
  ])('refuses %s with 404 invalid_discount', async (_label, planCode, couponCode) => {
    expect(await check(planCode, couponCode)).toEqual({
      status: 404,
      body: { success: false, message: 'invalid_discount' },
    });
  });

  it('refuses an unknown plan with 404 cant_find_plan', async () => {
    expect((await check('xx', 'BEMVINDO10')).body.message).toBe('cant_find_plan');
  });
});

describe('checkout: POST /payment/checkout', () => {
  it('pays by card with a gateway token: processing, card success, checkout finished', async () => {
    const sandbox = testSandbox().sandbox;
    const call = as(sandbox, ON_TRIAL);
    const token = await cardToken(sandbox);
    const { status, body } = await call(
      'POST',
      '/user/payment/checkout',
      {
        address: { ...ADDRESS, financeEmail: 'financas@boreal.com.br' },
        planCode: 'adw',
        couponCode: 'parceiro25',
        paymentMethodCode: 'credit_card',
        token,
      },
      freshKey(),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      status: 201,
      message: 'subscription_success',
      payload: { subscriptionId: expect.any(String), bill: { charges: [{ printUrl: null }] } },
    });
    const stored = sandbox
      .db()
      .subscriptions.find(
        (subscription) => subscription.subscriptionId === body.payload.subscriptionId,
      )!;
    expect(stored).toMatchObject({
      companyId: 'c-boreal',
      status: 'processing',
      planCode: 'adw',
      paymentMethodCode: 'credit_card',
      cardNumberLastFour: '4444',
      couponCode: 'PARCEIRO25',
      customerEmail: 'financas@boreal.com.br',
    });
    // 3280 − 25% and 590 − 50%
    expect(stored.bills[0]!.amount).toBe(3280 * 0.75 + 590 * 0.5);
    expect(user(sandbox, ON_TRIAL).finishedCheckout).toBe(true);
    const company = sandbox.db().companies.find((candidate) => candidate.id === 'c-boreal')!;
    expect(company).toMatchObject({ plan: 'advanced', planCode: 'adw' });
    expect(company.address).toMatchObject({ city: 'Belo Horizonte', zipcode: '30130010' });

    // The token pays once.
    const again = await call(
      'POST',
      '/user/payment/checkout',
      {
        address: ADDRESS,
        planCode: 'en',
        paymentMethodCode: 'credit_card',
        token,
      },
      freshKey(),
    );
    expect(again).toMatchObject({ status: 400, body: { message: 'subscription_error' } });
  });

  it('pays by bank slip: pending with a slip URL, and the same plan again is refused', async () => {
    const sandbox = testSandbox().sandbox;
    const call = as(sandbox, ON_TRIAL);
    const checkout = { address: ADDRESS, planCode: 'es', paymentMethodCode: 'bank_slip' };
    const { status, body } = await call('POST', '/user/payment/checkout', checkout, freshKey());
    expect(status).toBe(201);
    const [charge] = body.payload.bill.charges;
    const stored = subscriptionOf(sandbox, 'c-boreal');
    // The slip is served by the sandbox itself, on the origin the request reached.
    expect(charge.printUrl).toBe(`${ORIGIN}/slips/${stored.bills[0]!.id}`);
    expect(stored).toMatchObject({
      status: 'pending',
      paymentMethodCode: 'bank_slip',
      couponCode: null,
    });
    expect(stored.bills[0]!.charges).toEqual([
      {
        status: 'pending',
        dueAt: '2026-11-25T12:00:00.000Z',
        paymentMethodCode: 'bank_slip',
        printUrl: `/slips/${stored.bills[0]!.id}`,
      },
    ]);
    expect(stored.bills[0]!.amount).toBe(2490);

    expect(await call('POST', '/user/payment/checkout', checkout, freshKey())).toEqual({
      status: 409,
      body: { success: false, message: 'already_has_subscription' },
    });
    // Another plan is another subscription.
    expect(
      (await call('POST', '/user/payment/checkout', { ...checkout, planCode: 'esw' }, freshKey()))
        .status,
    ).toBe(201);
  });

  it('refuses the plan the paid company already has (409 already_has_subscription)', async () => {
    const response = await as(testSandbox().sandbox, PAID)(
      'POST',
      '/user/payment/checkout',
      {
        address: ADDRESS,
        planCode: 'adw',
        paymentMethodCode: 'bank_slip',
      },
      freshKey(),
    );
    expect(response).toMatchObject({ status: 409, body: { message: 'already_has_subscription' } });
  });

  it('lets the late company buy again (its slip is late, not live)', async () => {
    const response = await as(testSandbox().sandbox, LATE)(
      'POST',
      '/user/payment/checkout',
      {
        address: ADDRESS,
        planCode: 'esw',
        paymentMethodCode: 'bank_slip',
      },
      freshKey(),
    );
    expect(response.status).toBe(201);
  });

  it.each([
    [
      'a card payment without a token',
      { paymentMethodCode: 'credit_card' },
      400,
      'subscription_error',
    ],
    [
      'a forged token',
      { paymentMethodCode: 'credit_card', token: 'forjado' },
      400,
      'subscription_error',
    ],
    ['an unknown plan', { planCode: 'zz' }, 404, 'cant_find_plan'],
    ['an address without street', { address: { ...ADDRESS, street: ' ' } }, 400, 'missing_fields'],
  ])('refuses %s', async (_label, change, status, message) => {
    const sandbox = testSandbox().sandbox;
    const response = await as(sandbox, ON_TRIAL)(
      'POST',
      '/user/payment/checkout',
      {
        address: ADDRESS,
        planCode: 'es',
        paymentMethodCode: 'bank_slip',
        ...change,
      },
      freshKey(),
    );
    expect(response).toMatchObject({ status, body: { success: false, message } });
    expect(sandbox.db().subscriptions.some((s) => s.companyId === 'c-boreal')).toBe(false);
    expect(user(sandbox, ON_TRIAL).finishedCheckout).toBe(false);
  });

  it('names the missing address fields', async () => {
    const response = await as(testSandbox().sandbox, ON_TRIAL)(
      'POST',
      '/user/payment/checkout',
      {
        address: { zipcode: '01310100', street: 'Paulista' },
        planCode: 'es',
        paymentMethodCode: 'bank_slip',
      },
      freshKey(),
    );
    expect(response.body).toEqual({
      success: false,
      message: 'missing_fields',
      detail: 'number, neighborhood, city, state',
    });
  });

  it('is for the super user only (403 unauthorized)', async () => {
    const response = await as(testSandbox().sandbox, NOT_SUPER)(
      'POST',
      '/user/payment/checkout',
      {
        address: ADDRESS,
        planCode: 'en',
        paymentMethodCode: 'bank_slip',
      },
      freshKey(),
    );
    expect(response).toMatchObject({ status: 403, body: { message: 'unauthorized' } });
  });
});

describe('progress flags: plan choice, then onboarding, then checkout', () => {
  it('records each step on the caller and answers the flags', async () => {
    const sandbox = testSandbox().sandbox;
    const call = as(sandbox, TRIAL);
    const flags = async (path: string, body: unknown) => {
      const response = await call('POST', `/implementation/super-user/${path}`, body);
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('update_success');
      return response.body.payload;
    };

    expect(await flags('plan-choice', { choosedPlan: 'trial', selectedPlans: ['esw'] })).toEqual({
      finishedPlanChoice: true,
      choosedPlan: 'trial',
      finishedOnboarding: 'false',
      finishedCheckout: false,
      // The trial has started.
      validSubscription: 'true',
    });
    const company = sandbox.db().companies.find((candidate) => candidate.id === 'c-aurora')!;
    expect(company.trialEndsAt).toBe('2026-12-07T12:00:00.000Z');
    expect(user(sandbox, TRIAL).selectedPlans).toEqual(['esw']);

    expect(await flags('finish-onboarding', { userRole: 'ceo-co' })).toMatchObject({
      finishedOnboarding: 'true',
    });
    expect(user(sandbox, TRIAL).role).toBe('ceo-co');

    expect(await flags('finish-checkout', {})).toMatchObject({ finishedCheckout: true });

    // Cancelling checkout returns to plan selection.
    expect(await flags('finish-checkout', { finished: false })).toEqual({
      finishedPlanChoice: false,
      choosedPlan: 'trial',
      finishedOnboarding: 'true',
      finishedCheckout: false,
      validSubscription: 'true',
    });

    // Choosing the trial again does not extend it.
    await flags('plan-choice', { choosedPlan: 'trial' });
    expect(company.trialEndsAt).toBe('2026-12-07T12:00:00.000Z');
  });

  it('a paid choice starts no trial', async () => {
    const sandbox = testSandbox().sandbox;
    const { body } = await as(sandbox, TRIAL)('POST', '/implementation/super-user/plan-choice', {
      choosedPlan: 'paid',
    });
    expect(body.payload).toMatchObject({ choosedPlan: 'paid', validSubscription: 'false' });
    expect(sandbox.db().companies.find((c) => c.id === 'c-aurora')!.trialEndsAt).toBeNull();
  });

  it.each(['plan-choice', 'finish-onboarding', 'finish-checkout'])(
    '%s is for the super user only (403 unauthorized)',
    async (path) => {
      const response = await as(testSandbox().sandbox, NOT_SUPER)(
        'POST',
        `/implementation/super-user/${path}`,
        { choosedPlan: 'trial' },
      );
      expect(response).toMatchObject({ status: 403, body: { message: 'unauthorized' } });
    },
  );
});

describe('subscriptions: GET /payment/subscription', () => {
  it("lists the caller's company's subscriptions", async () => {
    const { status, body } = await as(testSandbox().sandbox, PAID)(
      'GET',
      '/user/payment/subscription',
    );
    expect(status).toBe(200);
    expect(body.payload).toEqual([
      expect.objectContaining({
        companyId: 'c-horizonte',
        status: 'active',
        planCode: 'adw',
        paymentMethodCode: 'credit_card',
        paymentProfile: {
          cardNumberLastFour: '1111',
          brand: 'visa',
          expirationMonth: 12,
          expirationYear: expect.any(Number),
        },
      }),
    ]);
    expect(
      (await as(testSandbox().sandbox, LATE)('GET', '/user/payment/subscription')).body.payload,
    ).toEqual([
      expect.objectContaining({
        status: 'late',
        paymentMethodCode: 'bank_slip',
        paymentProfile: null,
      }),
    ]);
  });

  it("refuses another company's subscriptions to a company user (403 unauthorized)", async () => {
    const response = await as(testSandbox().sandbox, PAID)(
      'GET',
      '/user/payment/subscription?companyId=c-cerrado',
    );
    expect(response).toEqual({
      status: 403,
      body: { success: false, message: 'unauthorized', detail: expect.any(String) },
    });
  });

  it('shows an administrator every status of spec §4 across the companies', async () => {
    const sandbox = testSandbox().sandbox;
    const call = as(sandbox, ADMIN);
    const seen = new Set<string>();
    for (const company of sandbox.db().companies) {
      const { status, body } = await call(
        'GET',
        `/user/payment/subscription?companyId=${company.id}`,
      );
      expect(status).toBe(200);
      for (const subscription of body.payload) seen.add(subscription.status);
    }
    expect([...seen].sort()).toEqual([...BILLING_STATUSES].sort());
  });

  it('answers 404 cant_find_company to an administrator asking for an unknown company', async () => {
    const response = await as(testSandbox().sandbox, ADMIN)(
      'GET',
      '/user/payment/subscription?companyId=c-x',
    );
    expect(response).toMatchObject({ status: 404, body: { message: 'cant_find_company' } });
  });
});

describe('charges history: GET /payment/bill-history/{subscriptionId}', () => {
  it('lists the bills, newest first', async () => {
    const sandbox = testSandbox().sandbox;
    const id = subscriptionOf(sandbox, 'c-horizonte').subscriptionId;
    const { status, body } = await as(sandbox, PAID)('GET', `/user/payment/bill-history/${id}`);
    expect(status).toBe(200);
    expect(body.payload).toHaveLength(4);
    const ends = body.payload.map((bill: { period: { endAt: string } }) => bill.period.endAt);
    expect(ends).toEqual([...ends].sort().reverse());
    expect(body.payload[0].charges[0]).toMatchObject({
      status: 'paid',
      paymentMethodCode: 'credit_card',
    });
  });

  it("gives a card charge its bill's page, which shows the bill to whoever follows it", async () => {
    const sandbox = testSandbox().sandbox;
    const id = subscriptionOf(sandbox, 'c-horizonte').subscriptionId;
    const { body } = await as(sandbox, PAID)('GET', `/user/payment/bill-history/${id}`);
    const [bill] = body.payload;
    expect(bill.charges[0].printUrl).toBeNull();
    expect(bill.url).toBe(`${ORIGIN}/bills/${bill.id}`);
    const response = await sandbox.fetch(new Request(bill.url));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Horizonte Serviços Ltda');
    expect(html).toContain('Cartão de crédito terminado em 1111');
    expect(html).toContain('Paga');
    expect((await sandbox.fetch(new Request(`${ORIGIN}/bills/nada`))).status).toBe(404);
  });

  it('shows the late bank slip with its URL', async () => {
    const sandbox = testSandbox().sandbox;
    const id = subscriptionOf(sandbox, 'c-cerrado').subscriptionId;
    const { body } = await as(sandbox, LATE)('GET', `/user/payment/bill-history/${id}`);
    expect(body.payload[0].charges[0]).toMatchObject({
      status: 'late',
      printUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/slips/bill-`)),
    });
    expect(body.payload[0].url).toBe(body.payload[0].charges[0].printUrl);
  });

  it("refuses another company's history (403 unauthorized), not an administrator", async () => {
    const sandbox = testSandbox().sandbox;
    const id = subscriptionOf(sandbox, 'c-cerrado').subscriptionId;
    expect((await as(sandbox, PAID)('GET', `/user/payment/bill-history/${id}`)).body.message).toBe(
      'unauthorized',
    );
    expect((await as(sandbox, ADMIN)('GET', `/user/payment/bill-history/${id}`)).status).toBe(200);
  });

  it('answers 404 cant_find_subscription for an unknown subscription', async () => {
    const response = await as(testSandbox().sandbox, PAID)(
      'GET',
      '/user/payment/bill-history/sub-x',
    );
    expect(response).toEqual({
      status: 404,
      body: { success: false, message: 'cant_find_subscription' },
    });
  });
});

describe('billing e-mail: PUT /payment/update-customer-email', () => {
  it('changes the e-mail on the company and its subscriptions (update_success)', async () => {
    const sandbox = testSandbox().sandbox;
    const response = await as(sandbox, PAID)('PUT', '/user/payment/update-customer-email', {
      newCostumerEmail: 'contas@horizonte.com.br',
    });
    expect(response).toEqual({ status: 200, body: { success: true, message: 'update_success' } });
    expect(sandbox.db().companies.find((c) => c.id === 'c-horizonte')!.billingEmail).toBe(
      'contas@horizonte.com.br',
    );
    expect(subscriptionOf(sandbox, 'c-horizonte').customerEmail).toBe('contas@horizonte.com.br');
    expect(subscriptionOf(sandbox, 'c-cerrado').customerEmail).not.toBe('contas@horizonte.com.br');
  });

  it('refuses the current e-mail (general_update_error, same_email), in any case', async () => {
    const response = await as(testSandbox().sandbox, PAID)(
      'PUT',
      '/user/payment/update-customer-email',
      {
        newCostumerEmail: 'Financeiro@Horizonte.com.br',
      },
    );
    expect(response).toEqual({
      status: 400,
      body: { success: false, message: 'general_update_error', detail: 'same_email' },
    });
  });

  it('refuses an invalid e-mail (invalid_email)', async () => {
    const response = await as(testSandbox().sandbox, PAID)(
      'PUT',
      '/user/payment/update-customer-email',
      {
        newCostumerEmail: 'contas@horizonte',
      },
    );
    expect(response).toEqual({ status: 400, body: { success: false, message: 'invalid_email' } });
  });

  it('is for the super user only (403 unauthorized)', async () => {
    const response = await as(testSandbox().sandbox, NOT_SUPER)(
      'PUT',
      '/user/payment/update-customer-email',
      {
        newCostumerEmail: 'contas@horizonte.com.br',
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('cancel and reactivate (back-office)', () => {
  it('cancels a live subscription and reactivates it', async () => {
    const sandbox = testSandbox().sandbox;
    const call = as(sandbox, ADMIN);
    const { subscriptionId } = subscriptionOf(sandbox, 'c-horizonte');

    const cancelled = await call('POST', '/user/payment/cancel-subscription', { subscriptionId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payload).toMatchObject({ status: 'canceled', nextBillingAt: null });
    expect(
      await call('POST', '/user/payment/cancel-subscription', { subscriptionId }),
    ).toMatchObject({ status: 400, body: { message: 'subscription_error' } });

    const reactivated = await call('POST', '/user/payment/reactivate-subscription', {
      subscriptionId,
    });
    expect(reactivated.body.payload).toMatchObject({
      status: 'active',
      nextBillingAt: '2026-12-22T12:00:00.000Z',
    });
    expect(
      await call('POST', '/user/payment/reactivate-subscription', { subscriptionId }),
    ).toMatchObject({ status: 400, body: { message: 'subscription_error' } });
  });

  it('cancels a late subscription too', async () => {
    const sandbox = testSandbox().sandbox;
    const { subscriptionId } = subscriptionOf(sandbox, 'c-cerrado');
    const { body } = await as(sandbox, ADMIN)('POST', '/user/payment/cancel-subscription', {
      subscriptionId,
    });
    expect(body.payload.status).toBe('canceled');
  });

  it('answers 404 cant_find_subscription for an unknown one', async () => {
    const response = await as(testSandbox().sandbox, ADMIN)(
      'POST',
      '/user/payment/cancel-subscription',
      {
        subscriptionId: 'sub-x',
      },
    );
    expect(response.body.message).toBe('cant_find_subscription');
  });

  it('is refused to a company super user, even on their own subscription', async () => {
    const sandbox = testSandbox().sandbox;
    const { subscriptionId } = subscriptionOf(sandbox, 'c-horizonte');
    for (const path of ['cancel-subscription', 'reactivate-subscription']) {
      const response = await as(sandbox, PAID)('POST', `/user/payment/${path}`, { subscriptionId });
      expect(response).toMatchObject({ status: 403, body: { message: 'unauthorized' } });
    }
    expect(subscriptionOf(sandbox, 'c-horizonte').status).toBe('active');
  });
});

describe("'buy now': PUT /company/change-plan/", () => {
  it('sets the paid plan and sends the super user back through checkout', async () => {
    const sandbox = testSandbox().sandbox;
    const { status, body } = await as(sandbox, ON_TRIAL)('PUT', '/user/company/change-plan/', {
      companyId: 'c-boreal',
      newPlan: 'paid',
    });
    expect(status).toBe(200);
    expect(body.payload).toEqual({
      finishedPlanChoice: true,
      choosedPlan: 'paid',
      finishedOnboarding: 'true',
      finishedCheckout: false,
      validSubscription: 'true',
    });
    expect(user(sandbox, ON_TRIAL).choosedPlan).toBe('paid');
  });

  it("refuses another company's plan and a user who is not the super user", async () => {
    const sandbox = testSandbox().sandbox;
    const other = await as(sandbox, PAID)('PUT', '/user/company/change-plan/', {
      companyId: 'c-boreal',
      newPlan: 'paid',
    });
    expect(other).toMatchObject({ status: 403, body: { message: 'unauthorized' } });
    const notSuper = await as(sandbox, NOT_SUPER)('PUT', '/user/company/change-plan/', {
      companyId: 'c-horizonte',
      newPlan: 'trial',
    });
    expect(notSuper).toMatchObject({ status: 403, body: { message: 'unauthorized' } });
    expect(user(sandbox, ON_TRIAL).choosedPlan).toBe('trial');
  });
});
