import { portalEslintConfig } from '@portal/build/eslint';

// The shell's floors, top to bottom (README.md): a folder imports only the floors below it, so
// no import runs back up and none loops. Tests stand beside their code and may reach any floor.
const APP = ['./src/index.ts', './src/bootstrap.tsx', './src/app'];
const PAGES = [...APP, './src/pages'];
const SPECULATION = [...PAGES, './src/remotes/speculation'];
const REMOTES = [...PAGES, './src/remotes'];
const PRERENDER = [...REMOTES, './src/prerender'];
const FRAME = [...PRERENDER, './src/frame'];

const floor = (target, above, name) => ({
  target,
  from: above,
  message: `${name} imports only the floors below it (shell/README.md): this import runs back up.`,
});

const FLOORS = [
  floor('./src/app', ['./src/index.ts', './src/bootstrap.tsx'], 'app/'),
  floor('./src/pages', APP, 'pages/'),
  floor('./src/remotes/speculation', PAGES, 'remotes/speculation/'),
  floor('./src/remotes/loading', SPECULATION, 'remotes/loading/'),
  floor('./src/prerender', REMOTES, 'prerender/'),
  floor('./src/frame', PRERENDER, 'frame/'),
  floor(
    ['./src/routing', './src/language', './src/locales', './src/timing', './src/version.ts'],
    FRAME,
    'The ground floor',
  ),
];

export default [
  ...portalEslintConfig({ dir: import.meta.dirname, role: 'shell' }),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: FLOORS }],
    },
  },
];
