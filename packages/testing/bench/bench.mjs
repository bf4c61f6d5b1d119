#!/usr/bin/env node
// `pnpm bench`: the performance bench of the portal, against the production build served as
// deployed (each app on its own origin, gzip). Every measured page is cold (fresh browser
// context) with the CPU throttled 4×, on loopback or under one of Chromium DevTools' network
// presets (Fast 4G, Slow 4G). The portal's cold /login is compared with the plain peer: the same
// login page as one ordinary single-page app without federation (see plain-peer.mjs). Prints
// medians (min–max) with the budgets, marking each missed one FAIL and counting them at the
// end, and writes results/latest.json plus a timestamped copy. It exits 1 when the bench itself
// (or a part of it asked for) cannot run and, with --strict, when a budget was missed; else 0.
//
//   node packages/testing/bench/bench.mjs [--runs N] [--slow-runs N] [--public-runs N]
//                                         [--only SECTION,…] [--conditions ID,…] [--switches ID,…]
//                                         [--peer DIR] [--share-stateless-compare] [--shared-build DIR]
//                                         [--strict]
//
// --only runs some sections: coldLogin (portal vs peer, dependency chains), publicPages,
// routeSwitches, bytes (/start, /gestao-de-cobrancas, /gestao-de-empresas), modules (a cold
// /login's JS by package, and what of it ran), faults, origin (requests a second of the shell's
// server against the same bytes from memory, with wrk); all by default. --conditions picks the networks
// (loopback, fast4g, slow4g; all by default), --switches the route switches' destinations (charges,
// users, backoffice, checkout; all by default). --slow-runs is the runs under Slow 4G and
// --public-runs those of each public page per network (both fewer than --runs by default: a
// Slow 4G visit is long and the public pages are many). --peer is the plain peer's sources.
// --share-stateless-compare also builds the whole portal with PORTAL_SHARE_STATELESS=1 into a
// temporary folder and compares the JS bytes of both builds (see
// packages/build/docs/adr-001-stateless-packages.md); --shared-build reuses such a folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  APPS,
  launchBrowser,
  navigateClientSide,
  newPortalPage,
  ROOT,
  signedInSession,
  signInThroughLogin,
  startEdgePortal,
  startPortal,
  TRIAL_AT_CHECKOUT,
} from '../src/browser.mjs';
import {
  armRouteSwitchStopwatch,
  bytesByOrigin,
  headingPaintedAt,
  CPU_SLOWDOWN,
  NETWORK_FAST_4G,
  NETWORK_LOOPBACK,
  NETWORK_SLOW_4G,
  NETWORKS,
  openColdPage,
  originLabeller,
  PASSWORD_FIELD,
  readEventTimingSince,
  readPageFigures,
  readRouteSwitchStopwatch,
  settleOn,
  signInFromAnotherTab,
  STEP_TIMEOUT_MS,
  TEXT_FIELD,
  watchEventTiming,
  watchHeadingsPainted,
} from './page-metrics.mjs';
import { startPortalFromDists } from './portal-from-dists.mjs';
import { buildSharedStateless } from './build-variant.mjs';
import {
  buildPlainPeer,
  DEFAULT_PEER_SOURCE,
  PEER_LOGIN_HEADING,
  servePlainPeer,
} from './plain-peer.mjs';
import { describeChain, longestChain } from './request-chain.mjs';
import { accountModules } from './module-account.mjs';
import { measureEdge, measureOrigin } from './origin.mjs';
import { measureInteractions, printInteractions } from './interactions.mjs';
import { measureLighthouse, printLighthouse } from './lighthouse.mjs';
import { REMOTE_FILES_TRUSTED_MS } from '@portal/build/serve';
import {
  BUDGETS,
  budgetMark,
  budgetVerdict,
  changePct,
  interval,
  kb,
  medianChangeInterval,
  missedBudgets,
  missedBudgetsSummary,
  ms,
  pct,
  score,
  share,
  signedKb,
  spread,
  summarize,
  table,
  times,
  worstInteraction,
} from './report.mjs';

// Away from the browser tests (18080+) and `pnpm start` (8080+), so all can run at once;
// PORTAL_BENCH_PORT moves the whole block (two benches side by side, 1000 apart).
const BENCH_PORT = Number(process.env.PORTAL_BENCH_PORT ?? 28080);
const BASE_PORT = BENCH_PORT;
const SANDBOX_PORT = BENCH_PORT + 10;
const PEER_PORT = BENCH_PORT + 100;
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const SHELL_BASE_PATH = '/minha-conta/';
/** Where the origin section serves its bytes from memory. */
const ORIGIN_MEMORY_PORT = BENCH_PORT + 110;
/** The origin section's edge (nginx, two origin instances): its ports from here. */
const EDGE_BASE_PORT = BENCH_PORT + 200;

const labelOf = originLabeller(BASE_PORT, SANDBOX_PORT, { [PEER_PORT]: 'peer' });

/** The sections --only picks from, in the order they run. */
const SECTIONS = [
  'coldLogin',
  'publicPages',
  'routeSwitches',
  'bytes',
  'modules',
  'faults',
  'origin',
  'interactions',
  'lighthouse',
];
/** Sections that compare with the plain peer, so need it built and served. */
const PEER_SECTIONS = ['coldLogin', 'publicPages', 'bytes', 'modules', 'lighthouse'];
/** Route switches are timed on these networks only (a switch fetches little). */
const ROUTE_SWITCH_NETWORKS = [NETWORK_LOOPBACK.id, NETWORK_FAST_4G.id];

// Page headings the bench waits for (the pt-BR titles of the remotes' pages).
const HEADINGS = {
  login: 'Entrar',
  home: 'Minha conta',
  charges: 'Gestão de cobranças',
  users: 'Gestão de usuários',
  start: 'Primeiros passos',
  purchase: 'Contratar plano',
  checkout: 'Escolha seu plano',
  backoffice: 'Gestão de empresas',
  signUp: 'Cadastre sua empresa',
  recovery: 'Recuperar senha',
  newPassword: 'Criar nova senha',
  sso: 'Entrar com login único',
};

/** The progress flags that make /start show each of its heavy steps (spec §4). */
const START_STEPS = {
  'plan choice': {
    heading: HEADINGS.start,
    flags: { finishedPlanChoice: false, choosedPlan: null, finishedOnboarding: 'false' },
  },
  checkout: { heading: HEADINGS.purchase, flags: TRIAL_AT_CHECKOUT.flags },
};

const listOption = (text, known, flag) => {
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length || ids.length === 0)
    throw new Error(
      `${flag}: unknown ${unknown.join(', ') || '(none)'}; known: ${known.join(', ')}`,
    );
  return ids;
};

