// Every message in Portuguese has its Spanish translation, in every workspace's catalog.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The `locales/` folders under `dir` that hold a Spanish catalog (an app's, a lazy page's own). */
function localeFolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const folder = path.join(dir, entry.name);
    if (entry.name === 'locales' && fs.existsSync(path.join(folder, 'es', 'messages.po'))) {
      return [folder];
    }
    return localeFolders(folder);
  });
}

/** Every catalog of the shell, the remotes and the packages, as its locales folder from the root. */
function catalogs(): string[] {
  const workspaces = ['shell', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))].concat(
    fs.readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`),
  );
  return workspaces.flatMap((dir) =>
    localeFolders(path.join(ROOT, dir, 'src')).map((folder) => path.relative(ROOT, folder)),
  );
}

/** msgid → msgstr of a .po file (single-line entries, as the Lingui po formatter writes them). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (const match of text.matchAll(pattern)) if (match[1]) entries.set(match[1], match[2] ?? '');
  return entries;
}

describe('translations', () => {
  const dirs = catalogs();

  it('finds the catalogs of the shell (its own and its versions page), and the five remotes', () => {
    expect(dirs).toEqual(
      expect.arrayContaining([
        'shell/src/locales',
        'shell/src/pages/versions/locales',
        'mf-auth/src/locales',
        'mf-account/src/locales',
        'mf-checkout/src/locales',
        'mf-billing/src/locales',
        'mf-backoffice/src/locales',
      ]),
    );
  });

  it.each(dirs)('%s: no es message is missing', (dir) => {
    const pt = readPo(path.join(ROOT, dir, 'pt-BR', 'messages.po'));
    const es = readPo(path.join(ROOT, dir, 'es', 'messages.po'));
    expect(pt.size).toBeGreaterThan(0);
    const missing = [...pt.keys()].filter((id) => !es.get(id));
    expect(missing).toEqual([]);
  });
});
