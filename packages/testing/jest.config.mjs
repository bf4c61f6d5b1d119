import { jestPreset } from './jest-preset.mjs';

export default jestPreset(import.meta.dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.{ts,mjs}'],
});