const countOption = (text, flag) => {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${flag} must be a positive integer, got ${text}`);
  return count;
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'slow-runs': { type: 'string' },
      'public-runs': { type: 'string' },
      only: { type: 'string', default: SECTIONS.join(',') },
      conditions: { type: 'string', default: NETWORKS.map((network) => network.id).join(',') },
      switches: { type: 'string', default: ROUTE_SWITCHES.map((target) => target.id).join(',') },
      peer: { type: 'string', default: DEFAULT_PEER_SOURCE },
      'share-stateless-compare': { type: 'boolean', default: false },
      'shared-build': { type: 'string' },
      'lighthouse-portal': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: bench.mjs [--runs N] [--slow-runs N] [--public-runs N] [--only SECTION,…]\n' +
        '                 [--conditions ID,…] [--switches ID,…] [--peer DIR]\n' +
        '                 [--share-stateless-compare]\n' +
        '                 [--shared-build DIR] [--lighthouse-portal URL] [--lighthouse-runs N]\n' +
        '                 [--strict]\n' +
        '  --strict: exit 1 when any budget was missed\n' +
        `  sections: ${SECTIONS.join(', ')}\n` +
        `  conditions: ${NETWORKS.map((network) => network.id).join(', ')}\n` +
        `  switches: ${ROUTE_SWITCHES.map((target) => target.id).join(', ')}`,
    );
    process.exit(0);
  }
  const runs = countOption(values.runs, '--runs');
  const conditions = listOption(
    values.conditions,
    NETWORKS.map((network) => network.id),
    '--conditions',
  );
  return {
    runs,
    slowRuns: values['slow-runs'] ? countOption(values['slow-runs'], '--slow-runs') : runs,
    publicRuns: values['public-runs']
      ? countOption(values['public-runs'], '--public-runs')
      : Math.min(runs, 3),
    sections: new Set(listOption(values.only, SECTIONS, '--only')),
    networks: NETWORKS.filter((network) => conditions.includes(network.id)),
    switches: listOption(
      values.switches,
      ROUTE_SWITCHES.map((target) => target.id),
      '--switches',
    ),
    peerSource: path.resolve(values.peer),
    compare: values['share-stateless-compare'] || Boolean(values['shared-build']),
    sharedBuild: values['shared-build'] ? path.resolve(values['shared-build']) : null,
    // The lighthouse section also audits a portal already running there (`pnpm start`'s).
    lighthousePortal: values['lighthouse-portal'] ?? null,
    lighthouseRuns: values['lighthouse-runs']
      ? countOption(values['lighthouse-runs'], '--lighthouse-runs')
      : undefined,
    strict: values.strict,
  };
}

/** The visits per run of a page under `network`: fewer under Slow 4G (--slow-runs). */
const runsUnder = (options, network, runs = options.runs) =>
  network.id === NETWORK_SLOW_4G.id ? Math.min(runs, options.slowRuns) : runs;

/** Runs `task` `runs` times; a failed run is kept as { error } so one flake does not end the bench. */
async function repeat(runs, task) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      results.push(await task(run));
    } catch (error) {
      console.warn(`    run ${run + 1} failed: ${error.message.split('\n')[0]}`);
      results.push({ error: error.message });
    }
  }
  return results;
}

const ok = (results) => results.filter((result) => !result.error);

function withTimeout(promise, what, timeoutMs = STEP_TIMEOUT_MS) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result in ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ── Page scenarios ─────────────────────────────────────────────────────────────────────────

/**
 * One cold visit of `url` without any input under `network`: what it transferred, its LCP, CLS
 * and when it took input (a field matching `inputSelector`, if given) once settled, whether it was served
 * prerendered and when the app took over. `touched` lists every origin the page contacted, to
 * spot a remote fetched for nothing. With `chain`, also the longest chain of dependent requests
 * completed before it took input (and, when prerendered, before the app took over).
 * `prepare(page, network)` runs before the navigation; `readyText`, when given, must show
 * too (what tells the page's state, when its heading does not).
 */
async function coldVisit(
  browser,
  url,
  {
    heading,
    session = null,
    network = NETWORK_LOOPBACK,
    inputSelector = null,
    chain = false,
    prepare = null,
    readyText = null,
  },
) {
  const { context, page, transfers, requested, requests } = await openColdPage(browser, {
    session,
    network,
    inputSelector,
  });
  try {
    if (prepare) await prepare(page, network);
    await page.goto(url);
    await settleOn(page, heading);
    if (readyText) await page.getByText(readyText).first().waitFor({ state: 'visible' });
    const { requestStart, ...figures } = await readPageFigures(page, {
      watchedInput: Boolean(inputSelector),
    });
    const chainUntil = (until) => longestChain(requests, { requestStart, until, labelOf });
    return {
      ...figures,
      js: bytesByOrigin(transfers, labelOf, 'js'),
      css: bytesByOrigin(transfers, labelOf, 'css'),
      touched: [
        ...new Set(requested.filter((address) => !address.startsWith('data:')).map(labelOf)),
      ],
      ...(chain ? { chain: chainUntil(figures.takesInput) } : {}),
      // A prerendered page takes input before the app is there: the chain up to the takeover.
      ...(chain && figures.handOff !== null
        ? { chainToTakeover: chainUntil(figures.handOff) }
        : {}),
    };
  } finally {
    await context.close();
  }
}

/**
 * When the switch starts, after the home page's heading was painted: a user who knows where
 * they are going, and one who looked first. The warm-up the shell starts when home shows may
 * or may not be done by then; nothing waits for the network to be quiet.
 */
const SWITCH_AFTER_HOME_MS = [1000, 2000];

/** How long a menu click may take to change the URL before we call it broken. */
const MENU_NAVIGATION_GRACE_MS = 5000;

/** After the content painted: time for the last Event Timing entries to be reported. */
const EVENT_TIMING_SETTLE_MS = 500;

/** Who signs in for a switch that does not name someone: the demo's paying super user. */
const DEFAULT_SWITCH_EMAIL = 'super.pago@demo.com.br';

/** The route switches timed from the signed-in home page (mf_account), each to a cold page. */
const ROUTE_SWITCHES = [
  {
    id: 'charges',
    label: 'home → Gestão de cobranças (mf_billing)',
    menuItem: HEADINGS.charges,
    path: 'gestao-de-cobrancas',
    heading: HEADINGS.charges,
    remote: 'mf_billing',
  },
  {
    id: 'users',
    label: 'home → Gestão de usuários (mf_account, as home)',
    menuItem: HEADINGS.users,
    path: 'gestao-de-usuarios',
    heading: HEADINGS.users,
    remote: 'mf_account',
  },
  {
    // The provider's administrator: the back-office's companies, from the same menu.
    id: 'backoffice',
    label: 'home → Gestão de empresas (mf_backoffice, admin)',
    menuItem: HEADINGS.backoffice,
    path: 'gestao-de-empresas',
    heading: HEADINGS.backoffice,
    remote: 'mf_backoffice',
    email: 'admin@provedor.com.br',
  },
  {
    // A trial company's owner on home, going to buy (a paying company's /checkout only says it
    // already pays): the header's "Planos", which the frame shows to the states that may choose a
    // plan. (The trial's "Comprar agora" reloads the page, as the spec says: no switch.)
    id: 'checkout',
    label: 'home → checkout, the header’s "Planos" (mf_checkout, trial)',
    menuItem: null,
    link: 'Planos',
    path: 'checkout',
    heading: HEADINGS.checkout,
    remote: 'mf_checkout',
    email: 'super.teste@demo.com.br',
  },
];

/**
 * How a visitor opens the menu and chooses its item: a mouse that clicks at once (pointer over
 * and click together), a thumb on a 390 px touch screen (no hover), and the keyboard (Enter on
 * the menu, arrows to the item, Enter); a link of the page's frame is clicked, tapped, or
 * focused (as tabbing would) and Enter. A switch chosen on no page is a router navigation.
 */
const HANDS = [
  { id: 'mouse', label: 'mouse' },
  { id: 'tap', label: 'tap (390 px)' },
  { id: 'keyboard', label: 'keyboard' },
];

/** A phone's screen for the tap: touch only, no hover. */
const TOUCH_CONTEXT = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 3,
};

/** Whether a switch is chosen on the page (a menu item or a link), rather than by the router. */
const chosenByHand = (target) => Boolean(target.menuItem || target.link);

/** Every switch by every hand (one chosen on no page: once, by the router), at 1 s and 2 s. */
const SWITCH_RUNS = ROUTE_SWITCHES.flatMap((target) =>
  (chosenByHand(target) ? HANDS : [{ id: 'router', label: 'router navigation' }]).flatMap((hand) =>
    SWITCH_AFTER_HOME_MS.map((afterHomeMs) => ({
      ...target,
      target: target.id,
      id: `${target.id}-${hand.id}-${afterHomeMs / 1000}s`,
      hand: hand.id,
      handLabel: hand.label,
      afterHomeMs,
    })),
  ),
);

/**
 * A new visitor under `network`, from a cold context with the CPU throttled from /login on,
 * signs in through the login form as `target.email`; `target.afterHomeMs` after the home page's
 * heading was painted (mf_account; not once the network is quiet), switches to `target` with its
 * hand: through the profile menu item `target.menuItem` or the frame's link `target.link`, or with a router history navigation
 * when there is none. In the page: from the press that chooses (pointerdown, or the keydown of
 * the last Enter) to the destination's heading painted (`ms`) and to its content painted
 * (`contentMs`: no placeholder left in <main>, see armRouteSwitchStopwatch); the worst
 * interaction the browser's Event Timing reported from the menu's opening until the content
 * showed (opening the menu, the arrows, the choice); the JS fetched from the menu's opening
 * (the target cold, plus whatever the warm-up was still fetching); whether the target remote's
 * origin had been contacted before the menu opened (the warm-up won the race).
 *
 * When the choice does not navigate, the same client-side switch is timed from a router history
 * navigation instead and the run says so (`via: 'history'`), so the number is still there but
 * never mistaken.
 */
async function routeSwitch(browser, portal, target, network = NETWORK_LOOPBACK) {
  const { context, page, transfers, requested } = await openColdPage(browser, {
    network,
    contextOptions: target.hand === 'tap' ? TOUCH_CONTEXT : {},
  });
  await context.addInitScript(watchHeadingsPainted, [HEADINGS.home]);
  await context.addInitScript(watchEventTiming);
  try {
    await signInThroughLogin(page, portal.url, target.email ?? DEFAULT_SWITCH_EMAIL);
    const homePaintedAt = await headingPaintedAt(page, HEADINGS.home);
    const sincePaint = await page.evaluate((at) => performance.now() - at, homePaintedAt);
    await page.waitForTimeout(Math.max(0, target.afterHomeMs - sincePaint));
    const destination = new URL(target.path, portal.url).href;
    // From the menu's opening on: what the switch fetched, and whether its remote was there.
    const menuAt = await page.evaluate(() => performance.now());
    const before = transfers.length;
    const remoteLoadedBefore = requested.some(
      (address) => !address.startsWith('data:') && labelOf(address) === target.remote,
    );
    let via = 'history';
    if (target.menuItem) {
      const trigger = page.getByRole('button', { name: /^Menu do perfil/ });
      const item = page.getByRole('menuitem', { name: target.menuItem, exact: true });
      if (target.hand === 'keyboard') {
        await trigger.focus();
        await page.keyboard.press('Enter');
        await item.waitFor({ state: 'visible' });
        for (let step = 0; step < 10 && !(await isFocused(item)); step += 1)
          await page.keyboard.press('ArrowDown');
      } else {
        if (target.hand === 'tap') await trigger.tap();
        else await trigger.click();
        await item.waitFor({ state: 'visible' });
      }
      await armRouteSwitchStopwatch(page, target.heading);
      if (target.hand === 'keyboard') await page.keyboard.press('Enter');
      else if (target.hand === 'tap') await item.tap();
      else await item.click();
      via = await navigatedBy(page, destination, target.hand);
    } else if (target.link) {
      // A link of the page's frame: the keyboard has tabbed to it, a thumb or a mouse presses it.
      const link = page.getByRole('link', { name: target.link, exact: true });
      if (target.hand === 'keyboard') await link.focus();
      await armRouteSwitchStopwatch(page, target.heading);
      if (target.hand === 'keyboard') await page.keyboard.press('Enter');
      else if (target.hand === 'tap') await link.tap();
      else await link.click();
      via = await navigatedBy(page, destination, target.hand);
    }
    if (via === 'history') {
      await armRouteSwitchStopwatch(page, target.heading, { startNow: true });
      await navigateClientSide(page, destination);
    }
    const timing = await withTimeout(readRouteSwitchStopwatch(page), 'route switch');
    await page.waitForTimeout(EVENT_TIMING_SETTLE_MS);
    const interaction = worstInteraction(await readEventTimingSince(page, menuAt));
    await page.waitForLoadState('networkidle');
    return {
      ...timing,
      via,
      menuAfterHomeMs: menuAt - homePaintedAt,
      worstInteractionMs: chosenByHand(target) ? interaction.ms : null,
      worstInteractionEvent: interaction.event,
      remoteLoadedBefore,
      js: bytesByOrigin(transfers.slice(before), labelOf, 'js'),
    };
  } finally {
    await context.close();
  }
}

/** `hand` when the choice reached `destination` within the grace, else 'history'. */
async function navigatedBy(page, destination, hand) {
  try {
    await page.waitForURL(destination, { timeout: MENU_NAVIGATION_GRACE_MS });
    return hand;
  } catch {
    return 'history';
  }
}

const isFocused = (locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * A cold /login, then a sign-in that lands on the home page of another remote (mf_account)
 * with a client-side navigation: the JS bytes at each step.
 */
async function loginThenSecondRemote(browser, portal) {
  const { context, page, transfers } = await openColdPage(browser);
  try {
    await page.goto(`${portal.url}login`);
    await settleOn(page, HEADINGS.login);
    const atLogin = bytesByOrigin(transfers, labelOf, 'js');
    await signInFromAnotherTab(page, await signedInSession(portal));
    await settleOn(page, HEADINGS.home);
    return {
      atLogin,
      afterSecond: bytesByOrigin(transfers, labelOf, 'js'),
      cssAfterSecond: bytesByOrigin(transfers, labelOf, 'css'),
    };
  } finally {
    await context.close();
  }
}

/**
 * A cold /start, signed in as the trial owner with `flags`: the JS of every origin, so the bytes
 * mf-checkout adds to the shell show on their own.
 */
async function startVisit(browser, portal, { heading, flags }) {
  const session = await signedInSession(
    portal,
    { isSaas: true, isSuperUser: true, ...flags },
    TRIAL_AT_CHECKOUT.account,
  );
  const { context, page, transfers } = await openColdPage(browser, { session });
  try {
    await page.goto(`${portal.url}start`);
    await settleOn(page, heading);
    return { js: bytesByOrigin(transfers, labelOf, 'js') };
  } catch (error) {
    return { error: error.message };
  } finally {
    await context.close();
  }
}

/**
 * A cold /gestao-de-empresas as the provider administrator: the JS of its first load; then the
 * users report (a spreadsheet), whose JS must arrive only with that click. Whether any file of
 * the report's download was already part of the first load says if the spreadsheet code leaked
 * into it.
 */
async function backofficeVisit(browser, portal) {
  const session = await signedInSession(portal, {}, 'admin@provedor.com.br');
  const { context, page, transfers } = await openColdPage(browser, { session });
  try {
    await page.goto(`${portal.url}gestao-de-empresas`);
    await settleOn(page, HEADINGS.backoffice);
    await page.getByRole('rowheader').first().waitFor();
    const firstLoad = bytesByOrigin(transfers, labelOf, 'js');
    const before = transfers.length;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Relatório de usuários (.xlsx)' }).click(),
    ]);
    await download.path();
    const report = bytesByOrigin(transfers.slice(before), labelOf, 'js');
    const firstPaths = new Set(firstLoad.files.map((file) => file.path));
    return {
      js: firstLoad,
      report,
      reportInFirstLoad: report.files.filter((file) => firstPaths.has(file.path)).length,
    };
  } catch (error) {
    return { error: error.message };
  } finally {
    await context.close();
  }
}

// ── Metrics ────────────────────────────────────────────────────────────────────────────────

/**
 * One unmeasured cold /login first, of the portal and of the peer: the first page after the
 * browser and the servers start pays for their own start (process and code warm-up), which no
 * visitor of a running portal does.
 */
async function warmUp(browser, portal, peer) {
  console.log('• warm-up visits (not measured)');
  await coldVisit(browser, `${portal.url}login`, { heading: HEADINGS.login });
  if (peer) await coldVisit(browser, `${peer.url}login`, { heading: PEER_LOGIN_HEADING });
}

/** A cold /login of the portal (`who` 'portal') or of the plain peer, with its request chain. */
function coldLoginVisit(browser, { portal, peer }, who, network) {
  const [url, heading] =
    who === 'portal'
      ? [`${portal.url}login`, HEADINGS.login]
      : [`${peer.url}login`, PEER_LOGIN_HEADING];
  return coldVisit(browser, url, { heading, network, inputSelector: PASSWORD_FIELD, chain: true });
}

/**
 * Cold /login visits of the portal and the peer under each network, one of each a round, the
 * order alternating from round to round so neither always runs on a busier machine. Without a
 * peer (it could not be built), the portal's alone.
 */
async function measureColdLogin(browser, servers, options) {
  const byNetwork = {};
  for (const network of options.networks) {
    const who = servers.peer ? ['portal', 'peer'] : ['portal'];
    console.log(`• cold /minha-conta/login, ${who.join(' and ')} alternating, ${network.label}`);
    const visits = { portal: [], peer: [] };
    const misses = servers.portal.prerenderMisses.length;
    await repeat(runsUnder(options, network), async (round) => {
      const order = round % 2 ? [...who].reverse() : who;
      for (const side of order) {
        try {
          visits[side].push(await coldLoginVisit(browser, servers, side, network));
        } catch (error) {
          console.warn(`    ${side} failed: ${error.message.split('\n')[0]}`);
          visits[side].push({ error: error.message });
        }
      }
    });
    byNetwork[network.id] = {
      network: network.label,
      portal: {
        ...summarizeVisits(ok(visits.portal)),
        // Only the measured visits' misses (the warm-up visit may miss on a busy machine).
        prerenderMisses: servers.portal.prerenderMisses.slice(misses),
      },
      peer: servers.peer ? summarizeVisits(ok(visits.peer)) : null,
      runs: visits,
    };
  }
  return byNetwork;
}

/** The shell, then the remotes in APPS order, then the sandbox, the peer and other hosts. */
const originRank = (label) => {
  const index = APPS.findIndex((app) => app.id === label);
  return index >= 0 ? index : APPS.length;
};

/** The median and spread of JS bytes, in total and by origin, over `loads` ({ total, byOrigin }). */
function summarizeJs(loads) {
  const origins = [...new Set(loads.flatMap((load) => Object.keys(load.byOrigin)))].sort(
    (a, b) => originRank(a) - originRank(b),
  );
  return {
    jsTotal: summarize(loads.map((load) => load.total)),
    jsByOrigin: Object.fromEntries(
      origins.map((origin) => [origin, summarize(loads.map((load) => load.byOrigin[origin] ?? 0))]),
    ),
  };
}

/**
 * The dependency chains (`key` of each visit) of `visits`: their lengths, and the commonest
 * chain with its count.
 */
function summarizeChains(visits, key = 'chain') {
  const chains = visits.map((visit) => visit[key]).filter(Boolean);
  if (chains.length === 0) return null;
  const counts = new Map();
  for (const chain of chains) {
    const text = chain.steps.map((step) => step.step).join(' → ');
    counts.set(text, [...(counts.get(text) ?? []), chain]);
  }
  const [, commonest] = [...counts].sort((a, b) => b[1].length - a[1].length)[0];
  return {
    length: summarize(chains.map((chain) => chain.length)),
    lengthByInitiators: summarize(chains.map((chain) => chain.lengthByInitiators)),
    commonest: commonest[0],
    commonestCount: commonest.length,
    visits: chains.length,
  };
}

function summarizeVisits(visits) {
  return {
    ...summarizeJs(visits.map((visit) => visit.js)),
    cssTotal: summarize(visits.map((visit) => visit.css.total)),
    lcp: summarize(visits.map((visit) => visit.lcp?.ms)),
    lcpElements: [...new Set(visits.map((visit) => visit.lcp?.element))],
    cls: summarize(visits.map((visit) => visit.cls)),
    takesInput: summarize(visits.map((visit) => visit.takesInput ?? undefined)),
    neverTookInput: visits.filter((visit) => visit.takesInput === null).length,
    // Prerendered pages: when the app took over from the prerender.
    handOff: summarize(visits.map((visit) => visit.handOff ?? undefined)),
    prerendered: visits.filter((visit) => visit.prerendered === true).length,
    visits: visits.length,
    touched: [...new Set(visits.flatMap((visit) => visit.touched))],
    chain: summarizeChains(visits),
    chainToTakeover: summarizeChains(visits, 'chainToTakeover'),
  };
}

function summarizeJourneys(journeys) {
  return {
    ...summarizeJs(journeys.map((run) => run.afterSecond)),
    secondRemoteAdds: summarize(journeys.map((run) => run.afterSecond.total - run.atLogin.total)),
    cssTotal: summarize(journeys.map((run) => run.cssAfterSecond.total)),
  };
}

/**
 * The peer's cold /login under each network, when the coldLogin section did not measure it:
 * the yardstick of the bytes.
 */
async function measurePeerLogin(browser, peer, options, networks) {
  const byNetwork = {};
  for (const network of networks) {
    console.log(`• cold plain peer /login (the yardstick), ${network.label}`);
    const visits = await repeat(runsUnder(options, network, options.publicRuns), () =>
      coldLoginVisit(browser, { peer }, 'peer', network),
    );
    byNetwork[network.id] = summarizeVisits(ok(visits));
  }
  return byNetwork;
}

/** The public pages of mf-auth (its routes.tsx), each the way a visitor arrives on it. */
function publicPages(recovery) {
  return [
    {
      id: 'signUp',
      label: 'sign-up /login/cadastro',
      path: 'login/cadastro',
      heading: HEADINGS.signUp,
      // Step 1 asks the responsible person's name and phone: no password field yet.
      inputSelector: TEXT_FIELD,
    },
    {
      // A back-office sign-up link (spec §2.1): plan codes of `sp`, no mother company.
      id: 'signUpPlans',
      label: 'sign-up /login/cadastro/adw,adwl/false',
      path: 'login/cadastro/adw,adwl/false',
      heading: HEADINGS.signUp,
      inputSelector: TEXT_FIELD,
    },
    {
      // … and with the code of a mother company of the sandbox's seed.
      id: 'signUpMother',
      label: 'sign-up /login/cadastro/adw/REDESUL',
      path: 'login/cadastro/adw/REDESUL',
      heading: HEADINGS.signUp,
      inputSelector: TEXT_FIELD,
    },
    {
      id: 'recoveryAsk',
      label: 'recovery: ask the e-mail',
      path: 'login/definir-senha',
      heading: HEADINGS.recovery,
      inputSelector: TEXT_FIELD,
    },
    {
      // The link of the recovery e-mail, its token checked by the sandbox.
      id: 'recoveryNew',
      label: 'recovery: new password (valid link)',
      path: `login/definir-senha?token=${recovery.validToken}`,
      heading: HEADINGS.newPassword,
      inputSelector: PASSWORD_FIELD,
    },
    {
      // The sandbox's tokens live an hour: its answer for an expired one is stubbed (below).
      id: 'recoveryExpired',
      label: 'recovery: expired link (answer stubbed)',
      path: 'login/definir-senha?token=bench-expired-token',
      heading: HEADINGS.recovery,
      readyText: 'Este link expirou',
      inputSelector: TEXT_FIELD,
      prepare: recovery.stubExpired,
    },
    {
      id: 'sso',
      label: 'SSO /login/sso',
      path: 'login/sso',
      heading: HEADINGS.sso,
      inputSelector: TEXT_FIELD,
    },
  ];
}

/**
 * What the recovery page needs from the sandbox: a valid token (a recovery asked for a demo
 * account, its link read from the sandbox's outbox) and, since a token expires only after an
 * hour, a stub of the token check's answer for an expired one: the sandbox's own answer for an
 * unknown token with `reason: 'expired'`, given after one round trip of the page's network.
 */
async function recoveryFixtures(portal) {
  const user = portal.config.api.user;
  const asked = await fetch(`${user}/my/user/recover-password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super.pago@demo.com.br' }),
  });
  if (!asked.ok) throw new Error(`recover-password answered ${asked.status}`);
  const outbox = await (await fetch(`${portal.sandboxOrigin}/__sandbox/outbox`)).json();
  const mail = outbox.findLast((message) => /definir-senha\?token=/.test(message.body));
  const validToken = /definir-senha\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!validToken) throw new Error('no recovery link in the sandbox outbox');
  const check = await fetch(`${user}/my/user/validate-password-recovery-token/bench-unknown`);
  const answer = await check.json();
  const expiredBody = JSON.stringify({
    ...answer,
    payload: { ...answer.payload, reason: 'expired' },
  });
  const stubExpired = (page, network) =>
    page.route('**/my/user/validate-password-recovery-token/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, network.conditions?.latency ?? 0));
      await route.fulfill({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
        body: expiredBody,
      });
    });
  return { validToken, stubExpired };
}

