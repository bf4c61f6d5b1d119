import { jestPreset } from './src/jest-preset.mjs';

// The lint guard's tests run ESLint through its Node API: Node, not jsdom.
export default jestPreset(import.meta.dirname, { testEnvironment: 'node' });
