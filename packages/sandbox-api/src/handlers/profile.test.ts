import { DEMO_PASSWORD } from '../seed';
import { testSandbox, type TestSandbox } from '../test-support';

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});

const png = (bytes: number) =>
  new File([new Uint8Array(bytes).fill(7)], 'foto.png', { type: 'image/png' });

async function upload(token: string, ...files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('files[]', file as Blob, file.name);
  return t.call('POST', '/user/file/upload', { token, form });
}

describe('avatar and logo', () => {
  it('answers no_avatar, then the avatar set, then none again', async () => {
    const token = await t.signIn('co@demo.com.br');
    const none = await t.call('GET', '/user/my/user/avatar', { token });
    expect(none.body).toEqual({ success: true, message: 'no_avatar', payload: { url: null } });

    const url = 'http://sandbox.test/files/f-1';
    const set = await t.call('PUT', '/user/my/user/update-avatar', { token, body: { url } });
    expect(set.body.payload).toEqual({ url });
    expect((await t.call('GET', '/user/my/user/avatar', { token })).body.payload).toEqual({ url });

    await t.call('PUT', '/user/my/user/update-avatar', { token, body: { url: null } });
    expect((await t.call('GET', '/user/my/user/avatar', { token })).body.message).toBe('no_avatar');
  });

  it('answers no_logo, then the company logo set, for every user of the company', async () => {
    const token = await t.signIn('super.pago@demo.com.br');
    const none = await t.call('GET', '/user/company/logotype', { token });
    expect(none.body).toEqual({ success: true, message: 'no_logo', payload: { url: null } });

    const url = 'http://sandbox.test/files/logo';
    await t.call('PUT', '/user/company/update-logotype', { token, body: { url } });
    const colleague = await t.signIn('co@demo.com.br');
    const read = await t.call('GET', '/user/company/logotype', { token: colleague });
    expect(read.body).toEqual({ success: true, message: 'get_success', payload: { url } });
  });

  it('asks for a session', async () => {
    const answer = await t.call('GET', '/user/my/user/avatar');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('not_found_session');
  });
});

