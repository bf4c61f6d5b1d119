// `pnpm test:browser`: real Chromium against the production build served as deployed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformIgnorePatterns } from '@portal/build/jest-preset';

const require = createRequire(import.meta.url);
const { babelOptions } = require('@portal/build/babel');
// The toolchain (babel-jest) belongs to @portal/build: resolve it from there.
const fromBuild = createRequire(require.resolve('@portal/build/package.json'));

// Browser tests run in Node (as CommonJS) and drive a real browser. They contain no Lingui
// macros (the macro plugin would demand a lingui.config at the workspace root, and there is none),
// and the harness's ESM modules use `import.meta` and top-level await, which CommonJS lacks.
const transform = {
  '\\.[cm]?[jt]sx?$': [
    fromBuild.resolve('babel-jest'),
    {
      ...babelOptions({ target: 'node' }),
      plugins: [path.join(import.meta.dirname, 'babel-esm-for-jest.cjs')],
    },
  ],
};

export default {
  rootDir: path.resolve(import.meta.dirname, '..', '..'),
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{shell,mf-*,packages/*}/e2e/**/*.e2e.{ts,mjs}'],
  transform,
  transformIgnorePatterns,
  // Remote copies built by the tests (mf-*/.e2e-tmp) are not part of the workspace.
  modulePathIgnorePatterns: ['/\\.e2e-tmp/'],
  testTimeout: 120_000,
  maxWorkers: 1,
  setupFilesAfterEnv: [path.join(import.meta.dirname, 'browser-setup.mjs')],
  // Each file's time and every test that needed a retry, after Jest's own report.
  reporters: ['default', path.join(import.meta.dirname, 'reporters', 'browser-times.mjs')],
};
