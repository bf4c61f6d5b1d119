// The bench's lighthouse section: Lighthouse 12 (its default config, the mobile preset) on the
// portal's public pages and on the plain peer's /login, as an outside audit runs it. Lighthouse
// loads each page once, unthrottled, and reports what it saw (observed) and what it estimates
// on its simulated slow phone (simulated); both are compared with the peer's, run for run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../src/browser.mjs';
import { ms, spread, summarize, table, times } from './report.mjs';

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

/** The figures the section reports, from one Lighthouse report. */
export function lighthouseFigures(report) {
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const { audits } = report;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  return {
    fcpObserved: observed.observedFirstContentfulPaint ?? null,
    fcpSimulated: audits['first-contentful-paint']?.numericValue ?? null,
    lcpObserved: observed.observedLargestContentfulPaint ?? null,
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    score: report.categories?.performance?.score ?? null,
  };
}

const FIGURES = ['fcpObserved', 'fcpSimulated', 'lcpObserved', 'lcp', 'score'];

function summarizeRuns(runs) {
  const ok = runs.filter((run) => !run.error);
  return {
    ...Object.fromEntries(
      FIGURES.map((figure) => [figure, summarize(ok.map((run) => run[figure]))]),
    ),
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

/**
 * Lighthouse on the portal's public pages and the peer's /login, `options.runs` rounds, the
 * peer once a round (so a busy minute weighs on both): medians of each figure by page.
 */
export async function measureLighthouse(portal, peer, options) {
  const targets = [
    ...LIGHTHOUSE_PAGES.map((page) => ({ ...page, url: `${portal.url}${page.path}` })),
    ...(peer ? [{ id: 'peer', path: 'login', url: `${peer.url}login` }] : []),
  ];
  console.log(
    `• Lighthouse (mobile preset): ${targets.map((target) => target.id).join(', ')}, ${options.runs} runs`,
  );
  const runs = Object.fromEntries(targets.map((target) => [target.id, []]));
  for (let round = 0; round < options.runs; round += 1) {
    for (const target of targets) {
      try {
        runs[target.id].push(lighthouseFigures(await runLighthouse(target.url)));
      } catch (error) {
        console.warn(`    ${target.id} failed: ${error.message.split('\n')[0]}`);
        runs[target.id].push({ error: error.message });
      }
    }
  }
  return {
    version: JSON.parse(
      fs.readFileSync(path.join(path.dirname(LIGHTHOUSE_CLI), '..', 'package.json'), 'utf8'),
    ).version,
    pages: targets.map((target) => ({
      id: target.id,
      path: target.path,
      ...summarizeRuns(runs[target.id]),
    })),
  };
}

const scoreText = (value) => (value === null || value === undefined ? 'n/a' : String(value * 100));

/** The Lighthouse table: each page's medians, its first paint against the peer's. */
export function printLighthouse(results) {
  console.log(
    `\nLighthouse ${results.version}, mobile preset, medians (min–max); first paint against the plain peer's /login`,
  );
  const peer = results.pages.find((page) => page.id === 'peer');
  const rows = results.pages.map((page) => [
    page.id === 'peer' ? 'plain peer /login' : `/${page.path}`,
    spread(page.fcpObserved, ms),
    page.id === 'peer' ? '' : times(page.fcpObserved.median, peer?.fcpObserved.median),
    spread(page.fcpSimulated, ms),
    page.id === 'peer' ? '' : times(page.fcpSimulated.median, peer?.fcpSimulated.median),
    spread(page.lcpObserved, ms),
    spread(page.lcp, ms),
    spread(page.score, scoreText),
    page.errors.length ? `${page.errors.length} failed` : '',
  ]);
  console.log(
    table(
      [
        'page',
        'FCP observed',
        '× peer',
        'FCP simulated',
        '× peer',
        'LCP observed',
        'LCP simulated',
        'score',
        '',
      ],
      rows,
    ),
  );
}
