// The error tracker's tunnel on the shell's origin (issue 55): an envelope posted to the tunnel
// reaches the tracker of its project, as sent; a project the runtime config does not name reaches
// nothing (no open relay).
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeServer, createStaticHandler, listen } from './serve.mjs';
import { trackerTarget } from './tunnel.mjs';

const tracker = {
  dsn: 'http://shellkey@127.0.0.1:1/sentry/1',
  remotes: { mf_billing: 'http://billingkey@127.0.0.1:1/sentry/5' },
  tunnel: '/minha-conta/__tracker',
};
const configWith = (changes) => ({
  errorReporting: { sampleRate: 1, tracker: { ...tracker, ...changes } },
});

describe('trackerTarget', () => {
  it('names the tracker address of a configured project, and nothing else', () => {
    const config = configWith({});
    expect(
      trackerTarget(config, '/minha-conta/__tracker/sentry/api/5/envelope/?sentry_key=k'),
    ).toBe('http://127.0.0.1:1/sentry/api/5/envelope/?sentry_key=k');
    expect(trackerTarget(config, '/minha-conta/__tracker/sentry/api/1/envelope/')).toBe(
      'http://127.0.0.1:1/sentry/api/1/envelope/',
    );
    expect(trackerTarget(config, '/minha-conta/__tracker/sentry/api/9/envelope/')).toBeNull();
    expect(trackerTarget(config, '/minha-conta/__tracker/other/api/5/envelope/')).toBeNull();
    expect(trackerTarget(config, '/minha-conta/__tracker/sentry/api/5/store/')).toBeNull();
    expect(
      trackerTarget({ errorReporting: { sampleRate: 1 } }, '/minha-conta/__tracker/x'),
    ).toBeNull();
  });

  it('passes nothing on for a DSN that is not an address, and does not fail on it', () => {
    const config = configWith({ dsn: 'not a DSN', remotes: { mf_billing: 42 } });
    expect(trackerTarget(config, '/minha-conta/__tracker/sentry/api/1/envelope/')).toBeNull();
    expect(trackerTarget(config, '/minha-conta/__tracker/sentry/api/5/envelope/')).toBeNull();
    expect(trackerTarget(configWith({ tunnel: 7 }), '/7/sentry/api/1/envelope/')).toBeNull();
  });
});

describe('the tunnel of the shell’s server', () => {
  const received = [];
  let trackerServer;
  let shellServer;
  let shell;

  beforeAll(async () => {
    trackerServer = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ url: req.url, body: Buffer.concat(chunks).toString() });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"id":"e1"}');
      });
    });
    await new Promise((resolve) => trackerServer.listen(0, '127.0.0.1', resolve));
    const trackerPort = trackerServer.address().port;
    const at = (dsn) => dsn.replace('127.0.0.1:1', `127.0.0.1:${trackerPort}`);
    const config = configWith({
      dsn: at(tracker.dsn),
      remotes: { mf_billing: at(tracker.remotes.mf_billing) },
    });
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id=root></div>');
    const handler = createStaticHandler({
      root: dist,
      basePath: '/minha-conta/',
      spaPrefix: '/minha-conta/',
      runtimeConfig: () => config,
    });
    shellServer = await listen(handler, 0);
    shell = `http://localhost:${shellServer.address().port}`;
  });

  afterAll(async () => {
    await closeServer(shellServer);
    await new Promise((resolve) => trackerServer.close(resolve));
  });

  it('passes an envelope on to its project’s tracker and gives back its answer', async () => {
    const envelope = '{"dsn":"x"}\n{"type":"event"}\n{"message":"falhou"}';
    const answer = await fetch(
      `${shell}/minha-conta/__tracker/sentry/api/5/envelope/?sentry_key=billingkey&sentry_version=7`,
      { method: 'POST', body: envelope },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: 'e1' });
    expect(received).toEqual([
      { url: '/sentry/api/5/envelope/?sentry_key=billingkey&sentry_version=7', body: envelope },
    ]);
  });

  it('refuses a project the runtime config does not name, and passes nothing on', async () => {
    received.length = 0;
    const answer = await fetch(`${shell}/minha-conta/__tracker/sentry/api/77/envelope/`, {
      method: 'POST',
      body: '{}',
    });
    expect(answer.status).toBe(404);
    expect(received).toEqual([]);
  });
});
