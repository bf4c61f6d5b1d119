// Every message in Portuguese has its Spanish translation, in every workspace's catalog.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

function catalogs(): string[] {
  const workspaces = ['shell', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))].concat(
    fs.readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`),
  );
  return workspaces.filter((dir) =>
    fs.existsSync(path.join(ROOT, dir, 'src', 'locales', 'es', 'messages.po')),
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

  it('finds the catalogs of the shell and the five remotes', () => {
    expect(dirs).toEqual(
      expect.arrayContaining([
        'shell',
        'mf-auth',
        'mf-account',
        'mf-checkout',
        'mf-billing',
        'mf-backoffice',
      ]),
    );
  });

  it.each(dirs)('%s: no es message is missing', (dir) => {
    const pt = readPo(path.join(ROOT, dir, 'src', 'locales', 'pt-BR', 'messages.po'));
    const es = readPo(path.join(ROOT, dir, 'src', 'locales', 'es', 'messages.po'));
    expect(pt.size).toBeGreaterThan(0);
    const missing = [...pt.keys()].filter((id) => !es.get(id));
    expect(missing).toEqual([]);
  });
});
