#!/usr/bin/env node
// `pnpm bench`: the performance bench of the portal, against the production build served as
// deployed (each app on its own origin, gzip). Every measured page is cold (fresh browser
// context) with the CPU throttled 4×. Prints medians (min–max) with the budgets and writes
// results/latest.json plus a timestamped copy. Budgets are reported, never asserted: the
// script exits 0 when a budget is missed, and 1 only when the bench itself cannot run.
//
//   node packages/testing/bench/bench.mjs [--runs N] [--share-stateless-compare]
//                                         [--shared-build DIR]
//
// --share-stateless-compare also builds the whole portal with PORTAL_SHARE_STATELESS=1 into a
// temporary folder and compares the JS bytes of both builds (see
// packages/build/docs/adr-001-stateless-packages.md); --shared-build reuses such a folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, launchBrowser, ROOT, signedInSession, startPortal } from '../src/browser.mjs';
import {
  armRouteSwitchStopwatch,
  bytesByOrigin,
  CPU_SLOWDOWN,
  openColdPage,
  originLabeller,
  readHandOff,
  readLcp,
  navigateClientSide,
  readRouteSwitchStopwatch,
  settleOn,
  signInFromAnotherTab,
  STEP_TIMEOUT_MS,
} from './page-metrics.mjs';
import { startPortalFromDists } from './portal-from-dists.mjs';
import { buildSharedStateless } from './build-variant.mjs';
import {
  BUDGETS,
  budgetMark,
  changePct,
  interval,
  kb,
  medianChangeInterval,
  ms,
  pct,
  signedKb,
  spread,
  summarize,
  table,
} from './report.mjs';

// Away from the browser tests (18080+) and `pnpm start` (8080+), so all can run at once.
const BASE_PORT = 28080;
const SANDBOX_PORT = 28090;
const RESULTS_DIR = path.join(import.meta.dirname, 'results');

const labelOf = originLabeller(BASE_PORT, SANDBOX_PORT);

// Page headings the bench waits for (the pt-BR titles of the remotes' pages).
const HEADINGS = {
  login: 'Entrar',
  home: 'Minha conta',
  charges: 'Gestão de cobranças',
  start: 'Primeiros passos',
  purchase: 'Contratar plano',
  backoffice: 'Gestão de empresas',
};

/** The progress flags that make /start show each of its heavy steps (spec §4). */
const START_STEPS = {
  'plan choice': {
    heading: HEADINGS.start,
    flags: { finishedPlanChoice: false, choosedPlan: null, finishedOnboarding: 'false' },
  },
  checkout: {
    heading: HEADINGS.purchase,
    flags: {
      finishedPlanChoice: true,
      choosedPlan: 'paid',
      finishedOnboarding: 'true',
      finishedCheckout: false,
      selectedPlans: ['adw'],
    },
  },
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'share-stateless-compare': { type: 'boolean', default: false },
      'shared-build': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('usage: bench.mjs [--runs N] [--share-stateless-compare] [--shared-build DIR]');
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  return {
    runs,
    compare: values['share-stateless-compare'] || Boolean(values['shared-build']),
    sharedBuild: values['shared-build'] ? path.resolve(values['shared-build']) : null,
  };
}

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
 * One cold visit of `url` without any input: what it transferred and its LCP once settled.
 * `touched` lists every origin the page contacted, to spot a remote fetched for nothing.
 */
async function coldVisit(browser, url, { heading, session = null }) {
  const { context, page, transfers, requested } = await openColdPage(browser, { session });
  try {
    await page.goto(url);
    await settleOn(page, heading);
    const lcp = await readLcp(page);
    return {
      lcp,
      handOff: await readHandOff(page),
      js: bytesByOrigin(transfers, labelOf, 'js'),
      css: bytesByOrigin(transfers, labelOf, 'css'),
      touched: [
        ...new Set(requested.filter((address) => !address.startsWith('data:')).map(labelOf)),
      ],
    };
  } finally {
    await context.close();
  }
}

/** How long a menu click may take to change the URL before we call it broken. */
const MENU_NAVIGATION_GRACE_MS = 5000;

/**
 * Signed in on the home page (mf_account), opens the profile menu and picks "Gestão de
 * cobranças": the time from that click until the mf_billing heading is painted, measured in
 * the page. Also the JS fetched for the switch (mf_billing cold, plus any preload it races).
 *
 * When the click does not navigate (the ProfileMenu link items swallow Radix's select, see the
 * report), the same client-side switch is timed from a router history navigation instead and
 * the run says so (`via: 'history'`), so the number is still there but never mistaken.
 */
