// The provider's back-office against the in-process sandbox (spec §2.8, §7 back-office).
import { withCnpjCheckDigits } from '@portal/domain';
import type { Sandbox } from '../app';
import { send, testSandbox, tokenFor } from '../test-support';

const ADMIN = 'admin@provedor.com.br';
const PAID = 'super.pago@demo.com.br';

/** Calls the sandbox as a demo account and reads the JSON answer. */
function as(sandbox: Sandbox, email: string) {
  const token = tokenFor(sandbox, email);
  return async (method: string, path: string, body?: unknown) => {
    const response = await send(sandbox, method, path, {
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  };
}

const admin = () => {
  const sandbox = testSandbox().sandbox;
  return { sandbox, call: as(sandbox, ADMIN) };
};

const companyOf = (sandbox: Sandbox, id: string) =>
  sandbox.db().companies.find((company) => company.id === id)!;

describe('companies: GET /control/all-companies', () => {
  const list = async (query = '') => {
    const { call } = admin();
    const { status, body } = await call('GET', `/user/control/all-companies${query}`);
    expect(status).toBe(200);
    return body.payload as {
      companies: {
        id: string;
        name: string;
        cnpj: string;
        active: boolean;
        isSaas: boolean;
        plan: string | null;
      }[];
      totalOnQuery: number;
    };
  };

  it('pages by 10 from page 1 by default, sorted by name, over at least 25 companies', async () => {
    const first = await list();
    expect(first.totalOnQuery).toBeGreaterThanOrEqual(25);
    expect(first.companies).toHaveLength(10);

    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?page=${page}&limit=10`)));
    expect(pages[0]).toEqual(first);
    expect(pages[2]!.companies).toHaveLength(10);
    expect(pages[3]!.companies).toHaveLength(first.totalOnQuery - 30);
    const names = pages.flatMap((page) => page.companies.map((company) => company.name));
    expect(new Set(names).size).toBe(first.totalOnQuery);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('honours another page size and answers an empty page past the end', async () => {
    expect((await list('?page=2&limit=25')).companies).toHaveLength(
      (await list()).totalOnQuery - 25,
    );
    expect((await list('?page=9')).companies).toEqual([]);
  });

  it('finds by name without case or accents', async () => {
    expect((await list('?name=SERTAO')).companies.map((company) => company.name)).toEqual([
      'Sertão Mineração Ltda',
    ]);
    const rede = await list(`?name=${encodeURIComponent('rede integridade')}`);
    expect(rede.totalOnQuery).toBe(2);
  });

  it('finds by CNPJ with or without the mask, and by part of it', async () => {
    const { sandbox } = admin();
    const cnpj = companyOf(sandbox, 'c-horizonte').cnpj;
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    for (const query of [cnpj, masked, cnpj.slice(0, 8)]) {
      const found = await list(`?cnpj=${encodeURIComponent(query)}`);
      expect(found.companies.map((company) => company.id)).toContain('c-horizonte');
    }
    expect((await list(`?cnpj=${encodeURIComponent(masked)}`)).totalOnQuery).toBe(1);
  });

  it('finds an alphanumeric CNPJ in any case', async () => {
    const { sandbox } = admin();
    const alphanumeric = sandbox.db().companies.find((company) => /[A-Z]/.test(company.cnpj))!;
    const found = await list(`?cnpj=${alphanumeric.cnpj.toLowerCase()}`);
    expect(found.companies.map((company) => company.id)).toEqual([alphanumeric.id]);
  });

  it.each([
    ['active', (company: { active: boolean }) => company.active],
    ['disabled', (company: { active: boolean }) => !company.active],
    ['saas', (company: { isSaas: boolean }) => company.isSaas],
  ])('filters by status %s', async (status, holds) => {
    const found = await list(`?status=${status}&limit=100`);
    expect(found.companies.length).toBeGreaterThan(0);
    expect(found.companies.length).toBe(found.totalOnQuery);
    expect(found.companies.every(holds)).toBe(true);
  });

  it('counts active + disabled = all', async () => {
    const all = (await list()).totalOnQuery;
    const active = (await list('?status=active')).totalOnQuery;
    const disabled = (await list('?status=disabled')).totalOnQuery;
    expect(active + disabled).toBe(all);
    expect(disabled).toBeGreaterThan(0);
  });

  it("reads a SaaS account's status from its subscription: cancelled is disabled, reactivated active", async () => {
    const { sandbox, call } = admin();
    const subscription = sandbox
      .db()
      .subscriptions.find((candidate) => candidate.companyId === 'c-horizonte')!;
    const ids = async (status: string) =>
      (
        await call('GET', `/user/control/all-companies?status=${status}&limit=100`)
      ).body.payload.companies.map((company: { id: string }) => company.id);
    const horizonte = async () =>
      (await call('GET', '/user/control/company/c-horizonte')).body.payload;
    expect(await ids('active')).toContain('c-horizonte');

    const cancelled = await call('POST', '/user/payment/cancel-subscription', {
      subscriptionId: subscription.subscriptionId,
    });
    expect(cancelled.status).toBe(200);
    expect(await ids('disabled')).toContain('c-horizonte');
    expect(await ids('active')).not.toContain('c-horizonte');
    // Still SaaS (the marker), disabled, and not deleted: its deleted flag is untouched.
    expect(await horizonte()).toMatchObject({ isSaas: true, active: false });
    expect(companyOf(sandbox, 'c-horizonte').deleted).toBe(false);
    expect(await ids('saas')).toContain('c-horizonte');
    const report = await call('POST', '/user/control/companies-report?status=disabled');
    expect(report.body.payload.rows).toBe((await ids('disabled')).length);
    expect(sandbox.db().outbox.at(-1)!.body).toMatch(/Horizonte Serviços Ltda;\w+;disabled;/);

    await call('POST', '/user/payment/reactivate-subscription', {
      subscriptionId: subscription.subscriptionId,
    });
    expect(await ids('active')).toContain('c-horizonte');
    expect(await ids('disabled')).not.toContain('c-horizonte');
    expect((await horizonte()).active).toBe(true);
  });

  it('lists the seeded SaaS accounts with a cancelled subscription as disabled', async () => {
    const { sandbox } = admin();
    const db = sandbox.db();
    const ended = db.companies.filter(
      (company) =>
        company.isSaas &&
        !company.deleted &&
        db.subscriptions.some(
          (subscription) =>
            subscription.companyId === company.id &&
            ['canceled', 'inactive'].includes(subscription.status),
        ),
    );
    expect(ended.length).toBeGreaterThan(0);
    const disabled = (await list('?status=disabled&limit=100')).companies;
    for (const company of ended) {
      expect(disabled.map((row) => row.id)).toContain(company.id);
    }
    // A client with the same subscription status would not be (it has none): disabled is
    // the deleted companies plus these.
    expect(disabled).toHaveLength(
      db.companies.filter((company) => company.deleted).length + ended.length,
    );
  });

  it.each(['essential', 'advanced', 'enterprise'])('filters by plan %s', async (plan) => {
    const found = await list(`?plan=${plan}&limit=100`);
    expect(found.totalOnQuery).toBeGreaterThan(0);
    expect(found.companies.every((company) => company.plan === plan)).toBe(true);
  });

  it('combines filters', async () => {
    const found = await list('?status=saas&plan=advanced&limit=100');
    expect(found.totalOnQuery).toBeGreaterThan(0);
    expect(found.companies.every((company) => company.isSaas && company.plan === 'advanced')).toBe(
      true,
    );
    expect((await list('?name=nada-assim')).totalOnQuery).toBe(0);
  });

  it('refuses an unknown filter value with 400', async () => {
    const { call } = admin();
    expect((await call('GET', '/user/control/all-companies?status=sumida')).status).toBe(400);
  });
});

describe('one company', () => {
  it('reads the admin view, its users, its data and its done tasks', async () => {
    const { call } = admin();
    expect((await call('GET', '/user/control/company/c-f1')).body.payload).toMatchObject({
      id: 'c-f1',
      isSaas: true,
      motherCompanies: [{ name: 'Rede Integridade Sul' }],
      groups: [{ empresaMae: 'c-rede-sul', groups: ['Varejo'] }],
    });
    const users = (await call('GET', '/user/control/company/users/c-horizonte')).body.payload;
    expect(users.length).toBeGreaterThan(10);
    expect(users.some((user: { active: boolean }) => !user.active)).toBe(true);
    expect((await call('GET', '/user/company?companyId=c-horizonte')).body.payload).toMatchObject({
      id: 'c-horizonte',
      name: 'Horizonte Serviços Ltda',
      address: { city: 'São Paulo' },
    });
    expect(
      (await call('GET', '/user/company/c-horizonte/with-tasks-done')).body.payload.tasksDone,
    ).toHaveLength(3);
  });

  it.each([
    '/user/control/company/c-x',
    '/user/control/company/users/c-x',
    '/user/company?companyId=c-x',
    '/user/company/c-x/with-tasks-done',
  ])('answers 404 cant_find_company for %s', async (path) => {
    const { call } = admin();
    expect(await call('GET', path)).toEqual({
      status: 404,
      body: { success: false, message: 'cant_find_company' },
    });
  });

  it('reopens a done task: it leaves the list; an unknown task is 404 general_get_error', async () => {
    const { sandbox, call } = admin();
    const reopened = await call('PUT', '/user/company/c-horizonte/delete-task-done/t-2');
    expect(reopened.status).toBe(200);
    expect(reopened.body.payload.tasksDone.map((task: { _id: string }) => task._id)).toEqual([
      't-1',
      't-3',
    ]);
    expect(companyOf(sandbox, 'c-horizonte').tasksDone).toHaveLength(2);
    expect(await call('PUT', '/user/company/c-horizonte/delete-task-done/t-2')).toMatchObject({
      status: 404,
      body: { message: 'general_get_error' },
    });
  });

  it('edits name, expiry and status', async () => {
    const { sandbox, call } = admin();
    const { status, body } = await call('PUT', '/user/company/c-delta', {
      name: 'Delta Engenharia S.A.',
      expiresAt: '2027-06-30T00:00:00.000Z',
      deleted: true,
    });
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({
      name: 'Delta Engenharia S.A.',
      expiresAt: '2027-06-30T00:00:00.000Z',
      active: false,
    });
    expect(companyOf(sandbox, 'c-delta').deleted).toBe(true);
    expect(
      (await call('PUT', '/user/company/c-delta', { name: '@@@', expiresAt: null, deleted: false }))
        .body.message,
    ).toBe('invalid_company_name');
    expect(
      (await call('PUT', '/user/company/c-x', { name: 'Xis', expiresAt: null, deleted: false }))
        .body.message,
    ).toBe('cant_find_company');
  });

  it('adds a company to a mother company with its groups', async () => {
    const { sandbox, call } = admin();
    const { body } = await call('PUT', '/user/company/add-to-mothercompany', {
      empresaMaeId: 'c-rede-sul',
      companyId: 'c-estrela',
      groups: ['Indústria'],
    });
    expect(body.payload).toMatchObject({
      motherCompanies: [{ name: 'Rede Integridade Sul' }],
      groups: [{ empresaMae: 'c-rede-sul', groups: ['Indústria'] }],
    });
    expect(companyOf(sandbox, 'c-estrela').motherCompanyIds).toEqual(['c-rede-sul']);
  });

  it('refuses a company that is not a mother company, and groups it does not have', async () => {
    const { call } = admin();
    expect(
      await call('PUT', '/user/company/add-to-mothercompany', {
        empresaMaeId: 'c-horizonte',
        companyId: 'c-estrela',
        groups: [],
      }),
    ).toMatchObject({ status: 400, body: { message: 'invalid_management_code' } });
    expect(
      await call('PUT', '/user/company/add-to-mothercompany', {
        empresaMaeId: 'c-rede-norte',
        companyId: 'c-estrela',
        groups: ['Varejo'],
      }),
    ).toMatchObject({ status: 400, body: { message: 'general_update_error' } });
  });
});

describe('the plan of a SaaS account: PUT /company/change-plan/', () => {
  const ownerOf = (sandbox: Sandbox, companyId: string) =>
    sandbox.db().users.find((user) => user.companyId === companyId && user.isSuperUser)!;

  it("switches another company's account between trial and paid; the list shows it", async () => {
    const { sandbox, call } = admin();
    ownerOf(sandbox, 'c-f1').choosedPlan = 'trial';
    const { status } = await call('PUT', '/user/company/change-plan/', {
      companyId: 'c-f1',
      newPlan: 'paid',
    });
    expect(status).toBe(200);
    expect(ownerOf(sandbox, 'c-f1')).toMatchObject({
      choosedPlan: 'paid',
      finishedCheckout: false,
    });
    const { body } = await call('GET', '/user/control/company/c-f1');
    expect(body.payload.saas.choosedPlan).toBe('paid');
  });

  it('is refused to a super user for another company (403)', async () => {
    const { sandbox } = admin();
    const { status } = await as(sandbox, PAID)('PUT', '/user/company/change-plan/', {
      companyId: 'c-f1',
      newPlan: 'trial',
    });
    expect(status).toBe(403);
  });
});

describe('reports', () => {
  it('sends the companies report to the administrator by e-mail', async () => {
    const { sandbox, call } = admin();
    const { body } = await call('POST', '/user/control/companies-report?status=saas&plan=advanced');
    const listed = await call('GET', '/user/control/all-companies?status=saas&plan=advanced');
    expect(body).toEqual({
      success: true,
      message: 'get_success',
      payload: { sentTo: ADMIN, rows: listed.body.payload.totalOnQuery },
    });
    const [mail] = sandbox.db().outbox;
    expect(mail).toMatchObject({ to: ADMIN, subject: 'Relatório de empresas' });
    expect(mail!.body.split('\n')).toHaveLength(1 + body.payload.rows);
  });

  it('lists every user with mother company, company, name, e-mail and role', async () => {
    const { sandbox, call } = admin();
    const rows = (await call('GET', '/user/control/users-report')).body.payload;
    expect(rows).toHaveLength(sandbox.db().users.length);
    expect(rows).toContainEqual({
      motherCompany: '',
      company: 'Horizonte Serviços Ltda',
      name: 'Paula Ribeiro',
      email: PAID,
      role: 'ceo-co',
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        motherCompany: 'Rede Integridade Sul',
        company: 'Ipê Amarelo Têxtil Ltda',
      }),
    );
  });
});

describe('mother-company codes and sign-up links', () => {
  it('lists the codes with their company (id and name) and groups', async () => {
    const { call } = admin();
    expect((await call('GET', '/management/management/all-codes')).body.payload).toEqual([
      {
        _id: 'mc-1',
        code: 'REDESUL',
        company: { _id: 'c-rede-sul', name: 'Rede Integridade Sul' },
        customGroups: ['Varejo', 'Indústria'],
      },
      {
        _id: 'mc-2',
        code: 'REDENORTE',
        company: { _id: 'c-rede-norte', name: 'Rede Integridade Norte' },
        customGroups: ['Serviços'],
      },
    ]);
  });

  it("answers a mother company's custom groups, by its id or its code's id", async () => {
    const { call } = admin();
    for (const id of ['c-rede-sul', 'mc-1']) {
      expect(
        (await call('GET', `/management/management/subcompany-groups/${id}`)).body.payload,
      ).toEqual(['Varejo', 'Indústria']);
    }
    expect(
      (await call('GET', '/management/management/subcompany-groups/c-horizonte')).body.message,
    ).toBe('cant_find_company');
  });

  it('builds the sign-up link of a known code, in any case, on the caller’s origin', async () => {
    const sandbox = testSandbox().sandbox;
    const response = await sandbox.fetch(
      new Request('http://sandbox.test/management/management/redenorte', {
        headers: {
          Authorization: `Bearer ${tokenFor(sandbox, ADMIN)}`,
          Origin: 'https://portal.exemplo.com.br',
        },
      }),
    );
    expect(await response.json()).toEqual({
      success: true,
      message: 'get_success',
      payload: { link: 'https://portal.exemplo.com.br/minha-conta/login/cadastro/adw/REDENORTE' },
    });
  });

  it('answers 404 invalid_management_code for an unknown code', async () => {
    const { call } = admin();
    expect(await call('GET', '/management/management/NAOEXISTE')).toEqual({
      status: 404,
      body: { success: false, message: 'invalid_management_code' },
    });
  });
});

describe('activate a client: POST /company/activate-client', () => {
  const CNPJ = withCnpjCheckDigits('457231740001');
  const activation = (change: object = {}) => ({
    company: { name: 'Ypê Consultoria Ltda', cnpj: CNPJ, code: null, isIntegrityNetwork: false },
    users: [
      { name: 'Rita Lopes', email: 'rita@ype.com.br', password: '482913', role: 'ceo-co' },
      { name: 'Caio Prado', email: 'caio@ype.com.br', password: '77', role: 'co' },
    ],
    language: 'PT',
    projectReference: 'advanced_web',
    ...change,
  });

  it('creates the company and every user (201), the first one owning the account', async () => {
    const { sandbox, call } = admin();
    const { status, body } = await call('POST', '/user/company/activate-client', activation());
    expect(status).toBe(201);
    expect(body).toEqual({
      baseCompany: { status: 201, message: 'saas_creation_success', companyId: expect.any(String) },
      users: [
        { status: 201, message: 'user_creation_success', email: 'rita@ype.com.br' },
        { status: 201, message: 'user_creation_success', email: 'caio@ype.com.br' },
      ],
    });
    const company = companyOf(sandbox, body.baseCompany.companyId);
    expect(company).toMatchObject({
      name: 'Ypê Consultoria Ltda',
      isSaas: false,
      plan: 'advanced',
      cnpj: CNPJ,
    });
    const rita = sandbox.db().users.find((user) => user.email === 'rita@ype.com.br')!;
    expect(rita).toMatchObject({
      companyId: company.id,
      isSuperUser: true,
      password: '482913',
      role: 'ceo-co',
    });
    expect(sandbox.db().users.find((user) => user.email === 'caio@ype.com.br')!.isSuperUser).toBe(
      false,
    );
    expect(sandbox.db().outbox.map((mail) => mail.to)).toEqual([
      'rita@ype.com.br',
      'caio@ype.com.br',
    ]);
  });

  it('answers 207 with each user’s result when some users fail', async () => {
    const { sandbox, call } = admin();
    const { status, body } = await call(
      'POST',
      '/user/company/activate-client',
      activation({
        users: [
          { name: 'Rita Lopes', email: 'rita@ype.com.br', password: '482913', role: 'ceo' },
          { name: 'Otávio Lima', email: 'CO@demo.com.br', password: '1', role: 'co' },
          { name: 'Rita de Novo', email: 'rita@ype.com.br', password: '2', role: 'co' },
          { name: 'Sem Domínio', email: 'sem@dominio', password: '3', role: 'employee' },
        ],
      }),
    );
    expect(status).toBe(207);
    expect(body.baseCompany.status).toBe(201);
    expect(body.users).toEqual([
      { status: 201, message: 'user_creation_success', email: 'rita@ype.com.br' },
      { status: 409, message: 'unavailable_mail', email: 'CO@demo.com.br' },
      { status: 409, message: 'unavailable_mail', email: 'rita@ype.com.br' },
      { status: 400, message: 'invalid_email', email: 'sem@dominio' },
    ]);
    expect(
      sandbox.db().users.filter((user) => user.companyId === body.baseCompany.companyId),
    ).toHaveLength(1);
  });

  it('joins an integrity network by its mother code', async () => {
    const { sandbox, call } = admin();
    const { status, body } = await call(
      'POST',
      '/user/company/activate-client',
      activation({
        company: { name: 'Ypê Rede', cnpj: CNPJ, code: 'redesul', isIntegrityNetwork: true },
      }),
    );
    expect(status).toBe(201);
    expect(companyOf(sandbox, body.baseCompany.companyId).motherCompanyIds).toEqual(['c-rede-sul']);
  });

  it.each([
    [
      'an invalid CNPJ',
      { name: 'Ypê', cnpj: '11.222.333/0001-00', code: null, isIntegrityNetwork: false },
      'Por favor, insira um CNPJ válido',
    ],
    [
      'a network without a valid mother code',
      { name: 'Ypê', cnpj: CNPJ, code: 'NAOEXISTE', isIntegrityNetwork: true },
      'invalid_management_code',
    ],
  ])('answers 400 for %s and creates nothing', async (_label, company, message) => {
    const { sandbox, call } = admin();
    const before = [sandbox.db().companies.length, sandbox.db().users.length];
    const { status, body } = await call(
      'POST',
      '/user/company/activate-client',
      activation({ company }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ baseCompany: { status: 400, message }, users: [] });
    expect([sandbox.db().companies.length, sandbox.db().users.length]).toEqual(before);
  });

  it('refuses a temporary password of more than 6 digits (400)', async () => {
    const { call } = admin();
    const { status } = await call(
      'POST',
      '/user/company/activate-client',
      activation({
        users: [{ name: 'Rita', email: 'rita@ype.com.br', password: '1234567', role: 'co' }],
      }),
    );
    expect(status).toBe(400);
  });
});

describe('coupons: /discount/', () => {
  it('lists the coupons that are not deleted and reads one', async () => {
    const { call } = admin();
    const list = (await call('GET', '/user/discount/')).body.payload;
    expect(list.map((coupon: { couponCode: string }) => coupon.couponCode)).toEqual([
      'BEMVINDO10',
      'PARCEIRO25',
      'REDE100',
    ]);
    expect((await call('GET', '/user/discount/?id=cp-2')).body.payload).toMatchObject({
      couponCode: 'PARCEIRO25',
      validOnPlans: ['ad', 'adw', 'adwl', 'adwl0800'],
    });
    for (const id of ['cp-4', 'cp-x']) {
      expect(await call('GET', `/user/discount/?id=${id}`)).toMatchObject({
        status: 404,
        body: { message: 'invalid_discount' },
      });
    }
  });

  it('creates, renames and deletes a coupon; the checkout follows', async () => {
    const { sandbox, call } = admin();
    const created = await call('POST', '/user/discount/', {
      couponCode: 'natal20',
      validOnPlans: ['es', 'esw'],
      discount: [
        { productCode: 'essential', discountPercentage: 20, cycles: 2 },
        { productCode: 'web_channel', discountPercentage: 100, cycles: 120 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.payload).toMatchObject({ couponCode: 'NATAL20', deleted: false });
    const { _id: id } = created.body.payload;
    const check = as(sandbox, 'super.teste@demo.com.br');
    expect((await check('GET', '/user/payment/discounts/esw/natal20')).body.message).toBe(
      'discount_success',
    );

    const renamed = await call('PUT', `/user/discount/${id}`, { couponCode: 'natal25' });
    expect(renamed.body.payload.couponCode).toBe('NATAL25');
    expect((await check('GET', '/user/payment/discounts/esw/NATAL20')).status).toBe(404);

    expect(await call('DELETE', `/user/discount/${id}`)).toEqual({
      status: 200,
      body: { success: true, message: 'update_success' },
    });
    expect((await check('GET', '/user/payment/discounts/esw/NATAL25')).body.message).toBe(
      'invalid_discount',
    );
    expect(sandbox.db().coupons.find((coupon) => coupon._id === id)!.deleted).toBe(true);
    expect((await call('DELETE', `/user/discount/${id}`)).status).toBe(404);
    expect((await call('PUT', `/user/discount/${id}`, { couponCode: 'NATAL30' })).status).toBe(404);
  });

  it('refuses a code already in use (409 general_update_error), but a deleted code is free', async () => {
    const { call } = admin();
    const coupon = {
      validOnPlans: ['es'],
      discount: [{ productCode: 'essential', discountPercentage: 10, cycles: 1 }],
    };
    expect(
      await call('POST', '/user/discount/', { ...coupon, couponCode: 'bemvindo10' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'general_update_error' },
    });
    expect(await call('PUT', '/user/discount/cp-1', { couponCode: 'parceiro25' })).toMatchObject({
      status: 409,
      body: { message: 'general_update_error' },
    });
    expect(
      (await call('POST', '/user/discount/', { ...coupon, couponCode: 'ANTIGO50' })).status,
    ).toBe(201);
  });

  it.each([
    [
      'a product outside its plans',
      ['es'],
      [{ productCode: 'advanced', discountPercentage: 10, cycles: 1 }],
      'invalid_discount',
    ],
    [
      'a zero percentage',
      ['es'],
      [{ productCode: 'essential', discountPercentage: 0, cycles: 1 }],
      'invalid_discount',
    ],
    [
      'the same product twice',
      ['es'],
      [
        { productCode: 'essential', discountPercentage: 10, cycles: 1 },
        { productCode: 'essential', discountPercentage: 20, cycles: 1 },
      ],
      'invalid_discount',
    ],
    [
      'a duration other than 1–12 months or permanent (120)',
      ['es'],
      [{ productCode: 'essential', discountPercentage: 10, cycles: 24 }],
      'invalid_discount',
    ],
    [
      'an unknown plan',
      ['zz'],
      [{ productCode: 'essential', discountPercentage: 10, cycles: 1 }],
      'cant_find_plan',
    ],
  ])('refuses %s with 400', async (_label, validOnPlans, discount, message) => {
    const { sandbox, call } = admin();
    const response = await call('POST', '/user/discount/', {
      couponCode: 'NOVO10',
      validOnPlans,
      discount,
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(sandbox.db().coupons).toHaveLength(4);
  });
});

describe('back-office access', () => {
  it.each([
    ['GET', '/user/control/all-companies'],
    ['GET', '/user/control/company/c-horizonte'],
    ['GET', '/user/control/company/users/c-horizonte'],
    ['POST', '/user/control/companies-report'],
    ['GET', '/user/control/users-report'],
    ['GET', '/management/management/all-codes'],
    ['GET', '/management/management/subcompany-groups/c-rede-sul'],
    ['GET', '/management/management/REDESUL'],
    ['GET', '/user/company?companyId=c-horizonte'],
    ['GET', '/user/company/c-horizonte/with-tasks-done'],
    ['PUT', '/user/company/c-horizonte/delete-task-done/t-1'],
    ['GET', '/user/discount/'],
    ['GET', '/user/discount/?id=cp-1'],
    ['DELETE', '/user/discount/cp-1'],
  ])('%s %s is refused to a company super user (403 unauthorized)', async (method, path) => {
    const sandbox = testSandbox().sandbox;
    const call = as(sandbox, PAID);
    const before = JSON.stringify(sandbox.db());
    const response = await call(method, path);
    expect(response).toEqual({ status: 403, body: { success: false, message: 'unauthorized' } });
    expect(JSON.stringify(sandbox.db())).toBe(before);
  });
});
