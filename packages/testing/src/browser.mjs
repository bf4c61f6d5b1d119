// Browser-test harness: the built portal served as deployed (shell and each remote on its own
// origin, the sandbox on its own), with per-remote faults, and Debian's Chromium.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS, DEMO_ACCOUNTS, readRuntimeConfig, ROOT } from '@portal/stack';
import { startEdge } from '@portal/stack/edge';
import { remoteDir } from '@portal/build/edge';
import { publishRelease } from '@portal/build/release';
import {
  createReleasesHandler,
  createStaticHandler,
  listen,
  closeServer,
} from '@portal/build/serve';
import { startSandbox } from '@portal/sandbox-api/server';

const requireHere = createRequire(import.meta.url);

export { ROOT, APPS, DEMO_ACCOUNTS };

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ...options });
}

/**
 * Wraps a handler with a switchable fault: 'down' answers 404 to everything, 'slow' delays
 * every answer, 'hang' never answers.
 */
function withFaults(handler) {
  const state = { mode: 'up', delayMs: 0, hung: new Set() };
  const wrapped = (req, res) => {
    if (state.mode === 'down') {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' });
      res.end('down');
      return;
    }
    if (state.mode === 'hang') {
      state.hung.add(res);
      res.on('close', () => state.hung.delete(res));
      return;
    }
    if (state.mode === 'slow') {
      setTimeout(() => handler(req, res), state.delayMs);
      return;
    }
    handler(req, res);
  };
  const setFault = (mode, delayMs = 0) => {
    state.mode = mode;
    state.delayMs = delayMs;
    if (mode !== 'hang') {
      for (const res of state.hung) res.destroy();
      state.hung.clear();
    }
  };
  return { wrapped, setFault };
}

/** The test runtime config with every origin moved to `basePort` + offset. */
export function configFor({ basePort, sandboxPort, environment = 'test' }) {
  const config = readRuntimeConfig(environment);
  config.remotes = config.remotes.map((remote) => {
    const app = APPS.find((candidate) => candidate.id === remote.name);
    return {
      ...remote,
      manifest: `http://localhost:${basePort + APPS.indexOf(app)}/mf-manifest.json`,
    };
  });
  config.api = Object.fromEntries(
    Object.entries(config.api).map(([key, value]) => {
      const url = new URL(value);
      return [key, `http://localhost:${sandboxPort}${url.pathname}`];
    }),
  );
  if (config.fieldSpeed) {
    const { pathname } = new URL(config.fieldSpeed.endpoint);
    config.fieldSpeed = {
      ...config.fieldSpeed,
      endpoint: `http://localhost:${sandboxPort}${pathname}`,
    };
  }
  if (config.releaseHealth) {
    const { pathname } = new URL(config.releaseHealth.endpoint);
    config.releaseHealth = { endpoint: `http://localhost:${sandboxPort}${pathname}` };
  }
  const tracker = config.errorReporting.tracker;
  if (tracker) {
    const atSandbox = (dsn) => {
      const url = new URL(dsn);
      url.host = `localhost:${sandboxPort}`;
      return url.href;
    };
    config.errorReporting.tracker = {
      ...tracker,
      dsn: atSandbox(tracker.dsn),
      remotes: Object.fromEntries(
        Object.entries(tracker.remotes ?? {}).map(([name, dsn]) => [name, atSandbox(dsn)]),
      ),
    };
  }
  config.shellOrigins = [`http://localhost:${basePort}`];
  return config;
}

/**
 * The live runtime config, changed as an operator would (a new config, not the old one edited:
 * the shell's server keeps pages per config); the next page reads it.
 */
function liveConfig(initial, onChange = () => {}) {
  let config = initial;
  return {
    current: () => config,
    update(change) {
      const next = structuredClone(config);
      change(next);
      config = next;
      onChange(config);
    },
  };
}

