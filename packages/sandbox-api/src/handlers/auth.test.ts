import { DEMO_PASSWORD } from '../seed';
import { PORTAL_ORIGIN, TEST_NOW, testSandbox, type TestSandbox } from '../test-support';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});

const login = (body: Record<string, unknown>) => t.call('POST', '/user/auth/login', { body });

describe('login', () => {
  it('signs a user in with the signed-in shape and a working token', async () => {
    const answer = await login({ email: 'super.pago@demo.com.br', password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      status: 200,
      message: 'get_success',
      company: { id: 'c-horizonte' },
      payload: {
        user: {
          email: 'super.pago@demo.com.br',
          userRole: 'ceo-co',
          isSuperUser: true,
          isSaas: true,
          validSubscription: 'true',
          finishedOnboarding: 'true',
        },
        company: { id: 'c-horizonte', name: 'Horizonte Serviços Ltda' },
      },
    });
    const avatar = await t.call('GET', '/user/my/user/avatar', {
      token: answer.body.payload.token,
    });
    expect(avatar.status).toBe(200);
  });

  // planType carries the company's product type (spec §1, §3), which decides Spanish (§9).
  it.each([
    ['super.pago@demo.com.br', undefined, 'stationLight'],
    ['multi@demo.com.br', 'c-delta', 'stationCompany'],
    ['admin@provedor.com.br', undefined, 'supplier'],
  ])(
    'answers %s with the product type of its company as planType',
    async (email, companyID, type) => {
      const answer = await login({ email, password: DEMO_PASSWORD, companyID });
      expect(answer.body.payload.user.planType).toBe(type);
    },
  );

  it('finds the account whatever the case of the e-mail', async () => {
    const answer = await login({ email: '  Super.PAGO@Demo.com.br ', password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
  });

  it('answers cant_find_user for an unknown e-mail', async () => {
    const answer = await login({ email: 'ninguem@demo.com.br', password: DEMO_PASSWORD });
    expect(answer).toEqual({
      status: 404,
      body: { success: false, message: 'cant_find_user' },
    });
  });

  it('answers 400 wrong_mail_or_password (never 401) for a wrong password', async () => {
    const answer = await login({ email: 'co@demo.com.br', password: 'Errada@123' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('wrong_mail_or_password');
  });

  it('blocks password login for a single-sign-on-only account', async () => {
    const answer = await login({ email: 'sso@demo.com.br', password: DEMO_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('only_sso_login');
  });

  it('answers 202 with the companies of a user of several, then signs in with companyID', async () => {
    const first = await login({ email: 'multi@demo.com.br', password: DEMO_PASSWORD });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      success: true,
      status: 202,
      message: 'get_success',
      payload: {
        availableCompanies: [
          { id: 'c-delta', name: 'Delta Engenharia Ltda' },
          { id: 'c-estrela', name: 'Estrela Logística Ltda' },
        ],
        expiredCompanies: [{ id: 'c-farol', name: 'Farol Comércio Ltda' }],
      },
    });

    const second = await login({
      email: 'multi@demo.com.br',
      password: DEMO_PASSWORD,
      companyID: 'c-estrela',
    });
    expect(second.status).toBe(200);
    expect(second.body.company).toEqual({ id: 'c-estrela' });
    expect(second.body.payload.company.name).toBe('Estrela Logística Ltda');
  });

  it('refuses the expired company, a company not theirs, and a wrong password on the second step', async () => {
    const base = { email: 'multi@demo.com.br', password: DEMO_PASSWORD };
    const expired = await login({ ...base, companyID: 'c-farol' });
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe('expired_access');

    const other = await login({ ...base, companyID: 'c-horizonte' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('cant_find_company');

    const wrong = await login({ ...base, password: 'Errada@123', companyID: 'c-delta' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('wrong_mail_or_password');
  });

  it('answers company_deleted for a deactivated company', async () => {
    const company = t.db().companies.find((candidate) => candidate.deleted)!;
    const user = t.db().users.find((candidate) => candidate.companyId === company.id)!;
    const answer = await login({ email: user.email, password: DEMO_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('company_deleted');
  });

  it('answers unauthorized for a deactivated user', async () => {
    const user = t.db().users.find((candidate) => !candidate.active)!;
    const answer = await login({ email: user.email, password: DEMO_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('unauthorized');
  });

  it('answers expired_access for a contract whose access date has passed', async () => {
    const company = t
      .db()
      .companies.find(
        (candidate) =>
          !candidate.isSaas &&
          !candidate.deleted &&
          candidate.expiresAt !== null &&
          new Date(candidate.expiresAt) < TEST_NOW &&
          candidate.id !== 'c-farol',
      )!;
    const user = t.db().users.find((candidate) => candidate.companyId === company.id)!;
    const answer = await login({ email: user.email, password: DEMO_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('expired_access');
  });

  it('answers missing_fields for a malformed body', async () => {
    const answer = await login({ email: 'co@demo.com.br' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('missing_fields');
  });
});

describe('logout', () => {
  it('ends the session: the token no longer works', async () => {
    const token = await t.signIn('co@demo.com.br');
    const answer = await t.call('POST', '/user/auth/logout', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const after = await t.call('GET', '/user/my/user/avatar', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('not_found_session');
  });
});

describe('single sign-on', () => {
  const initiate = (email: string) =>
    t.call('POST', '/user/auth/initiate-sso', { body: { email } });

  it('goes from initiate to the identity-provider page, back to the portal, then to a token', async () => {
    const started = await initiate('sso@demo.com.br');
    expect(started.status).toBe(200);
    const redirect = new URL(started.body.payload.redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://sandbox.test/idp/authorize');
    expect(redirect.searchParams.get('email')).toBe('sso@demo.com.br');
    expect(redirect.searchParams.get('returnTo')).toBe(`${PORTAL_ORIGIN}/minha-conta/login/sso/`);

    const page = await t.sandbox.fetch(new Request(redirect));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('sso@demo.com.br');

    const approved = await t.sandbox.fetch(
      new Request('http://sandbox.test/idp/approve', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: redirect.searchParams.get('email')!,
          returnTo: redirect.searchParams.get('returnTo')!,
        }).toString(),
      }),
    );
    expect(approved.status).toBe(303);
    const location = approved.headers.get('Location')!;
    const session = /^http:\/\/portal\.test\/minha-conta\/login\/sso\/session=(\w+)$/.exec(
      location,
    )?.[1];
    expect(session).toBeDefined();

    const exchanged = await t.call('GET', `/user/auth/sso/session/${session}`);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.payload).toMatchObject({
      email: 'sso@demo.com.br',
      profile: 'ceo-co',
      user: { email: 'sso@demo.com.br', isSuperUser: true },
      company: { id: 'c-guara' },
    });
    const avatar = await t.call('GET', '/user/my/user/avatar', {
      token: exchanged.body.payload.token,
    });
    expect(avatar.status).toBe(200);

    // One use only.
    const again = await t.call('GET', `/user/auth/sso/session/${session}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('not_found_session');
  });

  it('answers not_found_session for an unknown or expired session', async () => {
    const unknown = await t.call('GET', '/user/auth/sso/session/nada');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('not_found_session');

    const completed = await t.call('POST', '/user/auth/sso', {
      body: { jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2ln', email: 'ana.sso@demo.com.br' },
    });
    expect(completed.status).toBe(200);
    t.advance(6 * MINUTE);
    const expired = await t.call('GET', `/user/auth/sso/session/${completed.body.payload.session}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe('not_found_session');
  });

  it('exchanges an identity-provider assertion for a session (POST /auth/sso)', async () => {
    const completed = await t.call('POST', '/user/auth/sso', {
      body: { jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2ln', email: 'ana.sso@demo.com.br' },
    });
    const exchanged = await t.call(
      'GET',
      `/user/auth/sso/session/${completed.body.payload.session}`,
    );
    expect(exchanged.body.payload).toMatchObject({ email: 'ana.sso@demo.com.br', profile: 'co' });

    const notJwt = await t.call('POST', '/user/auth/sso', {
      body: { jwt: 'not-a-token', email: 'ana.sso@demo.com.br' },
    });
    expect(notJwt.status).toBe(403);
    expect(notJwt.body.message).toBe('unauthorized');

    const notAllowed = await t.call('POST', '/user/auth/sso', {
      body: { jwt: 'a.b.c', email: 'co@demo.com.br' },
    });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.message).toBe('domain_not_allowed_for_sso');
  });

  it('refuses a public mail domain, an unknown e-mail and an account without single sign-on', async () => {
    for (const email of ['alguem@gmail.com', 'alguem@hotmail.com', 'x@yahoo.com.br']) {
      const answer = await initiate(email);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('domain_not_available');
    }
    const unknown = await initiate('ninguem@empresa.com.br');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('email_not_found');

    const notAllowed = await initiate('super.pago@demo.com.br');
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.message).toBe('domain_not_allowed_for_sso');
  });

  it('lets an account allowed single sign-on (but not only) still use its password', async () => {
    expect(await t.signIn('ana.sso@demo.com.br')).toEqual(expect.any(String));
  });
});

describe('company of an e-mail', () => {
  it('answers the company id, or cant_find_user', async () => {
    const known = await t.call('GET', '/user/my/user/email/co%40demo.com.br');
    expect(known.body.payload).toEqual({ companyId: 'c-horizonte' });
    const unknown = await t.call('GET', '/user/my/user/email/ninguem%40demo.com.br');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('cant_find_user');
  });
});

describe('password recovery', () => {
  const request = (email: string) =>
    t.call('PUT', '/user/my/user/recover-password', { body: { email } });
  const validate = (token: string) =>
    t.call('GET', `/user/my/user/validate-password-recovery-token/${token}`);
  const setPassword = (token: string, password: string) =>
    t.call('PUT', '/user/my/user/update-password/', { body: { token, password } });
  const tokenIn = (body: string) => /definir-senha\?token=(\w+)/.exec(body)![1]!;

  it('answers the same whether the account exists, and mails a link only when it does', async () => {
    const unknown = await request('ninguem@demo.com.br');
    expect(t.db().outbox).toHaveLength(0);
    const known = await request('co@demo.com.br');
    expect(known).toEqual(unknown);
    const mail = t.lastMailTo('co@demo.com.br')!;
    expect(mail.body).toContain(`${PORTAL_ORIGIN}/minha-conta/login/definir-senha?token=`);
  });

  it('goes from the request to the link, the check, the new password and a login with it', async () => {
    await request('co@demo.com.br');
    const token = tokenIn(t.lastMailTo('co@demo.com.br')!.body);

    expect((await validate(token)).body.payload).toEqual({ validatedWithSuccess: true });

    const weak = await setPassword(token, 'fraca');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('general_update_error');

    const set = await setPassword(token, 'NovaSenha1');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ success: true, message: 'update_success' });

    expect(await t.signIn('co@demo.com.br', 'NovaSenha1')).toEqual(expect.any(String));
    const old = await login({ email: 'co@demo.com.br', password: DEMO_PASSWORD });
    expect(old.body.message).toBe('wrong_mail_or_password');

    // A used link is no longer valid.
    expect((await validate(token)).body.payload).toEqual({
      validatedWithSuccess: false,
      reason: 'invalid',
    });
    const reused = await setPassword(token, 'OutraSenha2');
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('general_update_error');
  });

  it('tells an expired link from an invalid one, and refuses both', async () => {
    expect((await validate('desconhecido')).body.payload).toEqual({
      validatedWithSuccess: false,
      reason: 'invalid',
    });
    await request('co@demo.com.br');
    const token = tokenIn(t.lastMailTo('co@demo.com.br')!.body);
    t.advance(61 * MINUTE);
    expect((await validate(token)).body.payload).toEqual({
      validatedWithSuccess: false,
      reason: 'expired',
    });
    const set = await setPassword(token, 'NovaSenha1');
    expect(set.status).toBe(400);
    expect(set.body.message).toBe('general_update_error');
    const unknown = await setPassword('desconhecido', 'NovaSenha1');
    expect(unknown.body.message).toBe('general_update_error');
  });

  it('sets the password of a user of several companies for all of them', async () => {
    await request('multi@demo.com.br');
    await setPassword(tokenIn(t.lastMailTo('multi@demo.com.br')!.body), 'NovaSenha1');
    for (const companyID of ['c-delta', 'c-estrela']) {
      expect(await t.signIn('multi@demo.com.br', 'NovaSenha1', companyID)).toEqual(
        expect.any(String),
      );
    }
  });
});

describe('sign-up (new SaaS company)', () => {
  const payload = {
    userName: 'Joana Prates',
    phone: '11987654321',
    role: 'co',
    companyName: 'Prates & Filhos Ltda',
    email: 'joana@prates.com.br',
    password: 'Segura@2026',
    codeMotherCompany: 'false',
    origin: 'saas',
    projectReference: 'essential_saas',
    stationLight: true,
    selectedPlans: ['adw'],
    language: 'PT',
  };
  const signUp = (body: Record<string, unknown>) =>
    t.call('POST', '/user/company/new-saas-company', { body: { ...payload, ...body } });

  it('creates the company and its super user on a 15-day trial, signed in', async () => {
    const answer = await signUp({});
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'saas_creation_success',
      payload: {
        loginSuccess: true,
        token: expect.any(String),
        company: { id: expect.any(String), name: 'Prates & Filhos Ltda' },
        trialEndsAt: new Date(TEST_NOW.getTime() + 15 * DAY).toISOString(),
        user: {
          email: 'joana@prates.com.br',
          userRole: 'co',
          isSuperUser: true,
          attributions: ['superUser'],
          isSaas: true,
          validSubscription: 'true',
          finishedPlanChoice: false,
          choosedPlan: null,
          finishedOnboarding: 'false',
          finishedCheckout: false,
          selectedPlans: ['adw'],
        },
      },
    });
    const company = t.db().companies.find((record) => record.id === answer.body.payload.company.id);
    expect(company).toMatchObject({ type: 'stationLight', isSaas: true, motherCompanyIds: [] });

    const again = await login({ email: 'joana@prates.com.br', password: 'Segura@2026' });
    expect(again.status).toBe(200);
    expect(again.body.payload.user.isSuperUser).toBe(true);
  });

  // Issue 51: a sign-up made in Spanish stays Spanish, on a light plan (spec §9: ES for light
  // plans only), at sign-up and at the next sign-in on any device.
  it('keeps the sign-up language as the account language, on a light plan', async () => {
    const answer = await signUp({ language: 'ES' });
    expect(answer.body.payload.user).toMatchObject({ language: 'ES', planType: 'stationLight' });
    const again = await login({ email: 'joana@prates.com.br', password: 'Segura@2026' });
    expect(again.body.payload.user).toMatchObject({ language: 'ES', planType: 'stationLight' });
  });

  it('links the company to the integrity network of a mother-company code', async () => {
    const answer = await signUp({ codeMotherCompany: 'redesul' });
    expect(answer.status).toBe(201);
    const company = t.db().companies.find((record) => record.id === answer.body.payload.company.id);
    expect(company?.motherCompanyIds).toEqual(['c-rede-sul']);
  });

  it('accepts a top-level domain of up to 10 letters', async () => {
    expect((await signUp({ email: 'joana@prates.consulting' })).status).toBe(201);
  });

  it.each([
    [{ email: 'joana@prates' }, 400, 'invalid_email'],
    [{ email: 'joana@prates.abcdefghijk' }, 400, 'invalid_email'],
    [{ email: 'CO@demo.com.br' }, 409, 'unavailable_mail'],
    [{ phone: '1198765432' }, 400, 'invalid_phone'],
    [{ codeMotherCompany: 'NAOEXISTE' }, 400, 'invalid_management_code'],
    [{ companyName: '!!!' }, 400, 'invalid_company_name'],
    [{ password: 'fraca' }, 400, 'missing_fields'],
    [{ password: 'semdigitosAA' }, 400, 'missing_fields'],
    [{ userName: 'J0ana' }, 400, 'missing_fields'],
    [{ origin: 'other' }, 400, 'missing_fields'],
  ])('refuses %j with %i %s', async (change, status, message) => {
    const answer = await signUp(change);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(t.db().users.some((user) => user.email === 'joana@prates.com.br')).toBe(false);
  });
});
