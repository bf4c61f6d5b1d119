// The error tracker's ingest (Sentry's envelope protocol): events kept per project, read back.
import { ORIGIN, testSandbox } from './test-support';

const EVENT = {
  event_id: 'a'.repeat(32),
  release: '0.1.1-bbbb2222',
  tags: { remote: 'mf_billing', route: 'gestao-de-cobrancas' },
  exception: { values: [{ type: 'Error', value: 'the table broke' }] },
};

const envelope = (...items: string[]) =>
  [JSON.stringify({ event_id: EVENT.event_id, dsn: 'http://billing@sandbox/x/5' }), ...items].join(
    '\n',
  );

const post = (
  fetcher: (request: Request) => Promise<Response>,
  project: string,
  body: string,
  query = '?sentry_version=7&sentry_key=billing',
) =>
  fetcher(
    new Request(`${ORIGIN}/__sandbox/tracker/api/${project}/envelope/${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    }),
  );

const eventsOf = async (fetcher: (request: Request) => Promise<Response>, project: string) =>
  (await fetcher(new Request(`${ORIGIN}/__sandbox/tracker/api/${project}/events/`))).json();

describe('the error tracker', () => {
  it('keeps an envelope’s event under its project, and gives it back', async () => {
    const { sandbox } = testSandbox();
    const payload = JSON.stringify(EVENT);
    const answer = await post(
      sandbox.fetch,
      '5',
      envelope(JSON.stringify({ type: 'event' }), payload),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: EVENT.event_id });
    expect(await eventsOf(sandbox.fetch, '5')).toEqual([
      {
        project: '5',
        key: 'billing',
        receivedAt: expect.stringMatching(/^2026-11-22T/),
        event: EVENT,
      },
    ]);
    expect(await eventsOf(sandbox.fetch, '1')).toEqual([]);
  });

  it('reads an item by its length, and takes the key from X-Sentry-Auth', async () => {
    const { sandbox } = testSandbox();
    const payload = JSON.stringify({ ...EVENT, message: 'ação falhou' });
    const body = envelope(
      JSON.stringify({ type: 'client_report', length: 2 }),
      '{}',
      JSON.stringify({ type: 'event', length: new TextEncoder().encode(payload).length }),
      payload,
    );
    const answer = await sandbox.fetch(
      new Request(`${ORIGIN}/__sandbox/tracker/api/3/envelope/`, {
        method: 'POST',
        headers: { 'X-Sentry-Auth': 'Sentry sentry_version=7, sentry_key=account' },
        body,
      }),
    );
    expect(answer.status).toBe(200);
    const [kept] = await eventsOf(sandbox.fetch, '3');
    expect(kept).toMatchObject({ key: 'account', event: { message: 'ação falhou' } });
  });

  it('refuses an envelope without a key, or one it cannot read, and keeps nothing', async () => {
    const { sandbox, db } = testSandbox();
    const good = envelope(JSON.stringify({ type: 'event' }), JSON.stringify(EVENT));
    expect((await post(sandbox.fetch, '5', good, '')).status).toBe(401);
    expect((await post(sandbox.fetch, '5', 'not an envelope')).status).toBe(400);
    expect(db().trackedEvents).toEqual([]);
  });
});
