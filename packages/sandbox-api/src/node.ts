// The sandbox as a real HTTP server (the start command, dev and the browser tests).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createSandbox, type Sandbox } from './app';
import { isForcedNetworkFailure } from './controls';
import { DB_VERSION, type Db } from './db';

export interface StartOptions {
  readonly port?: number;
  /** A data file: read at start when present, written after every change. */
  readonly persist?: string;
  readonly host?: string;
}

function readData(file: string | undefined): Db | undefined {
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Db;
    return data.version === DB_VERSION ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the data shortly after a change (many changes, one write); `flush` saves now. */
function writer(file: string | undefined) {
  if (!file) return { save: undefined, flush: () => undefined };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let pending: Db | null = null;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const data = pending;
    pending = null;
    try {
      const temporary = `${file}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(data));
      fs.renameSync(temporary, file);
    } catch (error) {
      console.error('[sandbox] could not save the data file', error);
    }
  };
  const save = (db: Db) => {
    pending = db;
    clearTimeout(timer);
    timer = setTimeout(flush, 50);
  };
  return { save, flush };
}

/** Adapts Node's request to the fetch-style sandbox. */
export function nodeHandler(sandbox: Sandbox): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const method = req.method ?? 'GET';
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
          else if (Array.isArray(value)) headers.set(name, value.join(', '));
        }
        const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
        });
        const response = await sandbox.fetch(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })().catch((error: unknown) => {
        if (isForcedNetworkFailure(error)) {
          res.destroy();
          return;
        }
        console.error('[sandbox]', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end('{"success":false,"message":"general_get_error"}');
      });
    });
  };
}

/** Starts the sandbox on `port` (default 8090); resolves with the listening server. */
export function startSandbox({ port = 8090, persist, host = 'localhost' }: StartOptions = {}) {
  const data = writer(persist);
  const sandbox = createSandbox({ data: readData(persist), onChange: data.save });
  const server = http.createServer(nodeHandler(sandbox));
  server.on('close', data.flush);
  if (persist) process.once('exit', data.flush);
  return new Promise<http.Server & { sandbox: Sandbox }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(Object.assign(server, { sandbox })));
  });
}