describe('company data', () => {
  it("answers the caller's own company", async () => {
    const token = await t.signIn('co@demo.com.br');
    const answer = await t.call('GET', '/user/company/c-horizonte', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({
      id: 'c-horizonte',
      name: 'Horizonte Serviços Ltda',
      cnpj: expect.stringMatching(/^\w{14}$/),
      address: { city: expect.any(String) },
    });
  });

  it("refuses another company's data, existing or not", async () => {
    const token = await t.signIn('co@demo.com.br');
    for (const id of ['c-aurora', 'c-nao-existe']) {
      const answer = await t.call('GET', `/user/company/${id}`, { token });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('unauthorized');
    }
  });

  it('lets a provider administrator read any company', async () => {
    const token = await t.signIn('admin@provedor.com.br');
    expect((await t.call('GET', '/user/company/c-aurora', { token })).status).toBe(200);
    const unknown = await t.call('GET', '/user/company/c-nao-existe', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('cant_find_company');
  });
});

describe('password change', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.call('POST', '/user/my/user/password', { token, body: { currentPassword, newPassword } });

  it('refuses a wrong current password and a weak new one', async () => {
    const token = await t.signIn('co@demo.com.br');
    const wrong = await change(token, 'Errada@123', 'NovaSenha1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('wrong_mail_or_password');
    const weak = await change(token, DEMO_PASSWORD, 'curta1A');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('missing_fields');
  });

  it('changes the password: the next login uses the new one', async () => {
    const token = await t.signIn('co@demo.com.br');
    const answer = await change(token, DEMO_PASSWORD, 'NovaSenha1');
    expect(answer.body).toEqual({ success: true, message: 'update_success' });
    expect(await t.signIn('co@demo.com.br', 'NovaSenha1')).toEqual(expect.any(String));
  });
});

describe('files', () => {
  it('stores an upload, serves it, and removes it for its owner only', async () => {
    const token = await t.signIn('co@demo.com.br');
    const uploaded = await upload(token, png(300), png(20));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.payload).toEqual([
      { url: expect.stringMatching(/^http:\/\/sandbox\.test\/files\/[\w-]+$/) },
      { url: expect.stringMatching(/^http:\/\/sandbox\.test\/files\/[\w-]+$/) },
    ]);
    const { url } = uploaded.body.payload[0];

    const served = await t.sandbox.fetch(new Request(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(300).fill(7));

    await t.call('PUT', '/user/my/user/update-avatar', { token, body: { url } });

    const other = await t.signIn('super.pago@demo.com.br');
    const refused = await t.call('POST', '/user/file/remove', { token: other, body: { url } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('unauthorized');

    const removed = await t.call('POST', '/user/file/remove', { token, body: { url } });
    expect(removed.body).toEqual({ success: true, message: 'update_success' });
    expect((await t.sandbox.fetch(new Request(url))).status).toBe(404);
    // The avatar that pointed at it is gone with it.
    expect((await t.call('GET', '/user/my/user/avatar', { token })).body.message).toBe('no_avatar');

    const again = await t.call('POST', '/user/file/remove', { token, body: { url } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('general_update_error');
  });

  it('refuses a file over 1 MiB, of another type, or no file at all', async () => {
    const token = await t.signIn('co@demo.com.br');
    const large = await upload(token, png(1_048_577));
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('missing_fields');
    const text = await upload(token, new File(['oi'], 'nota.txt', { type: 'text/plain' }));
    expect(text.body.message).toBe('missing_fields');
    expect((await upload(token)).body.message).toBe('missing_fields');
    expect(Object.keys(t.db().files)).toHaveLength(0);
  });
});

describe('home cards (services)', () => {
  const services = async (email: string, companyID?: string) => {
    const token = await t.signIn(email, DEMO_PASSWORD, companyID);
    const answer = await t.call('GET', '/execution/my/services/', { token });
    expect(answer.status).toBe(200);
    return answer.body.payload as { active: boolean; service: Record<string, string> }[];
  };
  const summary = (cards: { active: boolean; service: Record<string, string> }[]) =>
    cards.map(({ active, service }) => `${service.code}:${active ? 'on' : 'off'}`);

  it('shows every module of a paid plan, execution ready once implementation is done', async () => {
    const cards = await services('super.pago@demo.com.br');
    expect(summary(cards)).toEqual([
      'implementacao:on',
      'execucao:on',
      'canal-denuncias:on',
      'relatorios:on',
    ]);
    for (const { service } of cards) {
      expect(service.shortName).not.toBe('');
      expect(service.description).not.toBe('');
      expect(service.url).toBe(`http://sandbox.test/modulos/${service.code}/`);
      expect(service.imagePath).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('shows the same modules inactive to a cfo', async () => {
    expect(summary(await services('cfo@demo.com.br'))).toEqual([
      'implementacao:off',
      'execucao:off',
      'canal-denuncias:off',
      'relatorios:off',
    ]);
  });

  it('shows one card (implementation) on a trial without a plan', async () => {
    expect(summary(await services('super.teste@demo.com.br'))).toEqual(['implementacao:on']);
  });

  it('keeps execution inactive until implementation is done', async () => {
    expect(summary(await services('multi@demo.com.br', 'c-delta'))).toEqual([
      'implementacao:on',
      'execucao:off',
      'relatorios:on',
    ]);
  });

  it("opens each card's page, and names each company's current module by its card's code", async () => {
    const [card] = await services('super.teste@demo.com.br');
    const response = await t.sandbox.fetch(new Request(card!.service.url!));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Módulo Implementação</h1>');
    const boreal = await t.call('GET', '/user/company/c-boreal', {
      token: await t.signIn('super.teste@demo.com.br'),
    });
    expect(boreal.body.payload.currentImplementationModule).toBe(card!.service.code);
  });

  it('shows no card to a company with neither plan nor trial', async () => {
    expect(await services('admin@provedor.com.br')).toEqual([]);
    expect(await services('super.trial@demo.com.br')).toEqual([]);
  });
});
