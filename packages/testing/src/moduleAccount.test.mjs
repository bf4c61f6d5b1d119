// The bench's account of a page's JS by package (bench/module-account.mjs): which source each
// byte came from, what kind of code that is, and whether the visit ran it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accountModules,
  charactersBySource,
  groupOf,
  kindOf,
  ranFlags,
} from '../bench/module-account.mjs';

const APP_SOURCE = 'webpack://mf_auth/./src/features/login/LoginPage.tsx';
const RUNTIME_SOURCE =
  'webpack://mf_auth/../node_modules/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/dom.js';

// One line of "minified" code, its first 4 characters from APP_SOURCE, its last 4 from
// RUNTIME_SOURCE: segments [0, 0, 0, 0] ("AAAA") and [+4, +1, 0, 0] ("ICAA").
const CODE = 'a();b();';
const MAP = { version: 3, sources: [APP_SOURCE, RUNTIME_SOURCE], mappings: 'AAAA,ICAA' };
// The script ran, the function that is the last 4 characters did not.
const COVERAGE = [
  { ranges: [{ startOffset: 0, endOffset: 8, count: 1 }] },
  { ranges: [{ startOffset: 4, endOffset: 8, count: 0 }] },
];

describe('ranFlags', () => {
  test('a narrower block overrides the one it is in, whatever order the ranges come in', () => {
    const flags = ranFlags(8, [
      { ranges: [{ startOffset: 3, endOffset: 4, count: 2 }] },
      { ranges: [{ startOffset: 2, endOffset: 6, count: 0 }] },
      { ranges: [{ startOffset: 0, endOffset: 8, count: 1 }] },
    ]);
    expect([...flags]).toEqual([1, 1, 0, 1, 0, 0, 1, 1]);
  });
});

describe('charactersBySource', () => {
  test('gives each source its characters, and those that did not run when coverage is known', () => {
    const bySource = charactersBySource(CODE, MAP, ranFlags(CODE.length, COVERAGE));
    expect(bySource.get(APP_SOURCE)).toEqual({ characters: 4, notRun: 0 });
    expect(bySource.get(RUNTIME_SOURCE)).toEqual({ characters: 4, notRun: 4 });
  });

  test('counts nothing as not run without coverage', () => {
    expect(charactersBySource(CODE, MAP).get(RUNTIME_SOURCE)).toEqual({
      characters: 4,
      notRun: 0,
    });
  });
});

describe('groupOf and kindOf', () => {
  test.each([
    ['webpack://shell/./src/routing/access.ts', 'shell/src/routing', 'portal code'],
    [APP_SOURCE, 'mf_auth/src/features', 'portal code'],
    ['webpack://mf_auth/../packages/ui/src/Field/Field.tsx', '@portal/ui', 'portal code'],
    [RUNTIME_SOURCE, '@module-federation/sdk', 'federation runtime'],
    [
      'webpack://mf_auth/webpack/runtime/sharing',
      'webpack runtime: sharing, consumes, container',
      'federation runtime',
    ],
    [
      'webpack://mf_auth/webpack/runtime/jsonp chunk loading',
      'webpack runtime',
      'webpack runtime and glue',
    ],
    [
      'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
      'react-dom',
      'framework (React, React Router)',
    ],
    [
      'webpack://shell/../node_modules/.pnpm/valibot@1.5.0/node_modules/valibot/dist/index.mjs',
      'valibot',
      'other libraries',
    ],
  ])('%s is in %s, %s', (source, group, kind) => {
    expect(groupOf(source)).toBe(group);
    expect(kindOf(groupOf(source))).toBe(kind);
  });
});

describe('accountModules', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-account-'));
    fs.writeFileSync(path.join(dir, 'page.js'), CODE);
    fs.writeFileSync(path.join(dir, 'page.js.map'), JSON.stringify(MAP));
    fs.writeFileSync(path.join(dir, 'gate.js'), 'x();');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('shares each file’s transferred bytes among its sources, by group and by kind, with what did not run', () => {
    const account = accountModules([
      {
        name: 'mf_auth page.js',
        bytes: 80,
        codeFile: path.join(dir, 'page.js'),
        functions: COVERAGE,
      },
    ]);
    expect(account.total).toBe(80);
    expect(account.covered).toBe(true);
    expect(account.groups).toEqual([
      expect.objectContaining({ group: 'mf_auth/src/features', bytes: 40, notRunBytes: 0 }),
      expect.objectContaining({ group: '@module-federation/sdk', bytes: 40, notRunBytes: 40 }),
    ]);
    expect(account.kinds).toEqual([
      expect.objectContaining({ kind: 'portal code', bytes: 40, notRunBytes: 0, share: 0.5 }),
      expect.objectContaining({ kind: 'federation runtime', bytes: 40, notRunBytes: 40 }),
    ]);
  });

  test('counts a file without a map, or gone from dist, whole and under its name', () => {
    const account = accountModules([
      { name: 'shell gate.js', bytes: 30, codeFile: path.join(dir, 'gate.js') },
      { name: 'shell gone.js', bytes: 20, codeFile: path.join(dir, 'gone.js') },
    ]);
    expect(account.covered).toBe(false);
    expect(account.groups.map(({ group, bytes }) => [group, bytes])).toEqual([
      ['(no source map: shell gate.js)', 30],
      ['(gone from dist: shell gone.js)', 20],
    ]);
    expect(account.files.map((file) => file.mapped)).toEqual([false, false]);
  });
});