/**
 * The public pages of mf-auth, cold, under each network: `publicRuns` rounds, each visiting
 * every page once (Slow 4G: at most --slow-runs rounds).
 */
async function measurePublicPages(browser, portal, peer, options) {
  const pages = publicPages(await recoveryFixtures(portal));
  const byNetwork = {};
  for (const network of options.networks) {
    console.log(`• public pages (mf-auth) and the plain peer's /login, cold, ${network.label}`);
    const visits = Object.fromEntries(pages.map((page) => [page.id, []]));
    // The yardstick is measured in the same rounds as the pages, one visit a round, at a place
    // among the round's pages that moves from round to round: a median taken minutes apart
    // moved more with the machine than the pages did, and a first visit of a round is not like
    // the others.
    const runs = runsUnder(options, network, options.publicRuns);
    const peerVisits = [];
    const visitPage = async (page) => {
      try {
        visits[page.id].push(
          await coldVisit(browser, `${portal.url}${page.path}`, { ...page, network }),
        );
      } catch (error) {
        console.warn(`    ${page.id} failed: ${error.message.split('\n')[0]}`);
        visits[page.id].push({ error: error.message });
      }
    };
    const visitPeer = async () =>
      peerVisits.push(await coldLoginVisit(browser, { peer }, 'peer', network));
    await repeat(runs, async (run) => {
      const round = pages.map((page) => () => visitPage(page));
      if (peer) round.splice(Math.floor((run * (pages.length + 1)) / runs), 0, visitPeer);
      for (const visit of round) await visit();
    });
    byNetwork[network.id] = {
      network: network.label,
      peer: peer ? summarizeVisits(ok(peerVisits)) : null,
      pages: pages.map((page) => ({
        id: page.id,
        label: page.label,
        path: page.path,
        ...summarizeVisits(ok(visits[page.id])),
        errors: visits[page.id].filter((visit) => visit.error).map((visit) => visit.error),
      })),
    };
  }
  return byNetwork;
}

