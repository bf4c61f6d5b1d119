import { jestPreset } from '@portal/build/jest-preset';

// Node by default (servers, the browser harness); a render test says `@jest-environment
// jest-fixed-jsdom` in its docblock.
export default jestPreset(import.meta.dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx,mjs}'],
});
