// The portal as a team deploys it (issue 45): each remote's published folder on nginx (a real
// static host), and the shell's origin as two instances behind nginx as a caching proxy (an
// edge). `pnpm start --edge` runs it for a person; the edge's tests and bench run it too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig, remoteDir, startNginx } from '@portal/build/edge';
import { createStaticHandler, listen } from '@portal/build/serve';
import { followConfigFile } from './followConfig.mjs';

const STACK_BIN = path.join(import.meta.dirname, '..', 'bin', 'stack.mjs');
/** What an origin instance prints once it serves, warmed (the parent waits for it). */
const READY = 'origin ready';

/**
 * One instance of the shell's origin, in this process (`portal-stack origin`): the shell's build
 * on 127.0.0.1:`port`, the runtime config followed in `configFile`; `options` go to its handler.
 */
export async function serveOrigin({ port, configFile, shellDist, options = {} }) {
  const handler = createStaticHandler({
    root: shellDist,
    basePath: '/minha-conta/',
    runtimeConfig: followConfigFile(configFile),
    ...options,
  });
  const server = await listen(handler, port, '127.0.0.1');
  await handler.warmed;
  console.log(`${READY} on ${port}`);
  return server;
}

/** Starts an origin instance as a child process; resolves once it serves. */
function spawnOrigin({ port, configFile, shellDist, options }) {
  const child = spawn(
    process.execPath,
    [STACK_BIN, 'origin', String(port), configFile, shellDist, JSON.stringify(options)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // Known from the start: an instance may end before it is killed (Ctrl+C reaches it too).
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(READY)) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ child, exited });
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`origin on ${port} exited (${code}): ${output}`)),
    );
  });
}

/**
 * Starts the shell's origin instances on `originPorts` (each its own process, following the
 * runtime config in `configFile`) and nginx: the remotes' hosts at their manifests' addresses,
 * the edge at `edgeAddress`. The remotes are served from `publishedDir(name)` (their `portal
 * publish` folders); the shell from `shellDist`. `options` go to each instance's handler
 * (createStaticHandler). `prefix` is nginx's folder (pid, temp files, cache), a fresh temporary
 * one by default.
 */
export async function startEdge({
  configFile,
  edgeAddress,
  originPorts,
  shellDist,
  publishedDir,
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-edge-')),
  options = {},
}) {
  const origins = originPorts.map((port) => {
    const origin = {
      port,
      address: `http://127.0.0.1:${port}`,
      process: null,
      /** Starts this instance (again). */
      async start() {
        origin.process = await spawnOrigin({ port, configFile, shellDist, options });
      },
      /** Kills this instance (SIGKILL): its connections are cut as a crash cuts them. */
      async kill() {
        const running = origin.process;
        origin.process = null;
        if (!running) return;
        running.child.kill('SIGKILL');
        await running.exited;
      },
    };
    return origin;
  });
  const stopOrigins = () => Promise.all(origins.map((origin) => origin.kill()));
  try {
    await Promise.all(origins.map((origin) => origin.start()));
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    const configText = nginxConfig({
      config,
      prefix,
      publishedDir,
      edge: { address: edgeAddress, origins: originPorts.map((port) => `127.0.0.1:${port}`) },
    });
    const ports = [edgeAddress, ...config.remotes.map((remote) => remote.manifest)].map((address) =>
      Number(new URL(address).port),
    );
    const nginx = await startNginx({ configText, prefix, ports });
    return {
      origins,
      nginx,
      prefix,
      async stop() {
        await nginx.stop();
        await stopOrigins();
        fs.rmSync(prefix, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopOrigins();
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
}

/** Each remote's published folder under `root` (`<root>/<mf-name>/releases`). */
export const publishedUnder = (root) => (name) => path.join(root, remoteDir(name), 'releases');
