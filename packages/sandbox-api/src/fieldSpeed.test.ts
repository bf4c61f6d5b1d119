// The field speed collector: a visit's batch kept as sent (a beacon's text body), read back.
import { ORIGIN, testSandbox } from './test-support';

const VALUE = {
  name: 'INP',
  value: 232,
  rating: 'needs-improvement',
  route: 'gestao-de-cobrancas',
  remote: 'mf_billing',
  release: '0.1.1-bbbb2222',
  target: 'button#pix',
  navigation: 'navigate',
};

const send = (fetcher: (request: Request) => Promise<Response>, body: string) =>
  fetcher(
    new Request(`${ORIGIN}/__sandbox/field-speed`, {
      method: 'POST',
      // As `navigator.sendBeacon` sends a string: no preflight.
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    }),
  );

describe('the field speed collector', () => {
  it('keeps a batch as sent and gives it back with when it came', async () => {
    const { sandbox } = testSandbox();
    const answer = await send(
      sandbox.fetch,
      JSON.stringify({ visit: 'visita-1', samples: [VALUE] }),
    );
    expect(answer.status).toBe(202);
    const kept = await sandbox.fetch(new Request(`${ORIGIN}/__sandbox/field-speed`));
    expect(await kept.json()).toEqual([
      { ...VALUE, visit: 'visita-1', receivedAt: expect.stringMatching(/^2026-11-22T/) },
    ]);
  });

  it('refuses what is not a batch and keeps nothing of it', async () => {
    const { sandbox, db } = testSandbox();
    expect((await send(sandbox.fetch, 'not json')).status).toBe(400);
    const wrong = { visit: 'visita-2', samples: [{ ...VALUE, name: 'FID' }] };
    expect((await send(sandbox.fetch, JSON.stringify(wrong))).status).toBe(400);
    expect(db().fieldSpeed).toEqual([]);
  });
});
