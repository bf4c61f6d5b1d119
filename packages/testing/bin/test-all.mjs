#!/usr/bin/env node
// `pnpm test`: every check and every test, in the order a failure is cheapest to find:
// lint and types, catalogs, unit/component tests, production and Storybook builds, browser
// tests. Steps that neither write what the other reads nor fill both cores alone run side by
// side (lint and types; the two builds: 1.3 and 1.4 cores each, 254 s one after the other, 181 s
// together, on this 2-core machine).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const results = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tests-'));

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(
    `  ${title}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return run.status === 0;
}

/**
 * Runs `steps` (`[title, command, args]`) side by side; each one's output is shown whole, in
 * order, once all have ended. True when every one passed.
 */
async function together(...steps) {
  console.log(`\n▶ ${steps.map(([title]) => title).join(' and ')}, side by side`);
  const runs = steps.map(
    ([title, command, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const output = [];
        const child = spawn(command, args, { cwd: root, env: process.env });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) =>
          resolve({ title, status, output, seconds: Math.round((Date.now() - started) / 1000) }),
        );
      }),
  );
  const ended = await Promise.all(runs);
  for (const { title, status, output, seconds } of ended) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`  ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  }
  return ended.every(({ status }) => status === 0);
}

function jest(title, config, file) {
  return step(title, 'pnpm', [
    'exec',
    'jest',
    '--config',
    config,
    '--json',
    `--outputFile=${file}`,
  ]);
}

function count(file) {
  try {
    const summary = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: summary.numPassedTests,
      failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites,
      // Passed, but only on a retry (browser tests): named in the browser report above.
      retried: summary.testResults
        .flatMap((file) => file.assertionResults)
        .filter((test) => test.status === 'passed' && test.invocations > 1).length,
    };
  } catch {
    return { passed: 0, failed: 1, retried: 0 };
  }
}

const unitFile = path.join(results, 'unit.json');
const browserFile = path.join(results, 'browser.json');
const ok =
  (await together(['lint', 'pnpm', ['lint']], ['typecheck', 'pnpm', ['typecheck']])) &&
  step('catalogs (es complete, compiled)', 'pnpm', ['i18n']) &&
  jest('unit and component tests', 'packages/testing/jest.projects.mjs', unitFile) &&
  (await together(
    [
      'production build',
      'pnpm',
      [
        '-r',
        '--workspace-concurrency=2',
        '--filter',
        './shell',
        '--filter',
        './mf-*',
        'run',
        'build',
      ],
    ],
    ['storybook build', 'pnpm', ['storybook:build']],
  )) &&
  jest(
    'browser tests (Chromium and a Firefox smoke, build served as deployed)',
    'packages/testing/jest.browser.mjs',
    browserFile,
  );

const unit = count(unitFile);
const browser = fs.existsSync(browserFile)
  ? count(browserFile)
  : { passed: 0, failed: 0, retried: 0 };
const passed = unit.passed + browser.passed;
// A failed check that is not a test (lint, types, build) still counts as a failure.
const failed = Math.max(unit.failed + browser.failed, ok ? 0 : 1);
console.log(`\nunit: ${unit.passed} passed, browser: ${browser.passed} passed`);
if (browser.retried > 0) {
  console.log(`FLAKY: ${browser.retried} browser test(s) passed only on a retry (listed above)`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