/** What /start costs: the plan step and the checkout, cold, JS by origin. */
async function measureStart(browser, portal, runs) {
  const steps = {};
  for (const [name, step] of Object.entries(START_STEPS)) {
    console.log(`• cold /minha-conta/start, ${name} (JS bytes by origin)`);
    const visits = ok(await repeat(runs, () => startVisit(browser, portal, step)));
    steps[name] = summarizeJs(visits.map((visit) => visit.js));
  }
  return steps;
}

/** The charges management's first load, cold, as the company's (paid) super user. */
async function measureCharges(browser, portal, runs) {
  console.log('• cold /minha-conta/gestao-de-cobrancas as the super user (JS bytes by origin)');
  const session = await signedInSession(portal);
  const visits = ok(
    await repeat(runs, () =>
      coldVisit(browser, `${portal.url}gestao-de-cobrancas`, {
        heading: HEADINGS.charges,
        session,
      }),
    ),
  );
  return { ...summarizeJs(visits.map((visit) => visit.js)), visits: visits.length };
}

/** The back-office's first load, and what its users report adds (the spreadsheet code). */
async function measureBackoffice(browser, portal, runs) {
  console.log('• cold /minha-conta/gestao-de-empresas, then the users report (JS bytes)');
  const visits = ok(await repeat(runs, () => backofficeVisit(browser, portal)));
  return {
    ...summarizeJs(visits.map((visit) => visit.js)),
    reportAdds: summarize(visits.map((visit) => visit.report.total)),
    reportFiles: [...new Set(visits.flatMap((visit) => visit.report.files.map((f) => f.path)))],
    reportInFirstLoad: Math.max(0, ...visits.map((visit) => visit.reportInFirstLoad)),
    visits: visits.length,
  };
}

/**
 * Metric 3 and the other switches: each of SWITCH_RUNS (every destination, hand and delay after
 * home), on loopback and Fast 4G (those of --conditions), `runs` times, alternating within a
 * round so a busy spell of the machine falls on all of them.
 */
async function measureRouteSwitches(browser, portal, options) {
  const networks = options.networks.filter((network) => ROUTE_SWITCH_NETWORKS.includes(network.id));
  const switches = SWITCH_RUNS.filter((run) => options.switches.includes(run.target));
  const results = switches.map((target) => ({
    id: target.id,
    label: target.label,
    hand: target.handLabel,
    afterHomeMs: target.afterHomeMs,
    remote: target.remote,
    menuItem: target.menuItem,
    link: target.link,
    byNetwork: {},
  }));
  for (const network of networks) {
    console.log(
      `• route switches after a sign-in through /minha-conta/login, ${network.label} ` +
        `(${switches.length} switches a round)`,
    );
    const runs = Object.fromEntries(switches.map((target) => [target.id, []]));
    await repeat(options.runs, async () => {
      for (const target of switches) {
        try {
          runs[target.id].push(await routeSwitch(browser, portal, target, network));
        } catch (error) {
          console.warn(`    ${target.id} failed: ${error.message.split('\n')[0]}`);
          runs[target.id].push({ error: error.message });
        }
      }
    });
    for (const [index, target] of switches.entries()) {
      const good = ok(runs[target.id]);
      const of = (key) => summarize(good.map((run) => run[key]));
      results[index].byNetwork[network.id] = {
        network: network.label,
        ms: of('ms'),
        inDomMs: of('inDomMs'),
        contentMs: of('contentMs'),
        contentInDomMs: of('contentInDomMs'),
        worstInteractionMs: of('worstInteractionMs'),
        menuAfterHomeMs: of('menuAfterHomeMs'),
        jsTotal: summarize(good.map((run) => run.js.total)),
        jsOrigins: [...new Set(good.flatMap((run) => Object.keys(run.js.byOrigin)))],
        via: [...new Set(good.map((run) => run.via))],
        menuClickNavigated:
          chosenByHand(target) && good.length ? good.every((run) => run.via === target.hand) : null,
        remoteLoadedBefore: good.filter((run) => run.remoteLoadedBefore).length,
        good: good.length,
        failed: runs[target.id].length - good.length,
        runs: runs[target.id],
      };
    }
  }
  return results;
}

