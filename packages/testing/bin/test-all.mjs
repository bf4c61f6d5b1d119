#!/usr/bin/env node
// `pnpm test`: every check and every test, in the order a failure is cheapest to find:
// lint, types, catalogs, unit/component tests, production build, Storybook build, browser
// tests.
import { spawnSync } from 'node:child_process';
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
  step('lint', 'pnpm', ['lint']) &&
  step('typecheck', 'pnpm', ['typecheck']) &&
  step('catalogs (es complete, compiled)', 'pnpm', ['i18n']) &&
  jest('unit and component tests', 'packages/testing/jest.projects.mjs', unitFile) &&
  step('production build', 'pnpm', [
    '-r',
    '--workspace-concurrency=2',
    '--filter',
    './shell',
    '--filter',
    './mf-*',
    'run',
    'build',
  ]) &&
  step('storybook build', 'pnpm', ['storybook:build']) &&
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
