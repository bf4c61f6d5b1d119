// Starts the composed portal as deployed (`pnpm start`), one remote alone (`portal standalone`),
// or dev servers for chosen apps with the rest from their builds (`pnpm dev`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSandbox } from '@portal/sandbox-api/server';
import { createReleasesHandler, createStaticHandler, listen } from '@portal/build/serve';
import { publishRelease } from '@portal/build/release';
import { followConfigFile } from './followConfig.mjs';
import { publishedUnder, startEdge } from './edge.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The apps of the portal, their folders and their ports in the development config. */
export const APPS = [
  { id: 'shell', dir: 'shell', port: 8080 },
  { id: 'mf_auth', dir: 'mf-auth', port: 8081 },
  { id: 'mf_account', dir: 'mf-account', port: 8082 },
  { id: 'mf_checkout', dir: 'mf-checkout', port: 8083 },
  { id: 'mf_billing', dir: 'mf-billing', port: 8084 },
  { id: 'mf_backoffice', dir: 'mf-backoffice', port: 8085 },
];
export const SANDBOX_PORT = 8090;

export const DEMO_ACCOUNTS = [
  ['super.trial@demo.com.br', 'SaaS super user (co), trial, plan choice not finished'],
  ['super.pago@demo.com.br', 'SaaS super user (ceo-co), paid, active subscription'],
  ['super.teste@demo.com.br', "SaaS super user (ceo), active 15-day trial (home shows 'buy now')"],
  ['super.atrasado@demo.com.br', 'SaaS super user, checkout finished, late bank slip'],
  [
    'super.cancelado@demo.com.br',
    'SaaS super user, checkout finished, subscription cancelled (no valid subscription)',
  ],
  [
    'super.avancado@demo.com.br',
    'SaaS super user, paid Advanced plan chosen without a trial, onboarding done, checkout not finished, nothing paid',
  ],
  ['cfo@demo.com.br', 'cfo of the paid company'],
  ['co@demo.com.br', 'co, not super user'],
  ['multi@demo.com.br', 'user of two active companies and one expired (login answers 202)'],
  ['sso@demo.com.br', 'single sign-on only'],
  ['admin@provedor.com.br', 'provider administrator (back-office, sales group)'],
];

const configFile = (environment) => path.join(ROOT, 'shell', 'config', `${environment}.json`);

export function readRuntimeConfig(environment = process.env.PORTAL_ENV ?? 'development') {
  return JSON.parse(fs.readFileSync(configFile(environment), 'utf8'));
}

function requireBuild(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${app.dir} is not built: run "pnpm build" first`);
  }
  return dist;
}

/** Serves one built app on its port (the shell under /minha-conta/, a remote at its root). */
export async function serveApp(
  app,
  { port = app.port, config, runtimeConfig = () => config, dist = requireBuild(app) } = {},
) {
  const handler = createStaticHandler({
    root: dist,
    basePath: app.id === 'shell' ? '/minha-conta/' : '/',
    runtimeConfig,
  });
  return listen(handler, port);
}

/** The shell's origin instances behind the edge (`pnpm start --edge`). */
export const EDGE_ORIGIN_PORTS = [8086, 8087];

function printReady(config, edge) {
  const lines = [
    '',
    `Minha Conta is running${edge ? ' behind nginx (edge cache, remotes on nginx)' : ''}:`,
    `  portal   http://localhost:8080/minha-conta/`,
    ...(edge
      ? [
          `  shell's origin instances (behind the edge) ${edge.origins.map((o) => o.address).join(', ')}`,
        ]
      : []),
    ...config.remotes.map((r) => `  ${r.name.padEnd(14)} ${new URL(r.manifest).origin}`),
    `  sandbox  http://localhost:${SANDBOX_PORT}`,
    '',
    'Demo accounts (password Senha@123):',
    ...DEMO_ACCOUNTS.map(([email, who]) => `  ${email.padEnd(28)} ${who}`),
    '',
    'Ctrl+C stops everything.',
  ];
  console.log(lines.join('\n'));
}

/**
 * Serves a remote as it is deployed: its published releases (`portal publish`), the newest at
 * the root and the last two under `/releases/<release>/`, where the runtime config may pin it.
 */
export async function serveReleases(app, { port = app.port, runtimeConfig } = {}) {
  const handler = createReleasesHandler({
    releasesDir: path.join(ROOT, app.dir, 'releases'),
    runtimeConfig,
  });
  return listen(handler, port);
}

/**
 * `pnpm start`; with `edge`, as teams deploy (issue 45): the remotes' published folders on
 * nginx, the shell's origin as two instances behind nginx as a caching proxy on the portal's
 * address.
 */
export async function startStack({ edge = false } = {}) {
  const environment = process.env.PORTAL_ENV ?? 'development';
  const runtimeConfig = followConfigFile(configFile(environment), { label: environment });
  const config = runtimeConfig();
  await startSandbox({
    port: SANDBOX_PORT,
    persist: path.join(ROOT, '.portal-data', 'sandbox.json'),
  });
  if (edge) {
    for (const app of APPS.filter(({ id }) => id !== 'shell')) {
      requireBuild(app);
      publishRelease(path.join(ROOT, app.dir), undefined, undefined, { config });
    }
    const started = await startEdge({
      configFile: configFile(environment),
      edgeAddress: 'http://localhost:8080',
      originPorts: EDGE_ORIGIN_PORTS,
      shellDist: requireBuild(APPS[0]),
      publishedDir: publishedUnder(ROOT),
    });
    const stop = () => started.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    printReady(config, started);
    return;
  }
  for (const app of APPS) {
    if (app.id === 'shell') {
      await serveApp(app, { runtimeConfig });
      continue;
    }
    // What `pnpm build` just made goes live as the remote's newest release.
    requireBuild(app);
    // A release the config pins the remote to stays (ADR 007).
    publishRelease(path.join(ROOT, app.dir), undefined, undefined, { config });
    await serveReleases(app, { runtimeConfig });
  }
  printReady(config);
}

export async function startStandalone({ dir }) {
  const app = APPS.find((candidate) => path.join(ROOT, candidate.dir) === dir);
  if (!app || app.id === 'shell') throw new Error(`${dir} is not a remote`);
  const config = readRuntimeConfig();
  await startSandbox({
    port: SANDBOX_PORT,
    persist: path.join(ROOT, '.portal-data', 'sandbox.json'),
  });
  await serveApp(app, { config });
  console.log(
    `${app.dir} alone: http://localhost:${app.port}/minha-conta/ (sandbox on ${SANDBOX_PORT})`,
  );
}

/** `pnpm dev [auth account …]`: hot-reloading shell and chosen remotes; the rest from builds. */
export async function startDevStack({ args }) {
  const chosen = new Set([
    'shell',
    ...args.map((a) => (a.startsWith('mf_') ? a : `mf_${a.replace(/^mf-/, '')}`)),
  ]);
  const config = readRuntimeConfig('development');
  await startSandbox({
    port: SANDBOX_PORT,
    persist: path.join(ROOT, '.portal-data', 'sandbox.json'),
  });
  for (const app of APPS) {
    if (chosen.has(app.id)) {
      const child = spawn(path.join(ROOT, 'packages', 'build', 'bin', 'portal.mjs'), ['dev'], {
        cwd: path.join(ROOT, app.dir),
        stdio: 'inherit',
      });
      process.on('exit', () => child.kill());
    } else {
      await serveApp(app, { config });
    }
  }
  console.log(
    `dev servers: ${[...chosen].join(', ')}; from builds: the others. http://localhost:8080/minha-conta/`,
  );
}