/**
 * A cold portal /login by package, every origin's JS: one visit on loopback (bytes and which
 * code runs do not depend on the network), each file attributed through the source maps in its
 * app's dist/, and V8's coverage of the visit until the page settled (the app took over, the
 * network went quiet) telling which of those bytes ran.
 */
async function measureModules(browser, portal) {
  console.log('• a cold /minha-conta/login by package (source maps of each dist/, JS coverage)');
  const { context, page, transfers } = await openColdPage(browser);
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${portal.url}login`);
    await settleOn(page, HEADINGS.login);
    const coverage = new Map(
      (await page.coverage.stopJSCoverage()).map((entry) => [entry.url, entry.functions]),
    );
    const files = transfers
      .filter((transfer) => transfer.kind === 'js')
      .map((transfer) => {
        const origin = labelOf(transfer.url);
        const app = APPS.find((candidate) => candidate.id === origin);
        const pathname = new URL(transfer.url).pathname;
        const name = pathname.slice(origin === 'shell' ? SHELL_BASE_PATH.length : 1);
        return {
          name: `${origin} ${name}`,
          bytes: transfer.bytes,
          codeFile: path.join(ROOT, app?.dir ?? origin, 'dist', name),
          functions: coverage.get(transfer.url),
        };
      });
    return accountModules(files);
  } finally {
    await context.close();
  }
}

/** Pages whose shell LCP must not depend on a remote that is not on the page. */
const FAULT_PAGES = [
  {
    id: 'login',
    label: 'cold /login',
    path: 'login',
    heading: HEADINGS.login,
    signedIn: false,
    remote: 'mf_account',
    // The LCP budget is the cold /login's; the other pages are compared with themselves only.
    lcpBudget: true,
  },
  {
    id: 'home',
    label: 'signed-in /minha-conta/',
    path: '',
    heading: HEADINGS.home,
    signedIn: true,
    remote: 'mf_billing',
    lcpBudget: false,
  },
];
const FAULTS = [
  { id: 'baseline', mode: 'up', delayMs: 0 },
  { id: 'down', mode: 'down', delayMs: 0 },
  { id: 'slow', mode: 'slow', delayMs: 3000 },
];

/**
 * Visits of each page per fault and per run. One cold /login's LCP varies by ±20 % from visit
 * to visit on a 2-core machine (about 400–600 ms), so five visits cannot tell a 10 % change from
 * noise: the medians compared are of `runs` × 3 visits each, with a bootstrap interval.
 */
const FAULT_VISITS_PER_RUN = 3;

/**
 * Metric 4. Within each run the baseline and the faults alternate, and the order rotates from
 * round to round, so a machine that gets busier (or a page that runs later) does not bias one of
 * them against the others.
 */
async function measureFaults(browser, portal, runs) {
  const pages = [];
  for (const target of FAULT_PAGES) {
    console.log(`• ${target.label} with ${target.remote} up / down / slow 3 s`);
    const remote = portal.apps.get(target.remote);
    const byFault = Object.fromEntries(FAULTS.map((fault) => [fault.id, []]));
    const session = target.signedIn ? await signedInSession(portal) : null;
    await repeat(runs * FAULT_VISITS_PER_RUN, async (round) => {
      const order = FAULTS.map((_, index) => FAULTS[(index + round) % FAULTS.length]);
      for (const fault of order) {
        remote.setFault(fault.mode, fault.delayMs);
        try {
          byFault[fault.id].push(
            await coldVisit(browser, `${portal.url}${target.path}`, {
              heading: target.heading,
              session,
            }),
          );
        } catch (error) {
          console.warn(`    ${fault.id} failed: ${error.message.split('\n')[0]}`);
          byFault[fault.id].push({ error: error.message });
        } finally {
          remote.setFault('up');
        }
      }
    });
    const lcpsOf = (id) => ok(byFault[id]).map((visit) => visit.lcp?.ms);
    const baseline = summarize(lcpsOf('baseline'));
    const faults = FAULTS.map((fault) => {
      const visits = ok(byFault[fault.id]);
      const lcp = summarize(lcpsOf(fault.id));
      const isBaseline = fault.id === 'baseline';
      return {
        fault: fault.id,
        lcp,
        changePct: isBaseline ? 0 : changePct(lcp.median, baseline.median),
        changeInterval: isBaseline
          ? null
          : medianChangeInterval(lcpsOf(fault.id), lcpsOf('baseline')),
        lcpElements: [...new Set(visits.map((visit) => visit.lcp?.element))],
        // Prerendered pages: when the app took over (the page then answers input).
        handOff: summarize(visits.map((visit) => visit.handOff ?? undefined)),
        faultedRemoteContacted: visits.some((visit) => visit.touched.includes(target.remote)),
        runs: byFault[fault.id],
      };
    });
    pages.push({ page: target.label, remote: target.remote, lcpBudget: target.lcpBudget, faults });
  }
  return pages;
}

/**
 * The stateless-packages comparison: the normal dist/ (@portal/ui bundled, tree-shaken, into
 * each app) against a build that shares it as a singleton. Only bytes: they do not depend on
 * the machine, so they decide the question better than timings on a busy box.
 */
async function measureShareStateless(browser, runs, sharedBuild) {
  console.log('• share-stateless comparison');
  const shared = sharedBuild
    ? { outRoot: sharedBuild, distOf: (app) => path.join(sharedBuild, app.dir) }
    : buildSharedStateless();
  const variants = {
    bundled: (app) => path.join(ROOT, app.dir, 'dist'),
    shared: shared.distOf,
  };
  const results = {};
  try {
    for (const [name, distOf] of Object.entries(variants)) {
      console.log(`  ${name}: serving ${name === 'bundled' ? '<app>/dist' : shared.outRoot}`);
      const portal = await startPortalFromDists({
        basePort: BASE_PORT,
        sandboxPort: SANDBOX_PORT,
        distOf,
      });
      try {
        const logins = await repeat(runs, () =>
          coldVisit(browser, `${portal.url}login`, { heading: HEADINGS.login }),
        );
        const journeys = await repeat(runs, () => loginThenSecondRemote(browser, portal));
        results[name] = {
          coldLogin: summarizeVisits(ok(logins)),
          loginThenSecondRemote: summarizeJourneys(ok(journeys)),
          runs: { logins, journeys },
        };
      } finally {
        await portal.stop();
      }
    }
  } finally {
    // A build made here is only for this comparison; a --shared-build folder is the caller's.
    if (!sharedBuild) fs.rmSync(shared.outRoot, { recursive: true, force: true });
  }
  return results;
}

// ── Report ─────────────────────────────────────────────────────────────────────────────────

function printColdLogin(coldLogin) {
  console.log(
    '\n1. JS transferred (gzip body bytes) by origin — cold /minha-conta/login, no interaction',
  );
  const rows = Object.entries(coldLogin.jsByOrigin).map(([origin, summary]) => [
    origin,
    spread(summary, kb),
    '',
  ]);
  rows.push([
    'total',
    spread(coldLogin.jsTotal, kb),
    `budget ${budgetMark(coldLogin.jsTotal.median, { limit: BUDGETS.coldLoginJsBytes, unit: kb, what: 'cold /login JS' })}`,
  ]);
  console.log(table(['origin', 'median (min–max)', ''], rows));
  console.log(
    `  CSS on the same page: ${spread(coldLogin.cssTotal, kb)}; origins contacted: ${coldLogin.touched.join(', ')}`,
  );

  console.log('\n2. LCP — cold /minha-conta/login');
  console.log(
    table(
      ['page', 'median (min–max)', 'budget', 'LCP element'],
      [
        [
          'cold /login',
          spread(coldLogin.lcp, ms),
          budgetMark(coldLogin.lcp.median, {
            limit: BUDGETS.lcpMs,
            unit: ms,
            what: 'cold /login LCP',
          }),
          coldLogin.lcpElements.join(' | '),
        ],
      ],
    ),
  );
  if (coldLogin.handOff.median !== null) {
    console.log(
      `  prerendered in ${coldLogin.prerendered} of ${coldLogin.visits} visits; the app took over from the prerender at ${spread(coldLogin.handOff, ms)}` +
        (coldLogin.takesInput?.n
          ? `; the password field took input at ${spread(coldLogin.takesInput, ms)}`
          : ''),
    );
  }
  for (const miss of coldLogin.prerenderMisses ?? [])
    console.log(`  served without prerender: ${miss}`);
}

/** " (1.36× the cold /login of this run, 2.60× the plain peer's)": a page's JS against both. */
function ratioToLogin(summary, coldLogin, peerLogin) {
  const against = [];
  if (coldLogin?.jsTotal.median)
    against.push(
      `${times(summary.jsTotal.median, coldLogin.jsTotal.median)} the cold /login of this run`,
    );
  if (peerLogin?.jsTotal.median)
    against.push(
      `${times(summary.jsTotal.median, peerLogin.jsTotal.median)} the plain peer's /login`,
    );
  return against.length ? ` (${against.join(', ')})` : '';
}

/** The JS by origin of `summaryJs` (summarizeJs), then the total, as an indented table. */
function jsTable(summaryJs) {
  const rows = Object.entries(summaryJs.jsByOrigin).map(([origin, summary]) => [
    origin,
    spread(summary, kb),
  ]);
  rows.push(['total', spread(summaryJs.jsTotal, kb)]);
  return table(['origin', 'median (min–max)'], rows, '    ');
}

