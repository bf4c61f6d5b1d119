// The one ESLint flat config. It encodes the import direction of the portal: remotes import
// only packages, packages never import a remote or the shell, the shell reaches remotes only
// through the federation runtime, and nobody climbs into another workspace by a relative path.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
 * @param {{ role: 'shell' | 'remote' | 'package' | 'router', node?: boolean, testTooling?: boolean }} options
 *   testTooling: the package is test tooling, so Jest's globals are known everywhere in it.
 */
export function portalEslintConfig({ role, node = false, testTooling = false }) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-server/**',
        'coverage/**',
        '.e2e-tmp/**',
        'src/locales/*/messages.ts',
        'storybook-static/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,mjs,js,cjs}'],
      plugins: { 'import-x': importX, 'react-hooks': reactHooks },
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.browser, ...(node ? globals.node : {}) },
      },
      rules: {
        'no-restricted-imports': ['error', { patterns: restrictedFor(role) }],
        'import-x/no-relative-packages': 'error',
        'import-x/no-cycle': 'off',
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        'no-restricted-syntax': [
          'error',
          {
            selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
            message: 'dangerouslySetInnerHTML is forbidden: render text, never HTML strings.',
          },
          {
            selector: "Property[key.name='dangerouslySetInnerHTML']",
            message: 'dangerouslySetInnerHTML is forbidden: render text, never HTML strings.',
          },
        ],
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
