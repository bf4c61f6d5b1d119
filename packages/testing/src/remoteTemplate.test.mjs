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

describe('every remote has the files of the template (mf-account)', () => {
  it.each(REMOTES)('%s', (remote) => {
    expect(missingFiles(remote)).toEqual([]);
  });

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