const count = (value) => (value === null || value === undefined ? 'n/a' : String(value));

/** One measure's row: portal and peer spreads and the ratio of their medians. */
function versusRow(measure, portal, peer, unit, { ratio = true } = {}) {
  return [
    measure,
    spread(portal, unit),
    peer ? spread(peer, unit) : '—',
    ratio && peer ? times(portal.median, peer.median) : '',
  ];
}

/** The cold /login of the portal against the plain peer's, one table per network. */
function printColdLoginVsPeer(byNetwork) {
  console.log(
    '\nCold /minha-conta/login — portal vs plain peer (one SPA, no federation), alternating visits',
  );
  for (const { network, portal, peer } of Object.values(byNetwork)) {
    console.log(`  ${network}: ${portal.visits} portal and ${peer?.visits ?? 0} peer visits`);
    const rows = [
      versusRow('JS (gzip)', portal.jsTotal, peer?.jsTotal, kb),
      versusRow('LCP', portal.lcp, peer?.lcp, ms),
      versusRow('CLS', portal.cls, peer?.cls, score),
      versusRow('takes input', portal.takesInput, peer?.takesInput, ms),
      versusRow('app took over (prerender → app)', portal.handOff, null, ms),
      versusRow(
        'dependent requests before input',
        portal.chain?.length ?? summarize([]),
        peer?.chain?.length,
        count,
      ),
    ];
    console.log(
      table(
        ['measure', 'portal median (min–max)', 'peer median (min–max)', 'portal/peer'],
        rows,
        '    ',
      ),
    );
    const notes = [];
    if (portal.prerendered < portal.visits)
      notes.push(`portal served prerendered in ${portal.prerendered} of ${portal.visits} visits`);
    for (const miss of portal.prerenderMisses ?? [])
      notes.push(`served without prerender: ${miss}`);
    if (portal.neverTookInput)
      notes.push(`${portal.neverTookInput} portal visit(s) never took input`);
    if (peer?.neverTookInput) notes.push(`${peer.neverTookInput} peer visit(s) never took input`);
    notes.push(
      `LCP element: portal ${portal.lcpElements.join(' | ')}; peer ${peer?.lcpElements.join(' | ') ?? 'n/a'}`,
    );
    for (const note of notes) console.log(`    ${note}`);
  }
}

/** The longest chains of dependent requests before the page took input, per network. */
function printChains(byNetwork) {
  console.log(
    '\nLongest chain of dependent requests completed before the page took input (ms: when each completed)',
  );
  console.log(
    '  a request depends on its initiator (parser → the page; script → the first script of its call\n' +
      '  stack) or, if it arrived later, on the JSON its scripts had fetched (config, manifest): what it\n' +
      '  waited for. "by initiators alone" leaves that data out.',
  );
  for (const { network, portal, peer } of Object.values(byNetwork)) {
    const chains = [
      ['portal', portal?.chain],
      ['peer', peer?.chain],
      ['portal, until the app took over', portal?.chainToTakeover],
    ];
    for (const [who, chain] of chains) {
      if (!chain) continue;
      console.log(
        `  ${network}, ${who}: ${spread(chain.length, count)} requests deep ` +
          `(${spread(chain.lengthByInitiators, count)} by initiators alone); ` +
          `the commonest chain (${chain.commonestCount} of ${chain.visits} visits):`,
      );
      console.log(`    ${describeChain(chain.commonest, ms)}`);
    }
  }
}

/**
 * The public pages of mf-auth per network, against the peer's /login of the same network:
 * medians only (the spreads are in results/latest.json), so the table stays readable.
 */
function printPublicPages(byNetwork, peerLogins) {
  console.log(
    "\nPublic pages (mf-auth), cold, medians — ×peer: against the plain peer's /login median, same network",
  );
  const median = (summary, unit) => unit(summary.median);
  for (const [id, { network, pages, peer: measuredWith }] of Object.entries(byNetwork)) {
    const peer = measuredWith ?? peerLogins?.[id] ?? null;
    console.log(`  ${network}: ${pages[0]?.visits ?? 0} visit(s) a page`);
    const rows = pages.map((page) => [
      page.label,
      median(page.jsTotal, kb),
      times(page.jsTotal.median, peer?.jsTotal.median),
      median(page.lcp, ms),
      times(page.lcp.median, peer?.lcp.median),
      median(page.cls, score),
      median(page.takesInput, ms),
      times(page.takesInput.median, peer?.takesInput.median),
      page.visits ? `${page.prerendered} of ${page.visits}` : 'n/a',
    ]);
    if (peer) {
      rows.push([
        'plain peer /login (the yardstick)',
        median(peer.jsTotal, kb),
        '',
        median(peer.lcp, ms),
        '',
        median(peer.cls, score),
        median(peer.takesInput, ms),
        '',
        '',
      ]);
    }
    const headers = ['page', 'JS (gzip)', '×peer', 'LCP', '×peer', 'CLS', 'takes input', '×peer'];
    console.log(table([...headers, 'prerendered'], rows, '    '));
    for (const page of pages) {
      if (page.errors.length)
        console.log(
          `    ${page.label}: ${page.errors.length} failed visit(s): ${page.errors[0].split('\n')[0]}`,
        );
      if (page.neverTookInput)
        console.log(`    ${page.label}: ${page.neverTookInput} visit(s) never took input`);
    }
  }
}

/** "162 ms (140–300) FAIL": a figure's spread and its verdict against `limit`, counted if missed. */
const judged = (figure, limit, what) =>
  `${spread(figure, ms)} ${budgetVerdict(figure.median, { limit, unit: ms, what })}`;

/** Metric 3 and the other switches by every hand, at 1 s and 2 s after home, one table a network. */
function printRouteSwitches(switches) {
  console.log(
    '\n3. Route switches — signed in through the login form, 4× CPU from /login on; each switch ' +
      'starts 1 s or 2 s after the home heading (mf_account) was painted, whatever the network ' +
      'is still doing.\n   heading: the press that chooses → the destination’s heading painted; ' +
      'content: → its heading with no visible placeholder left in <main>, painted; worst ' +
      'interaction: ' +
      'Event Timing, from the menu’s opening; JS fetched from the menu’s opening; remote warm: ' +
      'runs whose remote had been contacted before the menu opened. Medians (min–max).',
  );
  const networks = [...new Set(switches.flatMap((target) => Object.keys(target.byNetwork)))];
  for (const id of networks) {
    const rows = switches.map((target) => {
      const result = target.byNetwork[id];
      const what = `${target.id}, ${result.network}`;
      return [
        `${target.label}, ${target.hand}`,
        `${target.afterHomeMs / 1000} s`,
        judged(result.ms, BUDGETS.switchHeadingMs, `${what}: heading`),
        judged(result.contentMs, BUDGETS.switchContentMs, `${what}: content`),
        chosenByHand(target)
          ? judged(result.worstInteractionMs, BUDGETS.interactionMs, `${what}: interaction`)
          : '—',
        spread(result.jsTotal, kb),
        target.remote === 'mf_account' ? '—' : `${result.remoteLoadedBefore}/${result.good}`,
      ];
    });
    console.log(`\n  ${switches[0].byNetwork[id].network}`);
    console.log(
      table(
        [
          'switch',
          'after home',
          `heading ≤ ${ms(BUDGETS.switchHeadingMs)}`,
          `content ≤ ${ms(BUDGETS.switchContentMs)}`,
          `worst interaction ≤ ${ms(BUDGETS.interactionMs)}`,
          'JS from the menu',
          'remote warm',
        ],
        rows,
      ),
    );
  }
  for (const target of switches) {
    for (const result of Object.values(target.byNetwork)) {
      const remark = [];
      if (result.menuClickNavigated === false)
        remark.push('timed from a history navigation (the menu item did not navigate)');
      if (result.failed) remark.push(`${result.failed} run(s) failed, left out`);
      if (remark.length) console.log(`  ${target.id}, ${result.network}: ${remark.join('; ')}`);
    }
  }
}

/** /start, /gestao-de-cobrancas and /gestao-de-empresas: cold JS by origin, against the logins. */
function printBytes({ start, charges, backoffice }, coldLogin, peerLogin) {
  console.log('\nJS transferred (gzip body bytes) by origin of signed-in pages, cold, loopback');
  for (const [name, step] of Object.entries(start ?? {})) {
    console.log(
      `  /start, ${name}${ratioToLogin(step, coldLogin, peerLogin)} — mf_checkout is what the remote adds`,
    );
    console.log(jsTable(step));
  }
  if (charges?.visits) {
    console.log(
      `  /gestao-de-cobrancas as the company's super user${ratioToLogin(charges, coldLogin, peerLogin)}`,
    );
    console.log(jsTable(charges));
  }
  if (backoffice?.visits) {
    console.log(
      `  /gestao-de-empresas as the administrator${ratioToLogin(backoffice, coldLogin, peerLogin)}`,
    );
    console.log(jsTable(backoffice));
    console.log(
      `    the users report (.xlsx) then adds ${spread(backoffice.reportAdds, kb)} of JS in ${backoffice.reportFiles.length} file(s); ` +
        `of those, ${backoffice.reportInFirstLoad} were in the first load ` +
        (backoffice.reportInFirstLoad === 0
          ? '(the spreadsheet code is not part of it)'
          : '(the spreadsheet code leaked into the first load!)'),
    );
  }
}

/** How many groups of sources the modules table shows. */
const MODULE_GROUPS_SHOWN = 25;

/**
 * A cold /login by package: the total by kind (what the plain peer's own bundle would also hold,
 * what federation adds, the portal's own code) against the peer's JS, then the top groups, the
 * rest and the total; with how much of each did not run before the page settled.
 */