/** Writes `config` to `file` whole, then swaps it in: a server following it never reads half. */
function writeConfigFile(file, config) {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(config, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Serves the built portal: shell on `basePort`, remotes on the next five ports, sandbox on
 * `sandboxPort`. Each app can be faulted, or restarted from another dist folder.
 */
export async function startPortal({
  // PORTAL_TEST_PORT moves a whole run (another checkout's tests on the same machine): shell on
  // it, remotes on the next five, sandbox ten above.
  basePort = Number(process.env.PORTAL_TEST_PORT || 18080),
  sandboxPort = basePort + 10,
  environment = 'test',
  // false: gzip only, as the plain peer's server (the bench compares their bytes).
  brotli = true,
  // How long the shell's server trusts a remote's manifest and index: 0 in tests, which fault
  // and redeploy remotes and look at the next page at once; the bench passes the deployed one.
  remoteFilesTrustedMs = 0,
} = {}) {
  const live = liveConfig(configFor({ basePort, sandboxPort, environment }));
  const sandbox = await startSandbox({ port: sandboxPort });
  const apps = new Map();
  /** Pages the shell served without their prerender (a remote slow or down), with why. */
  const prerenderMisses = [];

  /** Serves a build folder, or a remote's published releases (`{ releasesDir }`). */
  async function serve(app, port, from) {
    const options = {
      basePath: app.id === 'shell' ? '/minha-conta/' : '/',
      runtimeConfig: live.current,
      onPrerenderMiss: (error) => prerenderMisses.push(String(error)),
      brotli,
      remoteFilesTrustedMs,
    };
    const handler =
      typeof from === 'string'
        ? createStaticHandler({ ...options, root: from })
        : createReleasesHandler({ ...options, releasesDir: from.releasesDir });
    const faults = withFaults(handler);
    const server = await listen(Object.assign(faults.wrapped, { close: handler.close }), port);
    return { server, setFault: faults.setFault, warmed: handler.warmed };
  }

  for (const [index, app] of APPS.entries()) {
    const port = basePort + index;
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
      throw new Error(`${app.dir} is not built: run pnpm build`);
    const served = await serve(app, port, dist);
    const entry = {
      port,
      origin: `http://localhost:${port}`,
      ...served,
      /**
       * Replaces this app's server with one serving `next`: another build folder (a redeploy),
       * or `{ releasesDir }`, the remote's published releases as `pnpm start` serves them.
       */
      async restart(next = dist) {
        await closeServer(entry.server);
        Object.assign(entry, await serve(app, port, next));
      },
    };
    apps.set(app.id, entry);
  }
  // Ready as deployed and warmed up: the first visit of a public page gets its prerender, not
  // a page composed while the shell's server was still fetching the remotes' (which it may
  // serve without the prerender when that takes too long, on a busy machine).
  await apps.get('shell')?.warmed;

  return {
    get config() {
      return live.current();
    },
    /** Changes the live runtime config (liveConfig). */
    updateConfig: live.update,
    url: `http://localhost:${basePort}/minha-conta/`,
    apps,
    prerenderMisses,
    sandboxOrigin: `http://localhost:${sandboxPort}`,
    async stop() {
      for (const entry of apps.values()) {
        entry.setFault('up');
        await closeServer(entry.server);
      }
      await closeServer(sandbox);
    },
  };
}

/** The shell's origin instances behind the edge: on these ports above the portal's. */
const EDGE_ORIGIN_OFFSETS = [6, 7];

/**
 * The built portal as teams deploy it (issue 45): each remote published (`portal publish`) to a
 * folder of its own, served by nginx on the remote's port; two instances of the shell's origin
 * behind nginx as a caching proxy on `basePort` (each a process following the runtime config in
 * a file, which `updateConfig` rewrites); the sandbox on `sandboxPort`. Fails, naming the
 * packages, when nginx is not installed. `options` go to the origin instances' handlers
 * (`sharedPageSeconds`, `remoteFilesTrustedMs`: the deployed 30 s and 1 s by default).
 */
export async function startEdgePortal({
  basePort = Number(process.env.PORTAL_TEST_PORT || 18080),
  sandboxPort = basePort + 10,
  ...options
} = {}) {
  // First what may fail on a busy machine (a port taken), before anything is left on disk.
  const sandbox = await startSandbox({ port: sandboxPort });
  const published = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-published-'));
  // The origin instances follow the runtime config in a file, as deployed ones do.
  const configFile = path.join(published, 'runtime-config.json');
  const live = liveConfig(configFor({ basePort, sandboxPort }), (config) =>
    writeConfigFile(configFile, config),
  );
  writeConfigFile(configFile, live.current());
  const publishedDir = (name) => path.join(published, remoteDir(name));
  /** Publishes a build of remote `name` (by default its own) as its current release. */
  const publish = (name, dist) => {
    const app = APPS.find((candidate) => candidate.id === name);
    return publishRelease(path.join(ROOT, app.dir), publishedDir(name), dist, {
      config: live.current(),
    });
  };
  let edge;
  try {
    for (const app of APPS.filter(({ id }) => id !== 'shell')) publish(app.id);
    edge = await startEdge({
      configFile,
      edgeAddress: `http://localhost:${basePort}`,
      originPorts: EDGE_ORIGIN_OFFSETS.map((offset) => basePort + offset),
      shellDist: path.join(ROOT, 'shell', 'dist'),
      publishedDir,
      options,
    });
  } catch (error) {
    await closeServer(sandbox);
    fs.rmSync(published, { recursive: true, force: true });
    throw error;
  }
  return {
    get config() {
      return live.current();
    },
    updateConfig: live.update,
    url: `http://localhost:${basePort}/minha-conta/`,
    /** The shell's origin instances, each a process (`address`, `kill()`, `start()`). */
    origins: edge.origins,
    /** Where a remote's nginx host is (its origin). */
    remoteOrigin: (name) =>
      new URL(live.current().remotes.find((r) => r.name === name).manifest).origin,
    publishedDir,
    publish,
    sandboxOrigin: `http://localhost:${sandboxPort}`,
    async stop() {
      await edge.stop();
      await closeServer(sandbox);
      fs.rmSync(published, { recursive: true, force: true });
    },
  };
}

/** The signed-in user's fields the session store keeps besides names (as toSession does). */
const SESSION_FLAGS = [
  'userRole',
  'profile',
  'attributions',
  'isSuperUser',
  'isSaas',
  'validSubscription',
  'finishedPlanChoice',
  'choosedPlan',
  'finishedOnboarding',
  'finishedCheckout',
  'selectedPlans',
  'planType',
  'language',
];

/**
 * A signed-in session as the session store persists it (version 1), with a token the portal's
 * sandbox accepts: the demo account `email` (by default the paid SaaS super user the session
 * fixture describes) signs in through the sandbox's login, and the session keeps what the login
 * page would keep of its answer (role, groups, progress); `overrides` change stored fields on top.
 */
export async function signedInSession(portal, overrides = {}, email = 'super.pago@demo.com.br') {
  const fixture = JSON.parse(
    fs.readFileSync(requireHere.resolve('@portal/session/a-session.json'), 'utf8'),
  );
  const response = await fetch(`${portal.config.api.user}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const answer = await response.json();
  if (answer.status !== 200) throw new Error(`${email} did not sign in: ${JSON.stringify(answer)}`);
  const { token, user, company } = answer.payload;
  // What the login page keeps of the answer (toSession of @portal/api): role, groups, progress.
  const kept = Object.fromEntries(
    SESSION_FLAGS.filter((key) => user[key] !== undefined).map((key) => [key, user[key]]),
  );
  const session = {
    ...fixture,
    token,
    user: { id: user.id, name: user.name, email: user.email },
    company,
    ...kept,
    ...overrides,
  };
  return { version: 1, state: { session } };
}

/**
 * Opens a page whose storage already holds `session` (and optionally a locale) before any script
 * runs. `contextOptions` go to `browser.newContext` (e.g. `{ bypassCSP: true }` to inject axe).
 */
export async function newPortalPage(
  browser,
  { session = null, locale = null, contextOptions = {} } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  await context.addInitScript(
    ({ session: s, locale: l }) => {
      if (s && !sessionStorage.getItem('__seeded')) {
        localStorage.setItem('minha-conta:session', JSON.stringify(s));
        sessionStorage.setItem('__seeded', '1');
      }
      if (l) localStorage.setItem('minha-conta:locale', l);
    },
    { session, locale },
  );
  const page = await context.newPage();
  return { context, page };
}

/**
 * Records every request `page` makes from now on, and knows when the network is idle (nothing
 * in flight for `quietMs`). Attach it before `page.goto` to see a cold visit.
 */
export function recordRequests(page) {
  const requests = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    requests.push(request);
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    requests,
    urls: () => requests.map((request) => request.url()),
    /** Resolves once nothing has been in flight for `quietMs`; rejects after `timeoutMs`. */
    async idle({ quietMs = 1000, timeoutMs = 30_000 } = {}) {
      const giveUpAt = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > giveUpAt) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(
            `network not idle after ${timeoutMs} ms (in flight: ${pending || 'none'})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Collects the portal's error reports (`[portal:report] {json}` on console.error) of `page`,
 * parsed, in order. Attach it before the failure happens.
 */
export function collectReports(page) {
  const reports = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const marker = '[portal:report] ';
    if (!text.startsWith(marker)) return;
    try {
      reports.push(JSON.parse(text.slice(marker.length)));
    } catch {
      reports.push({ unparsed: text });
    }
  });
  return reports;
}

/**
 * For a browser-test file: starts the portal and a browser (`launch`: Chromium unless told)
 * before its tests and stops them after; read them from the returned object (`env.portal`,
 * `env.browser`).
 */
export function withPortal(options = {}, launch = launchBrowser) {
  const env = { portal: undefined, browser: undefined };
  beforeAll(async () => {
    env.portal = await startPortal(options);
    env.browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.portal?.stop();
  });
  return env;
}

/**
 * A client-side navigation to `url` (same origin) the way React Router's own history does it on
 * back/forward: push the URL, then the popstate event the router listens to.
 */
export function navigateClientSide(page, url) {
  return page.evaluate((target) => {
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/**
 * Runs `run` in a page of a fresh browser context (its own storage: nobody signed in), in
 * `locale`, and closes the context after, whatever happens.
 */
export async function inFreshPage(browser, run, locale = 'pt-BR') {
  const { context, page } = await newPortalPage(browser, { locale });
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

/**
 * A remote's browser-test file in one call: the portal and a browser around its tests
 * (`withPortal`), the sandbox's seed data back before each test, and `withPage(run, locale)`,
 * `run` in a page of a fresh context (nobody signed in) in `locale`.
 */
export function withPortalPages(options = {}) {
  const env = withPortal(options);
  beforeEach(async () => {
    await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
  });
  const withPage = (run, locale = 'pt-BR') => inFreshPage(env.browser, run, locale);
  return { env, withPage };
}

/** The page's heading of level 1 named `name` (the whole name, when a string). */
export const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

/** The open dialog named `name`. */
export const dialogNamed = (page, name) => page.getByRole('dialog', { name });

/** The path the page is at (no origin, no query). */
export const pathOf = (page) => new URL(page.url()).pathname;

/** The demo accounts' password (DESIGN §5). */
export const DEMO_PASSWORD = 'Senha@123';

/**
 * The demo trial owner with a paid plan chosen and onboarding done: /start shows the checkout
 * (spec §4). `flags` are signedInSession's overrides.
 */
export const TRIAL_AT_CHECKOUT = Object.freeze({
  account: 'super.trial@demo.com.br',
  flags: Object.freeze({
    isSaas: true,
    isSuperUser: true,
    finishedPlanChoice: true,
    choosedPlan: 'paid',
    finishedOnboarding: 'true',
    finishedCheckout: false,
    selectedPlans: ['adw'],
  }),
});

/**
 * Signs in through the portal's login page, as a user would, in the page's language (the
 * Spanish labels when the page speaks Spanish), then waits for the page after it.
 */
export async function signInThroughLogin(page, portalUrl, email, password = DEMO_PASSWORD) {
  await page.goto(`${portalUrl}login`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const spanish = (await page.locator('html').getAttribute('lang'))?.startsWith('es');
  await page.getByLabel(spanish ? 'Correo electrónico' : 'E-mail').fill(email);
  await page.getByLabel(spanish ? 'Contraseña' : 'Senha', { exact: true }).fill(password);
  await page
    .getByRole('button', { name: spanish ? 'Iniciar sesión' : 'Entrar', exact: true })
    .click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

// The minified build: axe's `source` is its 1.5 MB development build, whose evaluation took
// 500 ms a check, three times the check itself.
const axeSource = fs.readFileSync(
  path.join(path.dirname(requireHere.resolve('axe-core')), 'axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations
 * (id, impact, help, targets): the accessibility bar every page state meets.
 */
export async function seriousViolations(page) {
  // Evaluated through the DevTools protocol, which the portal's CSP (no inline scripts) allows;
  // once a document (a dialog opened after the page's own check needs no second copy).
  if (!(await page.evaluate(() => typeof globalThis.axe?.run === 'function'))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    // Violations only: axe then stops collecting the elements that pass or do not apply.
    const result = await globalThis.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Expects axe to find no serious or critical violation on the page as it is now. */
export async function expectNoViolations(page) {
  expect(await seriousViolations(page)).toEqual([]);
}
