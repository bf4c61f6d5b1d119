// The browser tests' own reporter, beside Jest's: once the run is over, each test file's time
// (the slowest first, so a file that grew shows) and every test that passed only on a retry,
// with what failed the first time. A retry is never silent: a flaky test shows before it lands.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** What a file's result says: its time, its tests, and the tests that needed a retry. */
export function fileSummary(result, rootDir) {
  const tests = result.testResults ?? [];
  return {
    file: path.relative(rootDir, result.testFilePath),
    seconds: (result.perfStats.end - result.perfStats.start) / 1000,
    tests: tests.length,
    failed: result.numFailingTests + (result.testExecError ? 1 : 0),
    retried: tests
      .filter((test) => (test.invocations ?? 1) > 1)
      .map((test) => ({
        name: test.fullName,
        status: test.status,
        runs: test.invocations,
        firstFailure: firstLine(test.retryReasons?.[0]),
      })),
  };
}

const firstLine = (text = '') =>
  // Jest's messages carry terminal colours.
  stripVTControlCharacters(String(text))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? '';

/** The lines printed at the end of a run, from the files' summaries. */
export function report(summaries) {
  const lines = ['', 'browser test files, slowest first:'];
  const width = Math.max(...summaries.map((summary) => summary.file.length), 4);
  for (const summary of [...summaries].sort((a, b) => b.seconds - a.seconds)) {
    const state = summary.failed > 0 ? `${summary.failed} FAILED` : 'ok';
    lines.push(
      `  ${summary.file.padEnd(width)}  ${summary.seconds.toFixed(1).padStart(6)} s  ${String(summary.tests).padStart(3)} tests  ${state}`,
    );
  }
  const total = summaries.reduce((sum, summary) => sum + summary.seconds, 0);
  lines.push(`  ${'all'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`);
  const retried = summaries.flatMap((summary) =>
    summary.retried.map((test) => ({ ...test, file: summary.file })),
  );
  if (retried.length === 0) {
    lines.push('no test needed a retry');
  } else {
    lines.push(`FLAKY: ${retried.length} test(s) needed a retry:`);
    for (const test of retried) {
      const outcome = test.status === 'passed' ? `passed on run ${test.runs}` : 'failed every run';
      lines.push(`  ${test.file} › ${test.name}: ${outcome}`);
      lines.push(`    first failure: ${test.firstFailure}`);
    }
  }
  return lines;
}

export default class BrowserTimesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.summaries = [];
  }

  onTestResult(_test, result) {
    this.summaries.push(fileSummary(result, this.rootDir));
  }

  onRunComplete() {
    if (this.summaries.length > 0) console.log(report(this.summaries).join('\n'));
  }
}