function printModules(modules, peer) {
  console.log(
    '\nA cold /login by package — JS of every origin, gzip bytes, and what of it did not run before the page settled\n' +
      "  (each file's minified bytes attributed through its source map, scaled by the file's gzip ratio; V8 coverage)",
  );
  console.log(
    `  files: ${modules.files.map((file) => `${file.file} ${kb(file.bytes)}${file.mapped ? '' : ' (not attributed)'}`).join(', ')}`,
  );
  const notRun = (entry) => (modules.covered ? kb(entry.notRunBytes) : 'n/a');
  const peerTotal = peer?.jsTotal?.median ?? null;
  const kindRows = modules.kinds.map((kind) => [
    kind.kind,
    kb(kind.bytes),
    share(kind.share),
    notRun(kind),
  ]);
  kindRows.push(['total', kb(modules.total), share(1), notRun(sumOf(modules.kinds))]);
  if (peerTotal !== null)
    kindRows.push([
      'the plain peer, same run (one bundle)',
      kb(peerTotal),
      `portal ${times(modules.total, peerTotal)}`,
      '',
    ]);
  console.log(table(['kind', 'gzip', 'share', 'did not run'], kindRows));
  const shown = modules.groups.slice(0, MODULE_GROUPS_SHOWN);
  const rest = modules.groups.slice(MODULE_GROUPS_SHOWN);
  const rows = shown.map((group) => [
    group.group,
    kb(group.bytes),
    share(group.share),
    notRun(group),
    kb(group.minifiedBytes),
  ]);
  if (rest.length) {
    const sum = sumOf(rest);
    rows.push([
      `(${rest.length} more groups)`,
      kb(sum.bytes),
      share(modules.total ? sum.bytes / modules.total : null),
      notRun(sum),
      kb(sum.minifiedBytes),
    ]);
  }
  const all = sumOf(modules.groups);
  rows.push(['total', kb(modules.total), share(1), notRun(all), kb(all.minifiedBytes)]);
  console.log(table(['package or folder', 'gzip', 'share', 'did not run', 'minified'], rows));
}

/** The bytes, bytes not run and minified bytes of `entries`, added up. */
function sumOf(entries) {
  return entries.reduce(
    (sum, entry) => ({
      bytes: sum.bytes + entry.bytes,
      notRunBytes: sum.notRunBytes + entry.notRunBytes,
      minifiedBytes: sum.minifiedBytes + (entry.minifiedBytes ?? 0),
    }),
    { bytes: 0, notRunBytes: 0, minifiedBytes: 0 },
  );
}

/**
 * The fault budget's mark; a miss whose interval holds 0 says so, since the visits cannot tell
 * it from noise (nor a pass with a wide interval from a miss, which the interval shows).
 */
function faultMark(result, page, remote) {
  const mark = budgetMark(result.changePct, {
    limit: BUDGETS.faultLcpChangePct,
    unit: (v) => `${Number(v.toFixed(1))} %`,
    strict: true,
    what: `${page} LCP with ${remote} ${result.fault === 'slow' ? 'slow' : 'down'}`,
  });
  const range = result.changeInterval;
  const withinNoise = range && range.low <= 0 && range.high >= 0;
  return mark.endsWith('FAIL') && withinNoise ? `${mark} (within noise)` : mark;
}

/** A baseline's mark: the LCP budget where the page has one (the cold /login), else none. */
const baselineMark = (result, lcpBudget, page) =>
  lcpBudget
    ? budgetMark(result.lcp.median, { limit: BUDGETS.lcpMs, unit: ms, what: `${page} LCP` })
    : '';

function printFaults(pages) {
  console.log('\n4. Shell LCP with one remote down / slowed 3 s (that remote is not on the page)');
  const visits = pages[0]?.faults[0]?.lcp.n;
  if (visits) console.log(`  ${visits} visits a row, faults and baseline interleaved`);
  const rows = [];
  for (const { page, remote, faults, lcpBudget } of pages) {
    for (const result of faults) {
      const baseline = result.fault === 'baseline';
      rows.push([
        baseline ? page : '',
        baseline ? 'baseline' : `${remote} ${result.fault === 'slow' ? 'slow 3 s' : 'down'}`,
        spread(result.lcp, ms),
        baseline ? '' : pct(result.changePct),
        baseline ? '' : interval(result.changeInterval),
        baseline ? baselineMark(result, lcpBudget, page) : faultMark(result, page, remote),
        result.faultedRemoteContacted ? `yes (${remote})` : 'no',
      ]);
    }
  }
  console.log(
    table(
      [
        'page',
        'remote',
        'LCP median (min–max)',
        'Δ vs baseline',
        '95 % interval of Δ',
        'budget',
        'faulted remote fetched',
      ],
      rows,
    ),
  );
}

function printShareStateless(compare) {
  console.log('\n5. Stateless packages (@portal/ui): bundled per app (dist/) vs shared singleton');
  const rows = [];
  for (const [name, result] of Object.entries(compare)) {
    const login = result.coldLogin;
    const journey = result.loginThenSecondRemote;
    rows.push([
      name,
      spread(login.jsTotal, kb),
      Object.entries(login.jsByOrigin)
        .map(([origin, s]) => `${origin} ${kb(s.median)}`)
        .join(', '),
      spread(journey.jsTotal, kb),
      spread(journey.secondRemoteAdds, kb),
      kb(journey.cssTotal.median),
    ]);
  }
  console.log(
    table(
      [
        'build',
        'cold /login JS',
        'by origin',
        '/login + mf_account JS',
        'sign-in → home adds',
        'CSS after both',
      ],
      rows,
    ),
  );
  for (const [name, result] of Object.entries(compare)) {
    const byOrigin = result.loginThenSecondRemote.jsByOrigin;
    console.log(
      `  ${name}, /login + mf_account by origin: ${Object.entries(byOrigin)
        .map(([o, s]) => `${o} ${kb(s.median)}`)
        .join(', ')}`,
    );
  }
  const { bundled, shared } = compare;
  if (bundled && shared) {
    const delta = (pick) => {
      const a = pick(shared);
      const b = pick(bundled);
      return a === null || a === undefined || b === null || b === undefined ? null : a - b;
    };
    const origins = Object.keys(shared.loginThenSecondRemote.jsByOrigin);
    const perOrigin = origins
      .map(
        (origin) =>
          `${origin} ${signedKb(delta((r) => r.loginThenSecondRemote.jsByOrigin[origin]?.median))}`,
      )
      .join(', ');
    console.log(
      `  shared − bundled: cold /login ${signedKb(delta((r) => r.coldLogin.jsTotal.median))}; ` +
        `/login + mf_account ${signedKb(delta((r) => r.loginThenSecondRemote.jsTotal.median))} (${perOrigin}); ` +
        `CSS after both ${signedKb(delta((r) => r.loginThenSecondRemote.cssTotal.median))}`,
    );
  }
}

function writeResults(results) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
  fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), json);
  return path.relative(process.cwd(), path.join(RESULTS_DIR, 'latest.json'));
}

// ── Main ───────────────────────────────────────────────────────────────────────────────────