async function routeSwitch(browser, portal) {
  const { context, page, transfers } = await openColdPage(browser, {
    session: await signedInSession(portal),
  });
  try {
    await page.goto(portal.url);
    await settleOn(page, HEADINGS.home);
    await page.getByRole('button', { name: /^Menu do perfil/ }).click();
    const item = page.getByRole('menuitem', { name: HEADINGS.charges, exact: true });
    await item.waitFor({ state: 'visible' });
    const target = new URL('gestao-de-cobrancas', portal.url).href;
    const before = transfers.length;
    await armRouteSwitchStopwatch(page, HEADINGS.charges);
    await item.click();
    let via = 'menu click';
    try {
      await page.waitForURL(target, { timeout: MENU_NAVIGATION_GRACE_MS });
    } catch {
      via = 'history';
      await armRouteSwitchStopwatch(page, HEADINGS.charges, { startNow: true });
      await navigateClientSide(page, target);
    }
    const timing = await withTimeout(readRouteSwitchStopwatch(page), 'route switch');
    await page.waitForLoadState('networkidle');
    return { ...timing, via, js: bytesByOrigin(transfers.slice(before), labelOf, 'js') };
  } finally {
    await context.close();
  }
}

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
    'super.trial@demo.com.br',
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
 * One unmeasured cold /login first: the first page after the browser and the servers start pays
 * for their own start (process and code warm-up), which no visitor of a running portal does.
 */
async function warmUp(browser, portal) {
  console.log('• warm-up visit (not measured)');
  await coldVisit(browser, `${portal.url}login`, { heading: HEADINGS.login });
}

/** Metrics 1 and 2 come from the same cold /login visits: bytes and LCP of one page load. */
async function measureColdLogin(browser, portal, runs) {
  console.log('• cold /minha-conta/login (JS bytes, LCP)');
  const visits = await repeat(runs, () =>
    coldVisit(browser, `${portal.url}login`, { heading: HEADINGS.login }),
  );
  return { runs: visits, ...summarizeVisits(ok(visits)) };
}

/** The median and spread of JS bytes, in total and by origin, over `loads` ({ total, byOrigin }). */
function summarizeJs(loads) {
  const origins = [...new Set(loads.flatMap((load) => Object.keys(load.byOrigin)))];
  return {
    jsTotal: summarize(loads.map((load) => load.total)),
    jsByOrigin: Object.fromEntries(
      origins.map((origin) => [origin, summarize(loads.map((load) => load.byOrigin[origin] ?? 0))]),
    ),
  };
}

function summarizeVisits(visits) {
  return {
    ...summarizeJs(visits.map((visit) => visit.js)),
    cssTotal: summarize(visits.map((visit) => visit.css.total)),
    lcp: summarize(visits.map((visit) => visit.lcp?.ms)),
    lcpElements: [...new Set(visits.map((visit) => visit.lcp?.element))],
    // Prerendered pages: when the app took over (the page then answers input).
    handOff: summarize(visits.map((visit) => visit.handOff ?? undefined)),
    prerendered: visits.filter((visit) => typeof visit.handOff === 'number').length,
    visits: visits.length,
    touched: [...new Set(visits.flatMap((visit) => visit.touched))],
  };
}

function summarizeJourneys(journeys) {
  return {
    ...summarizeJs(journeys.map((run) => run.afterSecond)),
    secondRemoteAdds: summarize(journeys.map((run) => run.afterSecond.total - run.atLogin.total)),
    cssTotal: summarize(journeys.map((run) => run.cssAfterSecond.total)),
  };
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

async function measureRouteSwitch(browser, portal, runs) {
  console.log('• route switch /minha-conta/ → Gestão de cobranças');
  const switches = await repeat(runs, () => routeSwitch(browser, portal));
  const good = ok(switches);
  return {
    runs: switches,
    ms: summarize(good.map((run) => run.ms)),
    inDomMs: summarize(good.map((run) => run.inDomMs)),
    jsTotal: summarize(good.map((run) => run.js.total)),
    jsOrigins: [...new Set(good.flatMap((run) => Object.keys(run.js.byOrigin)))],
    menuClickNavigated: good.length ? good.every((run) => run.via === 'menu click') : null,
  };
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
    `budget ${budgetMark(coldLogin.jsTotal.median, { limit: BUDGETS.coldLoginJsBytes, unit: kb })}`,
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
          budgetMark(coldLogin.lcp.median, { limit: BUDGETS.lcpMs, unit: ms }),
          coldLogin.lcpElements.join(' | '),
        ],
      ],
    ),
  );
  if (coldLogin.handOff.median !== null) {
    console.log(
      `  prerendered in ${coldLogin.prerendered} of ${coldLogin.visits} visits; the app took over (the form answers input) at ${spread(coldLogin.handOff, ms)}`,
    );
  }
  for (const miss of coldLogin.prerenderMisses ?? [])
    console.log(`  served without prerender: ${miss}`);
}

