// One way to make a remote (issue 53): every remote has the files of the template, mf-account
// (the table "Files of a remote" in mf-account/README.md), each for the same job. A remote that
// lacks one wires that job by hand somewhere else, and the copies drift apart again.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['mf-account', 'mf-billing', 'mf-backoffice', 'mf-checkout', 'mf-auth'];

/** `mf-backoffice` → `Backoffice`: the word a remote's own helpers are named with. */
const wordOf = (remote) => remote.replace(/^mf-/, '').replace(/^./, (c) => c.toUpperCase());

/** The files of the template, for a remote (`<x>` is its word, `<X>` capitalised). */
function templateFiles(remote) {
  const word = wordOf(remote);
  return [
    'README.md',
    'package.json',
    'jest.config.mjs',
    'eslint.config.mjs',
    'lingui.config.ts',
    'webpack.config.mjs',
    'tsconfig.json',
    'src/index.ts',
    'src/bootstrap.tsx',
    'src/remote.ts',
    'src/titles.ts',
    'src/routes.tsx',
    'src/routes.test.tsx',
    'src/test-setup.ts',
    'src/stories.test.tsx',
    `src/testing/${word.toLowerCase()}Story.tsx`,
    `src/flows/render${word}.tsx`,
    'src/features',
  ];
}

/** The template's files that `remote` lacks. */
function missingFiles(remote, root = ROOT) {
  return templateFiles(remote).filter((file) => !fs.existsSync(path.join(root, remote, file)));
}

/** The source files under `dir` (stories and tests aside: they arrange calls, they make none). */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** An import of the portal's calls (`api`, `uploadFiles`) from `@portal/api`, one or many lines. */
const CALLS_IMPORT =
  /import\s*\{[^}]*\b(api|uploadFiles)\b(?!\s*as)[^}]*\}\s*from\s*'@portal\/api'/;

/** The files of `remote`'s `src/` that call the server themselves, outside an `api/` folder. */
function callsOutsideApi(remote, root = ROOT) {
  const src = path.join(root, remote, 'src');
  return sourceFiles(src).filter(
    (file) =>
      !file.split(path.sep).includes('api') &&
      CALLS_IMPORT.test(fs.readFileSync(path.join(src, file), 'utf8')),
  );
}

describe('every remote has the files of the template (mf-account)', () => {
  it.each(REMOTES)('%s', (remote) => {
    expect(missingFiles(remote)).toEqual([]);
  });

  it.each(REMOTES)(
    '%s is made by one createRemote call, its pages added by remote.define',
    (remote) => {
      const read = (file) => fs.readFileSync(path.join(ROOT, remote, 'src', file), 'utf8');
      expect(read('remote.ts').match(/\bcreateRemote\(/g)).toHaveLength(1);
      expect(read('routes.tsx')).toMatch(/export default remote\.define\(/);
    },
  );

  it('lists a file a remote lacks', () => {
    const root = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.remote-template-'));
    try {
      for (const file of templateFiles('mf-demo')) {
        const at = path.join(root, 'mf-demo', file);
        fs.mkdirSync(path.dirname(at), { recursive: true });
        if (file !== 'src/remote.ts' && file !== 'src/features') fs.writeFileSync(at, '');
      }
      expect(missingFiles('mf-demo', root)).toEqual(['src/remote.ts', 'src/features']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('describes each of those files in mf-account/README.md', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'mf-account', 'README.md'), 'utf8');
    const generic = (file) =>
      file.replace('accountStory', '<x>Story').replace('renderAccount', 'render<X>');
    for (const file of templateFiles('mf-account'))
      expect(readme).toContain(`\`${generic(file)}\``);
  });
});

describe("every server call of a remote goes through a feature's api/ folder", () => {
  it.each(REMOTES)('%s', (remote) => {
    expect(callsOutsideApi(remote)).toEqual([]);
  });

  it('lists a page that calls the server itself', () => {
    const root = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.remote-template-'));
    const write = (file, text) => {
      const at = path.join(root, 'mf-demo', 'src', file);
      fs.mkdirSync(path.dirname(at), { recursive: true });
      fs.writeFileSync(at, text);
    };
    try {
      write(
        'features/login/LoginPage.tsx',
        "import {\n  api,\n  notifyFailure,\n} from '@portal/api';\n",
      );
      write('features/login/api/login.ts', "import { api } from '@portal/api';\n");
      write(
        'features/sso/SsoPage.tsx',
        "import { notifyFailure, preloadApi } from '@portal/api';\n",
      );
      write('features/sso/SsoPage.test.tsx', "import { api } from '@portal/api';\n");
      expect(callsOutsideApi('mf-demo', root)).toEqual([
        path.join('features', 'login', 'LoginPage.tsx'),
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