/** The header: what runs, how often, where. */
function printHeader(options) {
  const slow = options.networks.some((network) => network.id === NETWORK_SLOW_4G.id);
  const publicSlow = Math.min(options.publicRuns, options.slowRuns);
  // Fewer runs where a visit is long (Slow 4G) or the pages are many (the public pages).
  const perNetwork = [
    slow && options.slowRuns < options.runs ? `Slow 4G: ${options.slowRuns}` : null,
    options.sections.has('publicPages')
      ? `public pages: ${options.publicRuns} a network` +
        (slow && publicSlow < options.publicRuns ? `, ${publicSlow} under Slow 4G` : '')
      : null,
  ].filter(Boolean);
  console.log(
    `Portal bench: ${options.runs} run(s) per metric${perNetwork.length ? ` (${perNetwork.join('; ')})` : ''}, ` +
      `CPU ${CPU_SLOWDOWN}× slower, cold cache per run, networks: ${options.networks.map((network) => network.label).join(', ')}; ` +
      `portal on :${BASE_PORT}-${BASE_PORT + APPS.length - 1}, sandbox :${SANDBOX_PORT}, plain peer :${PEER_PORT} (1 KB = 1000 B)`,
  );
  console.log(`sections: ${[...options.sections].join(', ')}`);
  console.log(
    `machine: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
}

/** Builds (or reuses) and serves the plain peer; null, with the error kept, when it cannot. */
async function startPeer(options, results) {
  console.log('• the plain peer');
  try {
    return await servePlainPeer(buildPlainPeer(options.peerSource), PEER_PORT);
  } catch (error) {
    console.error(`  the plain peer could not be built or served: ${error.message}`);
    results.peerError = error.message;
    process.exitCode = 1;
    return null;
  }
}

/**
 * A returning visitor (goal 6): /login visited once, then again in the same browser. The bytes
 * each visit put on the wire (CDP's encodedDataLength: headers and body, nothing for what the
 * cache answered), JS and the rest; a returning visit should cost 304s of headers only.
 */
async function returningVisit(browser, portal) {
  const { context, page } = await newPortalPage(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map();
    let visit = { js: 0, other: 0 };
    cdp.on('Network.responseReceived', ({ requestId, type }) => kinds.set(requestId, type));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      visit[kinds.get(requestId) === 'Script' ? 'js' : 'other'] += encodedDataLength;
    });
    const load = async () => {
      visit = { js: 0, other: 0 };
      await page.goto(`${portal.url}login`);
      await settleOn(page, HEADINGS.login);
      return visit;
    };
    return { first: await load(), again: await load() };
  } finally {
    await context.close();
  }
}

async function measureReturning(browser, portal, runs) {
  console.log('• /minha-conta/login visited twice in one browser (a returning visitor)');
  const visits = ok(await repeat(runs, () => returningVisit(browser, portal)));
  const of = (pick) => summarize(visits.map(pick));
  return {
    first: { js: of((v) => v.first.js), other: of((v) => v.first.other) },
    again: { js: of((v) => v.again.js), other: of((v) => v.again.other) },
  };
}

function printReturning(returning) {
  console.log('\nA returning visitor — /login again in the same browser, bytes on the wire');
  console.log(
    table(
      ['visit', 'JS (headers and bodies)', 'everything else'],
      [
        ['first (cold)', spread(returning.first.js, kb), spread(returning.first.other, kb)],
        ['again', spread(returning.again.js, kb), spread(returning.again.other, kb)],
      ],
    ),
  );
}

/** Runs the sections of `options` against the portal (and the peer), filling `results`. */
async function measure(browser, portal, options, results) {
  const { sections } = options;
  const peer = PEER_SECTIONS.some((section) => sections.has(section))
    ? await startPeer(options, results)
    : null;
  try {
    await warmUp(browser, portal, peer);
    if (sections.has('coldLogin')) {
      results.coldLoginVsPeer = await measureColdLogin(browser, { portal, peer }, options);
      // Metrics 1 and 2 (the budgets): the portal's cold /login on loopback.
      results.coldLogin = results.coldLoginVsPeer[NETWORK_LOOPBACK.id]?.portal ?? null;
    }
    // The peer's /login on loopback: the yardstick of the bytes (the public pages measure
    // their own, alternating with them).
    results.peerLogin = Object.fromEntries(
      Object.entries(results.coldLoginVsPeer ?? {}).map(([id, entry]) => [id, entry.peer]),
    );
    if (
      peer &&
      (sections.has('bytes') || sections.has('modules')) &&
      !results.peerLogin[NETWORK_LOOPBACK.id]
    )
      Object.assign(
        results.peerLogin,
        await measurePeerLogin(browser, peer, options, [NETWORK_LOOPBACK]),
      );
    if (sections.has('publicPages'))
      results.publicPages = await measurePublicPages(browser, portal, peer, options);
    if (sections.has('interactions'))
      results.interactions = await measureInteractions(browser, portal, { ...options, peer });
    if (sections.has('lighthouse'))
      results.lighthouse = await measureLighthouse(portal, peer, options);
  } finally {
    await peer?.stop();
  }
  if (sections.has('routeSwitches'))
    results.routeSwitches = await measureRouteSwitches(browser, portal, options);
  if (sections.has('bytes')) {
    results.start = await measureStart(browser, portal, options.runs);
    results.charges = await measureCharges(browser, portal, options.runs);
    results.backoffice = await measureBackoffice(browser, portal, options.runs);
    results.returning = await measureReturning(browser, portal, options.runs);
  }
  if (sections.has('modules')) results.modules = await measureModules(browser, portal);
  if (sections.has('faults')) results.faults = await measureFaults(browser, portal, options.runs);
  if (sections.has('origin')) {
    console.log("• the origin's throughput (wrk)");
    results.origin = await measureOrigin(portal, { port: ORIGIN_MEMORY_PORT });
    console.log("• the edge's throughput against one origin instance (nginx, wrk)");
    results.edge = await measureEdgeAside();
  }
}

/** The edge, started aside for its measure and stopped after (nginx missing: why it was not). */
async function measureEdgeAside() {
  let edge;
  try {
    edge = await startEdgePortal({ basePort: EDGE_BASE_PORT });
    return await measureEdge(edge);
  } catch (error) {
    return { skipped: error.message.split('\n')[0] };
  } finally {
    await edge?.stop();
  }
}

/** Requests a second as wrk reports them ('—' without a report). */
const rate = (value) => (value === null ? '—' : `${Math.round(value).toLocaleString('en')}/s`);

/** Prints a wrk section's title; false when the section was skipped (and says why). */
function wrkSection(title, section) {
  console.log(`\n${title}`);
  if (section.skipped) console.log(`  skipped: ${section.skipped}`);
  return !section.skipped;
}

/** Requests a second, p99 and errors of the composed /login through the edge and from one origin. */
function printEdge(edge) {
  const title =
    "The edge's throughput: the composed /login through nginx's cache against one origin instance, same run";
  if (!wrkSection(title, edge)) return;
  console.log(`  wrk, ${edge.seconds} s each, loopback, Accept-Encoding: gzip, 5 s timeout`);
  const rows = edge.rows.map((row) => [
    row.label,
    String(row.connections),
    rate(row.perSecond),
    ms(row.p99Ms),
    String(row.non2xx + row.socketErrors),
  ]);
  console.log(table(['composed /login', 'connections', 'requests', 'p99', 'errors'], rows));
}

/** The origin's requests a second against the same bytes from memory (issue 30 goal: ≥ 0.5×). */
function printOrigin(origin) {
  const title =
    "The origin's throughput: the shell's server against a bare Node server sending the same bytes from memory, same run";
  if (!wrkSection(title, origin)) return;
  console.log(
    `  wrk, ${origin.connections} connections, ${origin.seconds} s each, Accept-Encoding: gzip`,
  );
  const rows = origin.targets.map((target) => [
    target.label,
    `${kb(target.bytes)} ${target.encoding}`,
    `${rate(target.origin.perSecond)} (p99 ${ms(target.origin.p99Ms)})`,
    `${rate(target.memory.perSecond)} (p99 ${ms(target.memory.p99Ms)})`,
    target.origin.perSecond && target.memory.perSecond
      ? `${(target.origin.perSecond / target.memory.perSecond).toFixed(2)}×`
      : '—',
    String(target.origin.non2xx),
  ]);
  console.log(
    table(['answer', 'bytes', "shell's server", 'from memory', 'ratio', 'non-2xx'], rows),
  );
}

function printResults(results) {
  if (results.coldLogin) printColdLogin(results.coldLogin);
  if (results.coldLoginVsPeer) {
    printColdLoginVsPeer(results.coldLoginVsPeer);
    printChains(results.coldLoginVsPeer);
  }
  if (results.publicPages) printPublicPages(results.publicPages, results.peerLogin);
  if (results.routeSwitches) printRouteSwitches(results.routeSwitches);
  if (results.start || results.charges || results.backoffice)
    printBytes(results, results.coldLogin, results.peerLogin?.[NETWORK_LOOPBACK.id]);
  if (results.returning) printReturning(results.returning);
  if (results.modules) printModules(results.modules, results.peerLogin?.[NETWORK_LOOPBACK.id]);
  if (results.faults) printFaults(results.faults);
  if (results.origin) printOrigin(results.origin);
  if (results.edge) printEdge(results.edge);
  if (results.interactions) printInteractions(results.interactions);
  if (results.lighthouse) printLighthouse(results.lighthouse);
  if (results.shareStateless) printShareStateless(results.shareStateless);
  if (results.peerError)
    console.log(`\n! no plain peer this run: ${results.peerError.split('\n')[0]}`);
}

async function main() {
  const options = readOptions();
  const startedAt = new Date().toISOString();
  printHeader(options);

  const browser = await launchBrowser();
  const results = {
    startedAt,
    runs: options.runs,
    slowRuns: options.slowRuns,
    publicRuns: options.publicRuns,
    sections: [...options.sections],
    networks: Object.fromEntries(options.networks.map((network) => [network.id, network])),
    cpuSlowdown: CPU_SLOWDOWN,
    ports: { base: BASE_PORT, sandbox: SANDBOX_PORT, peer: PEER_PORT },
    budgets: BUDGETS,
    machine: { cpus: os.cpus().length, loadavgAtStart: os.loadavg() },
  };
  try {
    // gzip only, as the plain peer's server: the bytes compare with the peer's (the portal
    // sends Brotli to browsers that take it; the origin section measures both).
    const portal = await startPortal({
      basePort: BASE_PORT,
      sandboxPort: SANDBOX_PORT,
      brotli: false,
      // As deployed (the tests trust nothing: they fault remotes between pages).
      remoteFilesTrustedMs: REMOTE_FILES_TRUSTED_MS,
    });
    try {
      await measure(browser, portal, options, results);
    } finally {
      await portal.stop();
    }
    // After the first portal stopped: the comparison serves its builds on the same ports.
    // A failed comparison (a build error, say) must not lose the metrics measured above.
    if (options.compare) {
      try {
        results.shareStateless = await measureShareStateless(
          browser,
          options.runs,
          options.sharedBuild,
        );
      } catch (error) {
        console.error(`  share-stateless comparison failed: ${error.message}`);
        results.shareStatelessError = error.message;
        process.exitCode = 1;
      }
    }
  } finally {
    await browser.close();
  }
  results.finishedAt = new Date().toISOString();
  results.machine.loadavgAtEnd = os.loadavg();

  printResults(results);
  results.missedBudgets = missedBudgets();
  console.log(`\n${missedBudgetsSummary(results.missedBudgets)}`);
  if (options.strict && results.missedBudgets.length) process.exitCode = 1;
  const minutes = (Date.parse(results.finishedAt) - Date.parse(startedAt)) / 60_000;
  console.log(
    `${options.strict ? 'Strict: a missed budget fails the run' : 'Budgets reported (--strict fails the run on a miss)'}. ` +
      `${minutes.toFixed(1)} min. Results: ${writeResults(results)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
