import { fileSummary, report } from '../reporters/browser-times.mjs';

/** A file's result as Jest hands it to a reporter. */
const result = (file, seconds, tests) => ({
  testFilePath: `/repo/shell/e2e/${file}`,
  perfStats: { start: 1000, end: 1000 + seconds * 1000 },
  numFailingTests: tests.filter((test) => test.status === 'failed').length,
  testResults: tests.map((test) => ({ fullName: 'a test', retryReasons: [], ...test })),
});

describe('the browser tests’ report', () => {
  it('lists each file’s time, the slowest first, and says when no test needed a retry', () => {
    const lines = report([
      fileSummary(result('guards.e2e.ts', 12.34, [{ status: 'passed', invocations: 1 }]), '/repo'),
      fileSummary(result('phones.e2e.ts', 95, [{ status: 'passed', invocations: 1 }]), '/repo'),
    ]);
    const files = lines.filter((line) => line.includes('.e2e.ts'));
    expect(files[0]).toMatch(/shell\/e2e\/phones\.e2e\.ts\s+95\.0 s\s+1 tests\s+ok/);
    expect(files[1]).toMatch(/shell\/e2e\/guards\.e2e\.ts\s+12\.3 s/);
    expect(lines).toContain('no test needed a retry');
  });

  it('names a test that passed only on a retry, with what failed the first time', () => {
    const flaky = {
      fullName: 'on a slow phone network, typing from the first paint signs in',
      status: 'passed',
      invocations: 2,
      retryReasons: [
        '\u001b[31mTimeoutError: waiting for heading "Minha conta"\u001b[39m\n    at x',
      ],
    };
    const lines = report([fileSummary(result('prerender.e2e.ts', 40, [flaky]), '/repo')]);
    expect(lines).toContain('FLAKY: 1 test(s) needed a retry:');
    expect(lines).toContain(
      '  shell/e2e/prerender.e2e.ts › on a slow phone network, typing from the first paint signs in: passed on run 2',
    );
    expect(lines).toContain('    first failure: TimeoutError: waiting for heading "Minha conta"');
  });

  it('counts a file whose tests failed, or that could not run, as failed', () => {
    const broken = { ...result('a11y.e2e.ts', 1, []), testExecError: { message: 'boom' } };
    const failing = result('billing.e2e.ts', 3, [{ status: 'failed', invocations: 2 }]);
    const lines = report([fileSummary(broken, '/repo'), fileSummary(failing, '/repo')]);
    expect(lines.find((line) => line.includes('a11y'))).toMatch(/1 FAILED$/);
    expect(lines.find((line) => line.includes('billing') && line.includes('tests'))).toMatch(
      /1 FAILED$/,
    );
    expect(lines).toContain('  shell/e2e/billing.e2e.ts › a test: failed every run');
  });
});
