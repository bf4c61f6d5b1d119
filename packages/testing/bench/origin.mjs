// How many requests a second the origin answers (issue 30): the shell's server for the composed
// /login and for its main.js, against a bare Node server handing out the same bytes from
// memory, measured in the same run with `wrk` (Debian's package wrk), gzip accepted.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { closeServer, listen } from '@portal/build/serve';

const CONNECTIONS = 50;
const THREADS = 2;
const SECONDS = 8;

/** Whether wrk is installed. */
export function hasWrk() {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/** Parses wrk's --latency report: requests a second and the 99th percentile latency (ms). */
export function parseWrk(output) {
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const unit = { us: 0.001, ms: 1, s: 1000 };
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    perSecond: Number.isFinite(perSecond) ? perSecond : null,
    p99Ms: p99 ? Number(p99[1]) * unit[p99[2]] : null,
    non2xx: errors ? Number(errors) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/**
 * Runs wrk against `url`. Asynchronously: the servers it measures may run in this process, and
 * must go on answering while it runs.
 */
function wrk(url, { connections = CONNECTIONS, seconds = SECONDS } = {}) {
  const args = [
    `-t${THREADS}`,
    `-c${connections}`,
    `-d${seconds}s`,
    // Bounded: a request not answered in this time counts as an error (a timeout).
    '--timeout',
    '5s',
    '--latency',
    '-H',
    'Accept-Encoding: gzip',
    '-H',
    'Accept-Language: pt-BR',
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk failed: ${output}`)),
    );
  });
}

/** The body and headers `url` answers with gzip accepted. */
async function gzipAnswer(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip', 'Accept-Language': 'pt-BR' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A bare Node server answering every request with `answer`'s bytes, from memory. */
async function fromMemory(answer, port) {
  const headers = {
    'Content-Type': answer.headers['content-type'],
    'Content-Encoding': answer.headers['content-encoding'] ?? 'identity',
    'Content-Length': answer.body.length,
  };
  return listen((_req, res) => {
    res.writeHead(200, headers);
    res.end(answer.body);
  }, port);
}

/**
 * The origin's throughput for the composed /login and for main.js, each beside the same bytes
 * served from memory. `portal` is running; `port` is free for the memory server.
 */
export async function measureOrigin(portal, { port }) {
  if (!hasWrk()) return { skipped: 'wrk is not installed (Debian: apt-get install wrk)' };
  const targets = [
    { id: 'login', label: 'composed /login', url: new URL('login', portal.url).href },
    { id: 'mainJs', label: 'main.js', url: new URL('main.js', portal.url).href },
  ];
  const results = [];
  for (const target of targets) {
    console.log(`  wrk: ${target.label}, ${CONNECTIONS} connections, ${SECONDS} s, each way`);
    const answer = await gzipAnswer(target.url);
    // Warm both (the first page waits for the remote's files).
    await wrk(target.url, { seconds: 1 });
    const origin = await wrk(target.url);
    const memory = await fromMemory(answer, port);
    try {
      const memoryUrl = `http://localhost:${port}/`;
      await wrk(memoryUrl, { seconds: 1 });
      results.push({
        ...target,
        bytes: answer.body.length,
        encoding: answer.headers['content-encoding'] ?? 'identity',
        origin,
        memory: await wrk(memoryUrl),
      });
    } finally {
      await closeServer(memory);
    }
  }
  return { connections: CONNECTIONS, seconds: SECONDS, targets: results };
}

/** The edge's loads: connections each, seconds each. */
export const EDGE_CONNECTIONS = [50, 500];
const EDGE_SECONDS = 5;

/**
 * The edge (issue 45) against one origin instance behind it: the composed /login through
 * nginx's cache and straight from one instance, at 50 and 500 connections (loopback, bounded).
 * `edge` is a running startEdgePortal.
 */
export async function measureEdge(edge) {
  if (!hasWrk()) return { skipped: 'wrk is not installed (Debian: apt-get install wrk)' };
  const targets = [
    { id: 'edge', label: 'through the edge (cache)', url: new URL('login', edge.url).href },
    {
      id: 'origin',
      label: 'one origin instance',
      url: `${edge.origins[0].address}/minha-conta/login`,
    },
  ];
  const rows = [];
  for (const target of targets) {
    // Warm (the edge's cache, the instance's kept page).
    await wrk(target.url, { connections: 4, seconds: 1 });
    for (const connections of EDGE_CONNECTIONS) {
      console.log(
        `  wrk: composed /login ${target.label}, ${connections} connections, ${EDGE_SECONDS} s`,
      );
      rows.push({
        ...target,
        connections,
        ...(await wrk(target.url, { connections, seconds: EDGE_SECONDS })),
      });
    }
  }
  return { seconds: EDGE_SECONDS, rows };
}
