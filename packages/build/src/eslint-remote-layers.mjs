// `portal/remote-layer-order`: inside a remote, imports run down its floors, never back up.
//
// A remote's floors, bottom first (mf-account's README):
//   remote   src/remote.ts (createRemote: name, catalogs, cache), src/titles.ts
//   shared   src/shared/…: what two features of the remote need
//   features src/features/<feature>/…: a page, its api/ and components/
//   routes   src/routes.tsx (the exposed module: the pages), src/bootstrap.tsx, src/index.ts and
//            what else sits at the top of src/ beside them (mf-auth's prerender)
//   flows    src/flows/…, src/testing/…, the test set-up, every test and story
// A file may import its own floor or one below. An arrow back up (the remote importing a page,
// shared code importing a feature or a story helper, a page importing the routes) ties the lower
// floor to what is built on it: a story would load every page, a page could not load alone.
// Only imports written relative to the file are read: a package names no floor of this remote.
import path from 'node:path';
import { onEveryImport } from './eslint-imports.mjs';

export const FLOORS = ['remote', 'shared', 'features', 'routes', 'flows'];

const IN_SRC = /(?:^|\/)src\/(.+)$/;

/** The floor of a file from its path inside the remote's `src/`, or undefined outside `src/`. */
export function floorOf(srcPath) {
  const parts = srcPath.split('/');
  const base = parts[parts.length - 1];
  if (/\.(test|stories)\.[cm]?[jt]sx?$/.test(base) || /^test-setup\./.test(base)) return 'flows';
  if (parts[0] === 'flows' || parts[0] === 'testing') return 'flows';
  if (parts[0] === 'features') return 'features';
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] === 'locales') return 'remote';
  if (parts.length === 1 && /^(remote|titles)(\.[cm]?[jt]sx?)?$/.test(base)) return 'remote';
  return 'routes';
}

/** Where `filename` sits inside its remote's `src/` (`features/users/UsersPage.tsx`), if it does. */
function inSrc(filename) {
  return IN_SRC.exec(filename.split(path.sep).join('/'))?.[1];
}

export const remoteLayerOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a remote, imports run down its floors, never back up.' },
    schema: [],
    messages: {
      backUp:
        "'{{file}}' ({{from}}) imports '{{target}}' ({{to}}): inside a remote imports run down " +
        '(remote ← shared ← features ← routes ← flows/stories), never back up; move what both ' +
        'need down to {{from}} or below.',
    },
  },
  create(context) {
    const filename = context.filename;
    const file = inSrc(filename);
    if (!file) return {};
    const from = floorOf(file);
    const srcRoot = filename.split(path.sep).join('/').slice(0, -file.length);
    return onEveryImport((source) => {
      if (!source.value.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source.value).split(path.sep).join('/');
      // Outside this remote's src/ (its package.json, say): no floor.
      if (!resolved.startsWith(srcRoot)) return;
      const target = resolved.slice(srcRoot.length);
      const to = floorOf(target);
      if (FLOORS.indexOf(to) > FLOORS.indexOf(from))
        context.report({ node: source, messageId: 'backUp', data: { file, from, target, to } });
    });
  },
};
