// The bench's lighthouse section: Lighthouse 12 (its default config, the mobile preset) on the
// portal's public pages and on the plain peer's /login, as an outside audit runs it. Lighthouse
// loads each page once, unthrottled, and reports what it saw (observed) and what it estimates
// on its simulated slow phone (simulated, Lantern: every main-thread task of the observed load
// ×4, the requests replayed at 150 ms round trips); both are compared with the peer's, run for
// run. Total Blocking Time counts the tasks between the first paint and the page being
// interactive: a prerendered page paints before its app starts, so every task of the app's start
// counts, where the peer's scripts run before its first paint and do not.
//
// Against the bench's own copy of the portal (served from the builds) and, with
// --lighthouse-portal URL, against a portal already running (`pnpm start`'s
// http://localhost:8080/minha-conta/) in the same rounds: the two serve the same builds but not
// alike (Brotli and the published releases there, gzip and the dist folders here).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../src/browser.mjs';
import { budgetVerdict, ms, spread, summarize, table, times } from './report.mjs';

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
/** As the browser tests launch Chromium, in the new headless mode Lighthouse expects. */
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));
const RUN_TIMEOUT_MS = 120_000;

/** The portal's prerendered public pages (mf-auth), as a visitor opens them from a link. */
export const LIGHTHOUSE_PAGES = [
  { id: 'login', path: 'login' },
  { id: 'signUp', path: 'login/cadastro' },
  { id: 'recovery', path: 'login/definir-senha' },
  { id: 'sso', path: 'login/sso' },
];

