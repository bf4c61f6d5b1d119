// The plain peer: the same login page as one ordinary single-page app without Module Federation
// (../shared/peers/plain-login beside the repository), the floor the portal's cold /login is
// measured against. The bench copies it to a temporary folder, installs and builds it there
// (once per version of its files: a later bench reuses the build) and serves it as a child
// process. Its code never enters this repository.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../src/browser.mjs';

/** Where the peer's sources are by default: the shared folder beside the repository. */
export const DEFAULT_PEER_SOURCE = path.resolve(ROOT, '..', 'shared', 'peers', 'plain-login');
/** The heading of the peer's login page (its pt-BR catalog's login.title). */
export const PEER_LOGIN_HEADING = 'Entrar na sua conta';

/** What is not the peer's source: installed, built or cached by its own tools. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.swc']);
/** The file that says which version of the sources a temporary copy's dist/ was built from. */
const BUILT_MARK = '.bench-built-from';
const START_TIMEOUT_MS = 15_000;
/** The temporary copies' folder names: this prefix, then the hash of the sources. */
const COPY_PREFIX = 'portal-bench-plain-login-';

/** The peer's source files, relative to `dir`, sorted (what the copy and the hash cover). */
function sourceFiles(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name)) continue;
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(dir, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** A short hash of the peer's source files (names and contents): the key of its build. */
function hashSources(dir, files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies the sources file by file, writable (the shared folder is read-only, and pnpm writes
 * node_modules/ and the build writes dist/ beside them).
 */
function copySources(source, target, files) {
  for (const file of files) {
    fs.mkdirSync(path.join(target, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), fs.readFileSync(path.join(source, file)));
  }
}

function run(command, args, cwd) {
  const started = Date.now();
  process.stdout.write(`    ${command} ${args.join(' ')} … `);
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    throw new Error(
      `${command} ${args.join(' ')} in ${cwd} failed (${result.error?.message ?? `exit ${result.status}`}):\n` +
        `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().slice(-4000),
    );
  }
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

/**
 * A built copy of the peer in os.tmpdir(), keyed by the hash of its sources: reused when its
 * dist/ was built from these very sources, else made afresh (install from the peer's own lock
 * file, then its production build). Returns the folder.
 */
export function buildPlainPeer(source = DEFAULT_PEER_SOURCE) {
  if (!fs.existsSync(path.join(source, 'serve.mjs')))
    throw new Error(`no plain peer in ${source} (serve.mjs missing)`);
  const files = sourceFiles(source);
  const hash = hashSources(source, files);
  const dir = path.join(os.tmpdir(), `${COPY_PREFIX}${hash}`);
  const mark = path.join(dir, BUILT_MARK);
  if (
    fs.existsSync(path.join(dir, 'dist', 'index.html')) &&
    fs.existsSync(mark) &&
    fs.readFileSync(mark, 'utf8') === hash
  ) {
    console.log(`  plain peer: reusing the build in ${dir}`);
    return dir;
  }
  console.log(`  plain peer: building a copy of ${source} in ${dir}`);
  // Copies of former versions of the peer are of no use any more.
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith(COPY_PREFIX))
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  copySources(source, dir, files);
  try {
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
    run('pnpm', ['build'], dir);
  } catch (error) {
    // A half-made copy must not be mistaken for a build next time (no mark is written anyway).
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    throw error;
  }
  fs.writeFileSync(mark, hash);
  return dir;
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
async function waitForServer(url, child, timeoutMs = START_TIMEOUT_MS) {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the peer's server exited (${child.exitCode})`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      if (Date.now() > giveUpAt) throw new Error(`the peer's server did not answer ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Serves a built peer folder with its own serve.mjs (`PORT=<port> node serve.mjs`) as a child
 * process. The child is also killed if the bench process exits without calling stop(), or is
 * interrupted or terminated (the bench then exits as the signal would have ended it).
 */
export async function servePlainPeer(dir, port) {
  const child = spawn(process.execPath, ['serve.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  const onSignal = (signal) => {
    killOnExit();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killOnExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://localhost:${port}/minha-conta/`;
  try {
    await waitForServer(`${url}login`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, origin: `http://localhost:${port}`, pid: child.pid, stop };
}
