// A page holds one text per message and language (@portal/i18n merges every catalog into one
// Lingui catalog): a message two workspaces both translate, say the checkout and the rules, shows
// whichever catalog loaded last, so it must read the same in each, or its text would change
// with the order the page happened to load them in.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const WORKSPACES = [
  'shell',
  'packages',
  ...fs.readdirSync(ROOT).filter((n) => n.startsWith('mf-')),
];

/** The files under `dir` (relative to ROOT) named `messages.ts` in a `locales/<locale>/` folder. */
function catalogsUnder(dir) {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'storybook-static'].includes(entry.name) ||
        entry.name.startsWith('.')
        ? []
        : catalogsUnder(relative);
    }
    return entry.name === 'messages.ts' &&
      /\/src\/(.*\/)?locales\/[^/]+\/messages\.ts$/.test(relative)
      ? [relative]
      : [];
  });
}

/** Every compiled catalog (`<workspace>/src/**\/locales/<locale>/messages.ts`). */
const compiledCatalogs = () => WORKSPACES.flatMap(catalogsUnder);

/** A compiled catalog's messages (Lingui's `JSON.parse("…")` module). */
function messagesOf(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(text)?.[1];
  if (!literal) throw new Error(`${file} is not a compiled catalog`);
  return JSON.parse(JSON.parse(literal));
}

test('a message translated by several catalogs reads the same in each', () => {
  const files = compiledCatalogs();
  // The shell, a remote and a package at least: the search does reach them.
  expect(files).toEqual(
    expect.arrayContaining([
      'shell/src/locales/es/messages.ts',
      'mf-checkout/src/locales/es/messages.ts',
      'packages/rules/src/locales/es/messages.ts',
    ]),
  );
  const texts = new Map();
  for (const file of files) {
    const locale = path.basename(path.dirname(file));
    for (const [id, text] of Object.entries(messagesOf(file))) {
      const key = `${locale} ${id}`;
      if (!texts.has(key)) texts.set(key, new Map());
      texts.get(key).set(file, JSON.stringify(text));
    }
  }
  const differing = [...texts]
    .filter(([, byFile]) => new Set(byFile.values()).size > 1)
    .map(([key, byFile]) => `${key}: ${[...byFile].map(([f, t]) => `${f} ${t}`).join(' | ')}`);
  expect(differing).toEqual([]);
});
