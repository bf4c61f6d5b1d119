#!/usr/bin/env node
// The embedded default backend. This first cut answers a health check and says plainly, with
// the spec's error shape, that a call is not served yet; the calls of spec §7 come with the
// API-contract issue.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const json = (res, status, body) => {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  });
  res.end(JSON.stringify(body));
};

export function createSandboxHandler() {
  return (req, res) => {
    if (req.method === 'OPTIONS') return json(res, 204, {});
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    return json(res, 404, { success: false, message: 'not_served_yet', path: url.pathname });
  };
}

/** Starts the sandbox on `port`; `persist` is where later versions keep their data. */
export function startSandbox({ port = 8090, persist } = {}) {
  if (persist) fs.mkdirSync(path.dirname(persist), { recursive: true });
  return new Promise((resolve, reject) => {
    const server = http.createServer(createSandboxHandler());
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8090);
  await startSandbox({ port });
  console.log(`sandbox on http://localhost:${port}`);
}
