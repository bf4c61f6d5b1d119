// `pnpm test:browser`: real Chromium against the production build served as deployed.
import path from 'node:path';
import { transform, transformIgnorePatterns } from './jest-preset.mjs';

export default {
  rootDir: path.resolve(import.meta.dirname, '..', '..'),
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{shell,mf-*,packages/*}/e2e/**/*.e2e.{ts,mjs}'],
  transform,
  transformIgnorePatterns,
  testTimeout: 120_000,
  maxWorkers: 1,
};
