/** @jest-environment node */
// The start command's sandbox keeps its data in a file across restarts.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Sandbox } from './app';
import { startSandbox } from './node';
import { DEMO_PASSWORD } from './seed';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-data-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function withServer<T>(
  persist: string,
  run: (base: string, sandbox: Sandbox) => Promise<T>,
): Promise<T> {
  const server = await startSandbox({ port: 0, host: '127.0.0.1', persist });
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, server.sandbox);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const login = (base: string, password: string) =>
  fetch(`${base}/user/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'co@demo.com.br', password }),
  });

it('a change survives a restart', async () => {
  const file = path.join(folder, 'kept.json');
  await withServer(file, async (base) => {
    const signedIn = (await (await login(base, DEMO_PASSWORD)).json()) as {
      payload: { token: string };
    };
    const changed = await fetch(`${base}/user/my/user/password`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${signedIn.payload.token}`,
      },
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: 'Trocada123' }),
    });
    expect(changed.status).toBe(200);
  });
  expect(fs.existsSync(file)).toBe(true);

  await withServer(file, async (base) => {
    expect((await login(base, 'Trocada123')).status).toBe(200);
    expect((await login(base, DEMO_PASSWORD)).status).toBe(400);
  });
});

it('an unreadable data file starts again from the seed', async () => {
  const file = path.join(folder, 'broken.json');
  fs.writeFileSync(file, '{ not json');
  await withServer(file, async (base) => {
    expect((await login(base, DEMO_PASSWORD)).status).toBe(200);
  });
});

it("drops the connection for a forced 'network' failure", async () => {
  await withServer(path.join(folder, 'network.json'), async (base) => {
    const failed = await fetch(`${base}/__sandbox/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ call: 'login', status: 'network' }),
    });
    expect(failed.status).toBe(200);
    await expect(login(base, DEMO_PASSWORD)).rejects.toThrow('fetch failed');
    expect((await login(base, DEMO_PASSWORD)).status).toBe(200);
  });
});

it('drops the connection after carrying out a dropped request', async () => {
  await withServer(path.join(folder, 'drop.json'), async (base, sandbox) => {
    const dropped = await fetch(`${base}/__sandbox/drop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ call: 'login' }),
    });
    expect(dropped.status).toBe(200);
    await expect(login(base, DEMO_PASSWORD)).rejects.toThrow('fetch failed');
    // The login was made: it left a session behind.
    expect(Object.keys(sandbox.db().sessions)).toHaveLength(1);
    expect((await login(base, DEMO_PASSWORD)).status).toBe(200);
  });
});

it('serves the bank slips it issues on its own origin', async () => {
  await withServer(path.join(folder, 'slips.json'), async (base) => {
    const signedIn = (await (
      await fetch(`${base}/user/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'super.teste@demo.com.br', password: DEMO_PASSWORD }),
      })
    ).json()) as { payload: { token: string } };
    const bought = await fetch(`${base}/user/payment/checkout`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${signedIn.payload.token}`,
        'Idempotency-Key': 'compra-http-0001',
      },
      body: JSON.stringify({
        address: {
          zipcode: '01310100',
          street: 'Paulista',
          number: '1578',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        planCode: 'es',
        paymentMethodCode: 'bank_slip',
      }),
    });
    expect(bought.status).toBe(201);
    const { payload } = (await bought.json()) as {
      payload: { bill: { charges: { printUrl: string }[] } };
    };
    const printUrl = payload.bill.charges[0]!.printUrl;
    expect(printUrl).toMatch(new RegExp(`^${base}/slips/bill-`));

    const slip = await fetch(printUrl);
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await slip.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('R$\u00a02.490,00');
    expect(html).toMatch(/<p class="line">[\d. ]{54}<\/p>/);

    const missing = await fetch(`${base}/slips/bill-nao-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Boleto não encontrado');
  });
});