/** " (1.36× the cold /login of this run)", the JS of a page against the yardstick's. */
function ratioToLogin(summary, coldLogin) {
  return coldLogin?.jsTotal.median
    ? ` (${(summary.jsTotal.median / coldLogin.jsTotal.median).toFixed(2)}× the cold /login of this run)`
    : '';
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

function printStart(start, coldLogin) {
  console.log(
    '\n/start — JS transferred (gzip body bytes) by origin, cold, signed in (mf_checkout is what the remote adds)',
  );
  for (const [name, step] of Object.entries(start)) {
    console.log(`  ${name}${ratioToLogin(step, coldLogin)}`);
    console.log(jsTable(step));
  }
}

function printBackoffice(backoffice, coldLogin) {
  if (!backoffice?.visits) return;
  console.log(
    `\n/gestao-de-empresas — JS transferred by origin, cold, as the administrator${ratioToLogin(backoffice, coldLogin)}`,
  );
  console.log(jsTable(backoffice));
  console.log(
    `  the users report (.xlsx) then adds ${spread(backoffice.reportAdds, kb)} of JS in ${backoffice.reportFiles.length} file(s); ` +
      `of those, ${backoffice.reportInFirstLoad} were in the first load ` +
      (backoffice.reportInFirstLoad === 0
        ? '(the spreadsheet code is not part of it)'
        : '(the spreadsheet code leaked into the first load!)'),
  );
}

function printRouteSwitch(routeSwitchResult) {
  const from = routeSwitchResult.menuClickNavigated === false ? 'history navigation' : 'click';
  console.log(
    '\n3. Route switch — /minha-conta/ (mf_account) → menu "Gestão de cobranças" → mf_billing h1 painted',
  );
  console.log(
    table(
      ['measure', 'median (min–max)'],
      [
        [`${from} → heading painted`, spread(routeSwitchResult.ms, ms)],
        [`${from} → heading in DOM`, spread(routeSwitchResult.inDomMs, ms)],
        ['JS fetched for the switch', spread(routeSwitchResult.jsTotal, kb)],
      ],
    ),
  );
  console.log(
    `  JS for the switch came from: ${routeSwitchResult.jsOrigins.join(', ') || 'nothing'}`,
  );
  if (routeSwitchResult.menuClickNavigated === false) {
    console.log(
      '  ! the click on the menu item did not navigate (the ProfileMenu link item prevents the\n' +
        '    default of the click before Radix sees it, so onSelect never runs); the switch was\n' +
        '    timed from a router history navigation to /gestao-de-cobrancas instead.',
    );
  }
}

/**
 * The fault budget's mark; a miss whose interval holds 0 says so, since the visits cannot tell
 * it from noise (nor a pass with a wide interval from a miss, which the interval shows).
 */
function faultMark(result) {
  const mark = budgetMark(result.changePct, {
    limit: BUDGETS.faultLcpChangePct,
    unit: (v) => `${v} %`,
    strict: true,
  });
  const range = result.changeInterval;
  const withinNoise = range && range.low <= 0 && range.high >= 0;
  return mark.endsWith('FAIL') && withinNoise ? `${mark} (within noise)` : mark;
}

/** A baseline's mark: the LCP budget where the page has one (the cold /login), else none. */
const baselineMark = (result, lcpBudget) =>
  lcpBudget ? budgetMark(result.lcp.median, { limit: BUDGETS.lcpMs, unit: ms }) : '';

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
        baseline ? baselineMark(result, lcpBudget) : faultMark(result),
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

async function main() {
  const options = readOptions();
  const startedAt = new Date().toISOString();
  console.log(
    `Portal bench: ${options.runs} run(s) per metric, CPU ${CPU_SLOWDOWN}× slower, cold cache per run, ` +
      `portal on :${BASE_PORT}-${BASE_PORT + APPS.length - 1}, sandbox :${SANDBOX_PORT} (1 KB = 1000 B)`,
  );
  console.log(
    `machine: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );

  const browser = await launchBrowser();
  const results = {
    startedAt,
    runs: options.runs,
    cpuSlowdown: CPU_SLOWDOWN,
    ports: { base: BASE_PORT, sandbox: SANDBOX_PORT },
    budgets: BUDGETS,
    machine: { cpus: os.cpus().length, loadavgAtStart: os.loadavg() },
  };
  try {
    const portal = await startPortal({ basePort: BASE_PORT, sandboxPort: SANDBOX_PORT });
    try {
      await warmUp(browser, portal);
      const missesBefore = portal.prerenderMisses.length;
      results.coldLogin = await measureColdLogin(browser, portal, options.runs);
      // Only the measured visits' misses (the warm-up visit may miss on a busy machine).
      results.coldLogin.prerenderMisses = portal.prerenderMisses.slice(missesBefore);
      results.routeSwitch = await measureRouteSwitch(browser, portal, options.runs);
      results.start = await measureStart(browser, portal, options.runs);
      results.backoffice = await measureBackoffice(browser, portal, options.runs);
      results.faults = await measureFaults(browser, portal, options.runs);
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

  printColdLogin(results.coldLogin);
  printRouteSwitch(results.routeSwitch);
  printStart(results.start, results.coldLogin);
  printBackoffice(results.backoffice, results.coldLogin);
  printFaults(results.faults);
  if (results.shareStateless) printShareStateless(results.shareStateless);
  console.log(`\nBudgets are reported, not enforced. Results: ${writeResults(results)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
