/** @jest-environment node */
// Many requests at once over real HTTP leave the state consistent: the role quota of spec §6
// (co + ceo-co ≤ 2) is never exceeded, and one purchase sent many times with one idempotency key
// makes one subscription.
import type { AddressInfo } from 'node:net';
import { startSandbox } from './node';
import { DEMO_PASSWORD } from './seed';

type Server = Awaited<ReturnType<typeof startSandbox>>;
let server: Server;
let base: string;

beforeAll(async () => {
  server = await startSandbox({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/user/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { payload: { token: string } };
  return answer.payload.token;
}

const post = (
  path: string,
  token: string,
  body: unknown,
  method = 'POST',
  headers: Record<string, string> = {},
) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });

it('200 concurrent officer creations never exceed the role quota', async () => {
  const token = await signIn('super.teste@demo.com.br');
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      post('/user/super-user/createUser', token, {
        name: 'Pessoa Concorrente',
        email: `pessoa${index}@boreal.com.br`,
        role: index % 2 ? 'co' : 'ceo-co',
      }),
    ),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  expect(statuses.filter((status) => status === 409)).toHaveLength(198);

  const users = (await (
    await fetch(`${base}/user/my/user/c-boreal/all`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { payload: { role: string; active: boolean }[] };
  const officers = users.payload.filter(
    (user) => user.active && (user.role === 'co' || user.role === 'ceo-co'),
  );
  expect(officers).toHaveLength(2);
});

it('concurrent role changes and reactivations keep the quota too', async () => {
  const token = await signIn('super.pago@demo.com.br');
  const list = (await (
    await fetch(`${base}/user/my/user/c-horizonte/all`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { payload: { _id: string; role: string; active: boolean; email: string }[] };
  const others = list.payload.filter((user) => user.email.startsWith('colaborador'));
  await Promise.all([
    ...others.map((user) =>
      post('/user/super-user/updateRole', token, { id: user._id, userRole: 'co' }, 'PUT'),
    ),
    ...others.map((user) =>
      post(`/user/super-user/userActivationToggle/${user._id}`, token, {}, 'PUT'),
    ),
  ]);
  const after = (await (
    await fetch(`${base}/user/my/user/c-horizonte/all`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { payload: { role: string; active: boolean }[] };
  expect(
    after.payload.filter((user) => user.active && ['co', 'ceo-co'].includes(user.role)).length,
  ).toBeLessThanOrEqual(2);
});

it('50 concurrent purchases with one idempotency key make one subscription, all answered alike', async () => {
  const token = await signIn('super.trial@demo.com.br');
  const company = server.sandbox
    .db()
    .users.find((user) => user.email === 'super.trial@demo.com.br')!.companyId;
  const purchase = {
    address: {
      zipcode: '01310100',
      street: 'Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    planCode: 'en',
    paymentMethodCode: 'bank_slip',
  };
  const responses = await Promise.all(
    Array.from({ length: 50 }, () =>
      post('/user/payment/checkout', token, purchase, 'POST', {
        'Idempotency-Key': 'compra-unica',
      }),
    ),
  );
  const answers = await Promise.all(
    responses.map(async (response) => ({ status: response.status, body: await response.text() })),
  );
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  expect(answers[0]!.status).toBe(201);
  expect(
    server.sandbox.db().subscriptions.filter((subscription) => subscription.companyId === company),
  ).toHaveLength(1);
});