/** One Lighthouse run of `url`: its JSON report (the CLI's), or an error. */
export function runLighthouse(url, { saveAssetsTo = null } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const output = path.join(saveAssetsTo ?? dir, 'report.json');
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(saveAssetsTo ? ['--save-assets'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        if (code !== 0)
          throw new Error(`lighthouse ${url}: ${signal ?? `exit ${code}`} ${stderr.slice(-400)}`);
        resolve(JSON.parse(fs.readFileSync(output, 'utf8')));
      } catch (error) {
        reject(error);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Rounds when the bench is not told otherwise (--lighthouse-runs): the budgets are on three. */
export const LIGHTHOUSE_RUNS = 3;

/**
 * The budgets (issue 52): on `/login` and the sign-up, the median Total Blocking Time at most
 * 1.2× the peer's median of the same rounds, and the median score at least 95.
 */
export const LIGHTHOUSE_BUDGETS = {
  pages: ['login', 'signUp'],
  tbtTimesPeer: 1.2,
  minScore: 0.95,
};

/** The longest tasks after the first paint (Lighthouse's `long-tasks`, simulated ms), kept per run. */
const LONG_TASKS_KEPT = 5;

/** The figures the section reports, from one Lighthouse report. */
export function lighthouseFigures(report) {
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const { audits } = report;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const fcpSimulated = audits['first-contentful-paint']?.numericValue ?? null;
  // The tasks the blocking time counts: those after the (simulated) first paint.
  const longTasks = [...(audits['long-tasks']?.details?.items ?? [])]
    .filter((task) => fcpSimulated === null || task.startTime >= fcpSimulated)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, LONG_TASKS_KEPT)
    .map((task) => ({
      url: task.url,
      startTime: Math.round(task.startTime),
      duration: Math.round(task.duration),
    }));
  return {
    fcpObserved: observed.observedFirstContentfulPaint ?? null,
    fcpSimulated,
    lcpObserved: observed.observedLargestContentfulPaint ?? null,
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: audits['total-blocking-time']?.numericValue ?? null,
    tti: audits.interactive?.numericValue ?? null,
    score: report.categories?.performance?.score ?? null,
    longTasks,
  };
}

const FIGURES = ['fcpObserved', 'fcpSimulated', 'lcpObserved', 'lcp', 'tbt', 'tti', 'score'];

function summarizeRuns(runs) {
  const ok = runs.filter((run) => !run.error);
  return {
    ...Object.fromEntries(
      FIGURES.map((figure) => [figure, summarize(ok.map((run) => run[figure]))]),
    ),
    longTasks: ok.map((run) => run.longTasks),
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

/** The portals measured: the bench's copy, and the running one it was pointed at, if any. */
function portalsOf(portal, options) {
  return [
    { id: 'bench', label: "bench's copy", url: portal.url },
    ...(options.lighthousePortal
      ? [{ id: 'running', label: 'running portal', url: withSlash(options.lighthousePortal) }]
      : []),
  ];
}

const withSlash = (url) => (url.endsWith('/') ? url : `${url}/`);

/** Each page's budget verdict against the peer's medians (null: not a budgeted page). */
export function lighthouseBudget(page, peer) {
  if (!LIGHTHOUSE_BUDGETS.pages.includes(page.id) || page.portal === undefined) return null;
  const tbtLimit =
    peer?.tbt.median == null ? null : peer.tbt.median * LIGHTHOUSE_BUDGETS.tbtTimesPeer;
  const tbtPass = tbtLimit !== null && page.tbt.median !== null && page.tbt.median <= tbtLimit;
  const scorePass = page.score.median !== null && page.score.median >= LIGHTHOUSE_BUDGETS.minScore;
  return { tbtLimit, tbtPass, scorePass, pass: tbtPass && scorePass, runs: page.tbt.n };
}

/**
 * Lighthouse on the portal's public pages and the peer's /login, `options.lighthouseRuns`
 * rounds (LIGHTHOUSE_RUNS by default), the peer once a round (so a busy minute weighs on both),
 * on the bench's copy of the portal and on `options.lighthousePortal` when given: medians of
 * each figure by page, and the budgets' verdicts.
 */
export async function measureLighthouse(portal, peer, options) {
  const rounds = options.lighthouseRuns ?? LIGHTHOUSE_RUNS;
  const portals = portalsOf(portal, options);
  const targets = [
    ...portals.flatMap((served) =>
      LIGHTHOUSE_PAGES.map((page) => ({
        ...page,
        key: `${served.id}:${page.id}`,
        portal: served.id,
        url: `${served.url}${page.path}`,
      })),
    ),
    ...(peer ? [{ id: 'peer', key: 'peer', path: 'login', url: `${peer.url}login` }] : []),
  ];
  console.log(
    `• Lighthouse (mobile preset): ${portals.map((served) => `${served.label} ${served.url}`).join(', ')}` +
      `${peer ? ' and the plain peer' : ''}, ${LIGHTHOUSE_PAGES.length} pages, ${rounds} rounds`,
  );
  const runs = Object.fromEntries(targets.map((target) => [target.key, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      try {
        runs[target.key].push(lighthouseFigures(await runLighthouse(target.url)));
      } catch (error) {
        console.warn(`    ${target.key} failed: ${error.message.split('\n')[0]}`);
        runs[target.key].push({ error: error.message });
      }
    }
  }
  const pages = targets.map((target) => ({
    id: target.id,
    path: target.path,
    portal: target.portal,
    url: target.url,
    ...summarizeRuns(runs[target.key]),
  }));
  const peerPage = pages.find((page) => page.id === 'peer');
  for (const page of pages) page.budget = lighthouseBudget(page, peerPage);
  return {
    version: JSON.parse(
      fs.readFileSync(path.join(path.dirname(LIGHTHOUSE_CLI), '..', 'package.json'), 'utf8'),
    ).version,
    rounds,
    portals,
    budgets: LIGHTHOUSE_BUDGETS,
    pages,
  };
}

const scoreText = (value) =>
  value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));

function budgetText(budget) {
  if (!budget) return '';
  const parts = [
    `TBT ≤ ${ms(budget.tbtLimit)} ${budget.tbtPass ? 'PASS' : 'FAIL'}`,
    `score ≥ ${LIGHTHOUSE_BUDGETS.minScore * 100} ${budget.scorePass ? 'PASS' : 'FAIL'}`,
  ];
  return parts.join(', ') + (budget.runs < LIGHTHOUSE_RUNS ? ` (${budget.runs} runs)` : '');
}

/** Where a page's long tasks ran: the script's file name, the page's own for its HTML. */
function taskSource(url) {
  if (!url || url === 'Unattributable') return 'unattributed';
  try {
    return new URL(url).pathname.split('/').pop() || '/';
  } catch {
    return url; // Lighthouse's own scripts (_lighthouse-eval.js)
  }
}

/**
 * The Lighthouse table: each page's medians, its first paint and blocking time against the
 * peer's, the budgets; then the scripts of the longest tasks (simulated) on the budgeted pages.
 * A missed budget is counted with the bench's others (--strict fails the run).
 */
export function printLighthouse(results) {
  console.log(
    `\nLighthouse ${results.version}, mobile preset (simulated: CPU 4×, 150 ms round trips), medians (min–max) of ${results.rounds} rounds; against the plain peer's /login of the same rounds`,
  );
  const peer = results.pages.find((page) => page.id === 'peer');
  const several = results.portals.length > 1;
  const label = (page) => {
    if (page.id === 'peer') return 'plain peer /login';
    const served = results.portals.find((candidate) => candidate.id === page.portal);
    return several ? `/${page.path} (${served.label})` : `/${page.path}`;
  };
  const rows = results.pages.map((page) => [
    label(page),
    spread(page.fcpObserved, ms),
    spread(page.fcpSimulated, ms),
    page.id === 'peer' ? '' : times(page.fcpSimulated.median, peer?.fcpSimulated.median),
    spread(page.lcp, ms),
    spread(page.tbt, ms),
    page.id === 'peer' ? '' : times(page.tbt.median, peer?.tbt.median),
    spread(page.tti, ms),
    spread(page.score, scoreText),
    [budgetText(page.budget), page.errors.length ? `${page.errors.length} failed` : '']
      .filter(Boolean)
      .join('; '),
  ]);
  console.log(
    table(
      [
        'page',
        'FCP observed',
        'FCP simulated',
        '× peer',
        'LCP simulated',
        'TBT',
        '× peer',
        'TTI',
        'score',
        `budget (TBT ≤ ${LIGHTHOUSE_BUDGETS.tbtTimesPeer}× peer, score)`,
      ],
      rows,
    ),
  );
  for (const page of results.pages.filter(
    (candidate) => candidate.budget || candidate.id === 'peer',
  )) {
    const tasks = new Map();
    for (const run of page.longTasks)
      for (const task of run) {
        const source = taskSource(task.url);
        tasks.set(source, [...(tasks.get(source) ?? []), task.duration]);
      }
    const worst = [...tasks]
      .map(([source, durations]) => [source, Math.max(...durations), durations.length])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([source, longest, count]) => `${source} ${ms(longest)} (${count}×)`);
    console.log(
      `  longest tasks after the first paint, ${label(page)}: ${worst.join(', ') || 'none'}`,
    );
  }
  // Counted with the bench's other budgets: --strict fails the run on a miss.
  for (const page of results.pages) {
    if (!page.budget) continue;
    budgetVerdict(page.tbt.median, {
      limit: page.budget.tbtLimit ?? 0,
      unit: ms,
      what: `Lighthouse TBT, ${label(page)}`,
    });
    budgetVerdict(-(page.score.median ?? 0), {
      limit: -LIGHTHOUSE_BUDGETS.minScore,
      unit: (value) => scoreText(-value),
      what: `Lighthouse score, ${label(page)}`,
    });
  }
}
