import { testSandbox, type TestSandbox } from '../test-support';

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});

const idOf = (email: string) => t.db().users.find((user) => user.email === email)!._id;

const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/user/super-user/createUser', { token, body });

describe('company users', () => {
  it("lists the caller's company, more than one page of it", async () => {
    const token = await t.signIn('co@demo.com.br');
    const answer = await t.call('GET', '/user/my/user/c-horizonte/all', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.payload.length).toBeGreaterThan(10);
    expect(answer.body.payload[0]).toEqual({
      _id: idOf('super.pago@demo.com.br'),
      name: 'Paula Ribeiro',
      email: 'super.pago@demo.com.br',
      role: 'ceo-co',
      active: true,
      deleted: false,
      isSuperUser: true,
      attributions: ['superUser'],
    });
    expect(answer.body.payload.some((user: { active: boolean }) => !user.active)).toBe(true);
  });

  it("refuses another company's users; an administrator reads any", async () => {
    const token = await t.signIn('co@demo.com.br');
    const refused = await t.call('GET', '/user/my/user/c-aurora/all', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('unauthorized');

    const admin = await t.signIn('admin@provedor.com.br');
    const read = await t.call('GET', '/user/my/user/c-aurora/all', { token: admin });
    expect(read.body.payload).toHaveLength(1);
    const unknown = await t.call('GET', '/user/my/user/c-nao-existe/all', { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('cant_find_company');
  });
});

describe('user creation', () => {
  it('creates a user, mails them, and lets them sign in', async () => {
    const token = await t.signIn('super.teste@demo.com.br');
    const answer = await create(token, {
      name: 'Olívia Sá',
      email: 'Olivia@Boreal.com.br',
      role: 'co',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'user_creation_success',
      payload: {
        name: 'Olívia Sá',
        email: 'olivia@boreal.com.br',
        role: 'co',
        active: true,
        isSuperUser: false,
      },
    });
    const mail = t.lastMailTo('olivia@boreal.com.br')!;
    const password = /senha provisória (\S+)\.$/.exec(mail.body)![1]!;
    const signedIn = await t.call('POST', '/user/auth/login', {
      body: { email: 'olivia@boreal.com.br', password },
    });
    expect(signedIn.body.payload.company.id).toBe('c-boreal');
  });

  it('holds the quota of two officers (co and ceo-co) among active users', async () => {
    const token = await t.signIn('super.teste@demo.com.br');
    const officer = (name: string, role: string) =>
      create(token, { name, email: `${name.toLowerCase()}@boreal.com.br`, role });

    expect((await officer('Primeiro', 'co')).status).toBe(201);
    expect((await officer('Segundo', 'ceo-co')).status).toBe(201);
    for (const role of ['co', 'ceo-co']) {
      const over = await officer('Terceiro', role);
      expect(over.status).toBe(409);
      expect(over.body.message).toBe('unavailable_role');
    }
    // Other roles are not counted.
    expect((await officer('Diretor', 'ceo')).status).toBe(201);
    expect((await officer('Compras', 'cfo')).status).toBe(201);

    // A deactivated officer frees a place; reactivating them then finds it taken.
    const first = idOf('primeiro@boreal.com.br');
    await t.call('PUT', `/user/super-user/userActivationToggle/${first}`, { token });
    expect((await officer('Terceiro', 'co')).status).toBe(201);
    const back = await t.call('PUT', `/user/super-user/userActivationToggle/${first}`, { token });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('unavailable_role');
  });

  it('never exceeds the quota under concurrent requests', async () => {
    const token = await t.signIn('super.teste@demo.com.br');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        create(token, {
          name: 'Concorrente',
          email: `concorrente${index}@boreal.com.br`,
          role: index % 2 ? 'co' : 'ceo-co',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(38);
    const officers = t
      .db()
      .users.filter(
        (user) =>
          user.companyId === 'c-boreal' && user.active && ['co', 'ceo-co'].includes(user.role),
      );
    expect(officers).toHaveLength(2);
  });

  it('refuses an invalid e-mail, an e-mail already in the company, and an invalid name', async () => {
    const token = await t.signIn('super.pago@demo.com.br');
    const invalid = await create(token, { name: 'Ana', email: 'ana@horizonte', role: 'employee' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('invalid_email');

    const taken = await create(token, { name: 'Ana', email: 'CFO@demo.com.br', role: 'employee' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('unavailable_mail');

    const name = await create(token, {
      name: 'Ana 2',
      email: 'ana@horizonte.com.br',
      role: 'employee',
    });
    expect(name.status).toBe(400);
    expect(name.body).toEqual({
      success: false,
      message: 'user_creation_general_error',
      detail: 'ana@horizonte.com.br',
    });

    const quota = await create(token, { name: 'Ana', email: 'ana@horizonte.com.br', role: 'co' });
    expect(quota.body.message).toBe('unavailable_role');
  });

  it('lets only a super user or a manager create, and only in their own company', async () => {
    const co = await t.signIn('co@demo.com.br');
    const refused = await create(co, {
      name: 'Ana',
      email: 'ana@horizonte.com.br',
      role: 'employee',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('unauthorized');

    const manager = await t.signIn('colaborador1@horizonte.com.br');
    const created = await create(manager, {
      name: 'Ana',
      email: 'ana@horizonte.com.br',
      role: 'employee',
    });
    expect(created.status).toBe(201);

    const owner = await t.signIn('super.pago@demo.com.br');
    const elsewhere = await create(owner, {
      name: 'Ana',
      email: 'ana@aurora.com.br',
      role: 'employee',
      companyId: 'c-aurora',
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('unauthorized');
  });

  it('lets an administrator create in any company', async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    const answer = await create(admin, {
      name: 'Ana',
      email: 'ana@aurora.com.br',
      role: 'employee',
      companyId: 'c-aurora',
      language: 'ES',
    });
    expect(answer.status).toBe(201);
    expect(t.db().users.find((user) => user.email === 'ana@aurora.com.br')).toMatchObject({
      companyId: 'c-aurora',
      language: 'ES',
    });
  });
});

describe('role change', () => {
  const updateRole = (token: string, id: string, userRole: string) =>
    t.call('PUT', '/user/super-user/updateRole', { token, body: { id, userRole } });

  it('changes a role within the quota', async () => {
    const token = await t.signIn('super.pago@demo.com.br');
    // Horizonte has its two officers (a ceo-co and a co): another one is refused…
    const over = await updateRole(token, idOf('colaborador3@horizonte.com.br'), 'co');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('unavailable_role');
    // …but an officer may change between the two officer roles, and leave them.
    const moved = await updateRole(token, idOf('co@demo.com.br'), 'ceo-co');
    expect(moved.body).toMatchObject({
      success: true,
      message: 'update_success',
      payload: { email: 'co@demo.com.br', role: 'ceo-co' },
    });
    expect((await updateRole(token, idOf('co@demo.com.br'), 'employee')).status).toBe(200);
    expect((await updateRole(token, idOf('colaborador3@horizonte.com.br'), 'co')).status).toBe(200);
  });

  it("refuses a non-manager and another company's user", async () => {
    const co = await t.signIn('co@demo.com.br');
    const refused = await updateRole(co, idOf('cfo@demo.com.br'), 'ceo');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('unauthorized');

    const owner = await t.signIn('super.pago@demo.com.br');
    for (const id of [idOf('super.trial@demo.com.br'), 'u-nao-existe']) {
      const other = await updateRole(owner, id, 'ceo');
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('unauthorized');
    }
    expect(t.db().users.find((user) => user.email === 'super.trial@demo.com.br')!.role).toBe('co');
  });
});

describe('activation', () => {
  const toggle = (token: string, id: string) =>
    t.call('PUT', `/user/super-user/userActivationToggle/${id}`, { token });

  it('deactivates and reactivates a user; the deactivated user is signed out', async () => {
    const owner = await t.signIn('super.pago@demo.com.br');
    const cfo = await t.signIn('cfo@demo.com.br');
    const off = await toggle(owner, idOf('cfo@demo.com.br'));
    expect(off.body).toMatchObject({
      message: 'deactivation_success',
      payload: { active: false, deleted: true },
    });
    expect((await t.call('GET', '/user/my/user/avatar', { token: cfo })).status).toBe(401);
    const refused = await t.call('POST', '/user/auth/login', {
      body: { email: 'cfo@demo.com.br', password: 'Senha@123' },
    });
    expect(refused.body.message).toBe('unauthorized');

    const on = await toggle(owner, idOf('cfo@demo.com.br'));
    expect(on.body).toMatchObject({ message: 'activation_success', payload: { active: true } });
  });

  it('refuses deactivating oneself', async () => {
    const owner = await t.signIn('super.pago@demo.com.br');
    const answer = await toggle(owner, idOf('super.pago@demo.com.br'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('cant_delete_yourself');
  });

  it("refuses another company's user", async () => {
    const owner = await t.signIn('super.pago@demo.com.br');
    const answer = await toggle(owner, idOf('super.trial@demo.com.br'));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('unauthorized');
  });
});

describe('super user', () => {
  const designate = (token: string, id: string, superUserValue: boolean) =>
    t.call('PUT', '/user/super-user/updateSuperUser', { token, body: { id, superUserValue } });

  it('refuses removing one’s own status and designating a deactivated user', async () => {
    const owner = await t.signIn('super.pago@demo.com.br');
    const own = await designate(owner, idOf('super.pago@demo.com.br'), false);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('cant_remove_your_superUser');

    const inactive = t.db().users.find((user) => user.companyId === 'c-horizonte' && !user.active)!;
    const answer = await designate(owner, inactive._id, true);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('general_update_error');
  });

  it('moves the status and the account progress to the designated user', async () => {
    const owner = await t.signIn('super.pago@demo.com.br');
    const answer = await designate(owner, idOf('co@demo.com.br'), true);
    expect(answer.status).toBe(200);
    const list = answer.body.payload as { email: string; isSuperUser: boolean }[];
    expect(list.filter((user) => user.isSuperUser).map((user) => user.email)).toEqual([
      'co@demo.com.br',
    ]);

    const signedIn = await t.call('POST', '/user/auth/login', {
      body: { email: 'co@demo.com.br', password: 'Senha@123' },
    });
    expect(signedIn.body.payload.user).toMatchObject({
      isSuperUser: true,
      attributions: ['auditor', 'superUser'],
      finishedCheckout: true,
      finishedOnboarding: 'true',
    });

    // The former owner no longer may.
    const former = await designate(owner, idOf('cfo@demo.com.br'), true);
    expect(former.status).toBe(403);
    expect(former.body.message).toBe('unauthorized');
  });

  it('is for the super user alone, of their own company', async () => {
    const manager = await t.signIn('colaborador1@horizonte.com.br');
    const refused = await designate(manager, idOf('co@demo.com.br'), true);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('unauthorized');

    const owner = await t.signIn('super.pago@demo.com.br');
    const other = await designate(owner, idOf('super.trial@demo.com.br'), false);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('unauthorized');
  });
});

describe('back-office user edit', () => {
  const edit = (token: string, id: string, body: Record<string, unknown>) =>
    t.call('PUT', `/user/my/user/${id}/edit`, {
      token,
      body: {
        name: 'Carlos Mendes',
        email: 'cfo@demo.com.br',
        role: 'cfo',
        deleted: false,
        company: 'c-horizonte',
        ...body,
      },
    });

  it('edits name, e-mail, role, status and company', async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    const answer = await edit(admin, idOf('cfo@demo.com.br'), {
      name: 'Carlos Mendes Filho',
      role: 'ceo',
      deleted: true,
    });
    expect(answer.body).toMatchObject({
      message: 'update_success',
      payload: { name: 'Carlos Mendes Filho', role: 'ceo', active: false, deleted: true },
    });
    const moved = await edit(admin, idOf('cfo@demo.com.br'), { company: 'c-aurora' });
    expect(moved.status).toBe(200);
    expect(t.db().users.find((user) => user.email === 'cfo@demo.com.br')!.companyId).toBe(
      'c-aurora',
    );
  });

  it('answers the spec codes for a bad edit', async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    const cfo = idOf('cfo@demo.com.br');
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ email: 'cfo@demo' }, 400, 'invalid_email'],
      [{ email: 'co@demo.com.br' }, 409, 'unavailable_mail'],
      [{ name: 'C4rlos' }, 400, 'general_update_error'],
      [{ role: 'co' }, 409, 'unavailable_role'],
      [{ company: 'c-nao-existe' }, 404, 'cant_find_company'],
      [{}, 404, 'cant_find_user', 'u-nao-existe'],
    ];
    for (const [change, status, message, id] of cases) {
      const answer = await edit(admin, id ?? cfo, change);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
  });

  it("holds the quota per role among active users, the edited user's own role not counted twice", async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    // Horizonte's officers: Paula (ceo-co) and Otávio (co). Otávio stays a co, or becomes a ceo-co.
    const otavio = { name: 'Otávio Lima', email: 'co@demo.com.br', company: 'c-horizonte' };
    expect((await edit(admin, idOf('co@demo.com.br'), { ...otavio, role: 'ceo-co' })).status).toBe(
      200,
    );
    // Deactivated, he leaves the quota; a cfo may then become a co, and Otávio cannot come back.
    const off = await edit(admin, idOf('co@demo.com.br'), {
      ...otavio,
      role: 'ceo-co',
      deleted: true,
    });
    expect(off.body.payload).toMatchObject({ active: false, deleted: true });
    expect((await edit(admin, idOf('cfo@demo.com.br'), { role: 'co' })).status).toBe(200);
    const back = await edit(admin, idOf('co@demo.com.br'), { ...otavio, role: 'ceo-co' });
    expect([back.status, back.body.message]).toEqual([409, 'unavailable_role']);
    // Other roles are never counted.
    const asCeo = await edit(admin, idOf('co@demo.com.br'), { ...otavio, role: 'ceo' });
    expect(asCeo.body.payload).toMatchObject({ role: 'ceo', active: true, deleted: false });
  });

  it("refuses a colleague's e-mail in any case, and keeps the user's own", async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    const taken = await edit(admin, idOf('cfo@demo.com.br'), { email: 'CO@Demo.com.br' });
    expect([taken.status, taken.body.message]).toEqual([409, 'unavailable_mail']);
    const same = await edit(admin, idOf('cfo@demo.com.br'), { email: 'CFO@demo.com.br' });
    expect(same.body.payload.email).toBe('cfo@demo.com.br');
  });

  it('signs a user deactivated by the edit out', async () => {
    const admin = await t.signIn('admin@provedor.com.br');
    const cfo = await t.signIn('cfo@demo.com.br');
    await edit(admin, idOf('cfo@demo.com.br'), { deleted: true });
    expect((await t.call('GET', '/user/my/user/avatar', { token: cfo })).status).toBe(401);
  });

  it('is for administrators only', async () => {
    const owner = await t.signIn('super.pago@demo.com.br');
    const answer = await edit(owner, idOf('cfo@demo.com.br'), { name: 'Outro Nome' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('unauthorized');
  });
});
