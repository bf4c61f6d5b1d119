// The one ESLint flat config. It encodes the import direction of the portal: remotes import
// only packages, packages never import a remote or the shell, the shell reaches remotes only
// through the federation runtime, and nobody climbs into another workspace by a relative path.
// It also fails markup a person cannot use (jsx-a11y, and a named control for every field) and
// text a Spanish reader would see in Portuguese (Lingui): see README.md for what is exempt.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCrossFeatureImport } from './eslint-feature-boundaries.mjs';
import { remoteLayerOrder } from './eslint-remote-layers.mjs';
import { formControlHasLabel } from './eslint-form-control.mjs';

const REMOTES = ['mf-auth', 'mf-account', 'mf-checkout', 'mf-billing', 'mf-backoffice'];

const forbid = (names, message) =>
  names.flatMap((name) => [{ group: [name, `${name}/*`], message }]);

const ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message:
    'Import routing from @portal/router: it is the shared singleton and keeps the bundle small.',
};

const DEEP_IMPORT = {
  group: ['@portal/*/src', '@portal/*/src/*'],
  message:
    'Import a package through its public entry point (its package.json "exports"), never its src/.',
};

/** The kit's form fields: each takes a `label` and renders the `<label for>` itself. */
const KIT_FIELDS = [
  'TextField',
  'PasswordField',
  'Select',
  'Checkbox',
  'Switch',
  'RadioGroup',
  'ImageUpload',
];

/** The portal's own rules. */
const portal = {
  rules: {
    'form-control-has-label': formControlHasLabel,
    'no-cross-feature-import': noCrossFeatureImport,
    'remote-layer-order': remoteLayerOrder,
  },
};

/** Resolves `./Page` to `Page.tsx`, so `import-x/no-cycle` follows the imports it reads. */
const RESOLVER = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
});

/** A plugin's preset with every rule it turns on made an error (lint runs with no warnings). */
const asErrors = (rules) =>
  Object.fromEntries(
    Object.entries(rules).map(([name, setting]) => {
      const [level, ...options] = Array.isArray(setting) ? setting : [setting];
      return [name, level === 'off' || level === 0 ? setting : ['error', ...options]];
    }),
  );

const REMOTE_STYLES =
  'A remote writes no CSS: compose the kit (`@portal/ui`: Stack, Inline, Tiles, Box, Text, the ' +
  'page layouts) and its props; a look the kit lacks is added to the kit, with its story.';

/** vanilla-extract, in a remote: refused with its stylesheets. */
const VANILLA_EXTRACT = {
  group: ['@vanilla-extract/*', '@vanilla-extract/*/*'],
  message: REMOTE_STYLES,
};

/** Which workspaces a role may not import. */
function restrictedFor(role) {
  switch (role) {
    case 'remote':
      return [
        ...forbid(
          ['shell', ...REMOTES],
          'A remote imports only packages/*: never the shell or another remote.',
        ),
        DEEP_IMPORT,
        ROUTER,
        VANILLA_EXTRACT,
      ];
    case 'shell':
      return [
        ...forbid(
          REMOTES,
          'The shell reaches remotes only through the federation runtime (runtime config).',
        ),
        DEEP_IMPORT,
        ROUTER,
      ];
    default:
      return [
        ...forbid(['shell', ...REMOTES], 'A package never imports the shell or a remote.'),
        DEEP_IMPORT,
        // @portal/router is the one package allowed to import React Router.
        ...(role === 'router' ? [] : [ROUTER]),
      ];
  }
}

/**
 * Props and names whose string values are code, not text a person reads: a text held in one of
 * them is not flagged as untranslated. Text-bearing ARIA (`aria-label`, `aria-description`,
 * `aria-roledescription`, `aria-valuetext`, `aria-placeholder`) is not in the list.
 */
const NOT_TEXT = [
  'className',
  'type',
  'name',
  'id',
  'htmlFor',
  'key',
  'role',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'lang',
  'href',
  'to',
  'src',
  'method',
  'accept',
  'rel',
  'target',
  'mask',
  'variant',
  'tone',
  'size',
  'status',
  'displayName',
  'testId',
  // A constant named in capitals holds code or a name that is not translated (the brand).
  { regex: { pattern: '^[A-Z][A-Z0-9_]*$' } },
  { regex: { pattern: '^data-' } },
  { regex: { pattern: '^aria-(?!(label|description|roledescription|valuetext|placeholder)$)' } },
];

/**
 * Untranslated text: Lingui's `no-unlocalized-strings` on the files that render (`.tsx`).
 * A string that reads like a sentence or a name (a space, or a capital first letter) must go
 * through `t`/`<Trans>`/`msg`; one lowercase word with no space (`'idle'`, `'secondary'`,
 * `'/login'`, `'email'`) is a token, not text. Names that hold ids, classes, routes or
 * wiring are exempt whatever their value.
 */
const UNLOCALIZED_STRINGS = [
  'error',
  {
    ignore: [
      // One "word" that does not start with a capital: tokens, keys, paths, ids.
      '^(?![A-Z])\\S+$',
      // UPPERCASE constants and codes (`'PT'`, `'GET'`).
      '^[A-Z0-9_-]+$',
      // SVG path data (`'M4 8.5l2.5 2.5L12 5.5'`).
      '^[Mm][\\d.]',
    ],
    ignoreNames: NOT_TEXT,
    ignoreFunctions: [
      'Error',
      'console.*',
      '*.addEventListener',
      '*.removeEventListener',
      '*.getElementById',
      '*.querySelector',
      '*.querySelectorAll',
      '*.closest',
      '*.includes',
      '*.startsWith',
      '*.endsWith',
    ],
  },
];

const RESTRICTED_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render text, never HTML strings.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render text, never HTML strings.',
  },
];

