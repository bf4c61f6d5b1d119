// The one Jest preset: Babel with the Lingui macro (the same ids as the build), vanilla-extract,
// jsdom, Testing Library matchers, and ESM-only dependencies made CommonJS (esbuild).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { babelOptions } = require('./babel.cjs');

const ESM_ONLY = ['ky', 'rettime', '@open-draft', 'until-async', 'storybook', '@storybook'];

export const transform = {
  '\\.css\\.ts$': require.resolve('@vanilla-extract/jest-transform'),
  // Dependencies that are not ignored below need only their modules made CommonJS.
  '/node_modules/.+\\.[cm]?js$': require.resolve('./jest-esm.cjs'),
  '\\.[cm]?[jt]sx?$': [require.resolve('babel-jest'), babelOptions({ target: 'node' })],
};

// Dependencies stay untransformed, except ESM-only ones and any .mjs file.
export const transformIgnorePatterns = [
  `/node_modules/(?!(\\.pnpm|${ESM_ONLY.join('|')})/)[^?]*\\.c?js$`,
];

/** @param {string} rootDir the workspace folder */
export function jestPreset(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: rootDir.split('/').slice(-1)[0],
    // jsdom plus the fetch globals (Request, Response) the router and API client need.
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx,mjs}'],
    transform,
    transformIgnorePatterns,
    moduleFileExtensions: ['tsx', 'ts', 'mjs', 'js', 'json'],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
    // A workspace's own setup runs after the shared one.
    setupFilesAfterEnv: [
      require.resolve('./jest-setup.ts'),
      ...(overrides.setupFilesAfterEnv ?? []),
    ],
  };
}