const HAS_SELECTOR =
  '`:has()` is read by Firefox from 121 only, and the build targets Firefox 115: style from a ' +
  'sibling (`${input}:checked + &`) or from the state React already knows (a style variant).';

/**
 * CSS the oldest browsers the build targets (babel.cjs: Firefox 115, Safari 16.4) drop: the
 * whole rule goes, so a state it shows (a chosen option, a keyboard focus) is lost there.
 */
const UNSUPPORTED_CSS = [
  { selector: 'Literal[value=/:has\\(/]', message: HAS_SELECTOR },
  { selector: 'TemplateElement[value.raw=/:has\\(/]', message: HAS_SELECTOR },
];

/**
 * Lingui's rules. Untranslated text is an error in components (`.tsx`). Exempt: tests and test
 * tooling (they assert or build fixtures), and stories, whose args are the fixture text a kit
 * component receives already translated (`parameters.localeArgs` gives the Spanish).
 */
function linguiConfig({ testTooling }) {
  const recommended = Object.fromEntries(
    Object.keys(lingui.configs['flat/recommended'].rules).map((rule) => [rule, 'error']),
  );
  return [
    { files: ['**/*.{ts,tsx}'], plugins: { lingui }, rules: recommended },
    ...(testTooling
      ? []
      : [
          {
            files: ['**/*.tsx'],
            ignores: ['**/*.test.tsx', '**/*.stories.tsx', 'e2e/**'],
            rules: { 'lingui/no-unlocalized-strings': UNLOCALIZED_STRINGS },
          },
        ]),
  ];
}

/**
 * @param {{ dir?: string, role: 'shell' | 'remote' | 'package' | 'router', node?: boolean, testTooling?: boolean }} options
 *   dir: the workspace's folder (its config's `import.meta.dirname`), for TypeScript's parser
 *   when one ESLint run reads several workspaces (`pnpm lint`).
 *   testTooling: the package is test tooling, so Jest's globals are known everywhere in it.
 */
export function portalEslintConfig({ dir, role, node = false, testTooling = false }) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-server/**',
        // Published builds (`portal publish`).
        'releases/**',
        'coverage/**',
        '.e2e-tmp/**',
        // Compiled catalogs (`pnpm i18n`): the app's, and a lazy page's own (the shell's versions,
        // mf-auth's `locales/<page>/<locale>/`).
        'src/**/locales/**/messages.ts',
        'storybook-static/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    // The workspace's own folder: one ESLint run over the repository (`pnpm lint`) reads every
    // workspace's config, and TypeScript's parser must know whose file it is reading.
    { languageOptions: { parserOptions: { tsconfigRootDir: dir } } },
    {
      files: ['**/*.{ts,tsx,mjs,js,cjs}'],
      plugins: { 'import-x': importX, 'react-hooks': reactHooks, portal },
      settings: {
        'import-x/resolver-next': [RESOLVER],
        // The modules no-cycle reads on its way: TypeScript too, with TypeScript's parser.
        'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.browser, ...(node ? globals.node : {}) },
      },
      rules: {
        'no-restricted-imports': ['error', { patterns: restrictedFor(role) }],
        'import-x/no-relative-packages': 'error',
        // Two modules importing each other, directly or round a longer loop (packages are not
        // followed: their own lint checks them).
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
      },
    },
    {
      files: ['**/*.{jsx,tsx}'],
      plugins: {
        'jsx-a11y': jsxA11y,
        portal,
      },
      rules: {
        ...asErrors(jsxA11y.flatConfigs.recommended.rules),
        // Off in jsx-a11y's own configs: a button or an element of an interactive role without a name.
        // Native fields are left to portal/form-control-has-label, which sees a wrapping <label>.
        // The kit's fields are controls named by their `label` prop (`label=""` fails).
        'jsx-a11y/control-has-associated-label': [
          'error',
          {
            labelAttributes: ['label'],
            controlComponents: KIT_FIELDS,
            // `td` is a cell, not a control: jsx-a11y reads it as a grid cell and would ask a
            // loading placeholder's empty cell for a name.
            ignoreElements: [
              'audio',
              'canvas',
              'embed',
              'input',
              'select',
              'td',
              'textarea',
              'tr',
              'video',
            ],
            ignoreRoles: [
              'grid',
              'listbox',
              'menu',
              'menubar',
              'radiogroup',
              'row',
              'tablist',
              'toolbar',
              'tree',
              'treegrid',
            ],
          },
        ],
        'portal/form-control-has-label': 'error',
      },
    },
    ...linguiConfig({ testTooling }),
    // A remote is cut by page: a feature never imports another one (mf-account's README).
    ...(role === 'remote'
      ? [
          {
            files: ['src/features/**/*.{ts,tsx,mjs,js}'],
            rules: { 'portal/no-cross-feature-import': 'error' },
          },
          // Its floors: remote ← shared ← features ← routes ← flows/stories (issue 53).
          {
            files: ['src/**/*.{ts,tsx,mjs,js}'],
            rules: { 'portal/remote-layer-order': 'error' },
          },
        ]
      : []),
    {
      files: ['**/*.css.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...RESTRICTED_SYNTAX,
          ...UNSUPPORTED_CSS,
          // A remote's stylesheet is refused whatever it holds (an empty one too).
          ...(role === 'remote' ? [{ selector: 'Program', message: REMOTE_STYLES }] : []),
        ],
      },
    },
    {
      files: ['**/*.{mjs,cjs}', '*.config.*', 'e2e/**', 'bench/**', 'bin/**'],
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      files: testTooling ? ['**/*'] : ['**/*.test.{ts,tsx,mjs}', 'e2e/**'],
      languageOptions: { globals: { ...globals.jest, ...globals.node } },
    },
  );
}
