// A second release of a built remote without a second webpack build (the edge's tests): the
// build copied with one text changed, as a redeploy that changes a text would ship it — its
// prerendered pages under new hashed names (their index names them), the catalogs that hold the
// text changed, and a release.json of its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildDigest, RELEASE_INFO } from '@portal/build/release';
import { filesUnder } from '@portal/build/files';

const HASHED_PAGE = /\.([0-9a-f]{8})\.html$/;
const COPIES = ['.br', '.gz'];

/**
 * Copies `dist` to `into` with `from` replaced by `to` in every file that holds it, and returns
 * the new release's info. A hashed page gets a new name (a file's name is its content's); the
 * files naming it are changed too. The changed files lose their compressed copies (a host sends
 * them plain). Source maps are left out.
 */
export function releaseVariant({ dist, into, from, to }) {
  fs.rmSync(into, { recursive: true, force: true });
  fs.cpSync(dist, into, { recursive: true, filter: (file) => !file.endsWith('.map') });
  const changed = new Set();
  const renamed = new Map();
  const files = filesUnder(into).filter((file) => !/\.(br|gz)$/.test(file));
  for (const file of files) {
    const full = path.join(into, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) continue;
    const next = text.split(from).join(to);
    const hash = HASHED_PAGE.exec(file);
    if (hash) {
      const digest = crypto.createHash('sha256').update(next).digest('hex').slice(0, 8);
      const name = file.replace(HASHED_PAGE, `.${digest}.html`);
      fs.rmSync(full);
      fs.writeFileSync(path.join(into, name), next);
      renamed.set(path.basename(file), path.basename(name));
    } else {
      fs.writeFileSync(full, next);
      changed.add(file);
    }
  }
  if (changed.size === 0 && renamed.size === 0)
    throw new Error(`"${from}" is in no file of ${dist}`);
  for (const file of files.filter((name) => !renamed.has(path.basename(name)))) {
    const full = path.join(into, file);
    if (!fs.existsSync(full) || !/\.(json|js|html)$/.test(file)) continue;
    let text = fs.readFileSync(full, 'utf8');
    const before = text;
    for (const [old, name] of renamed) text = text.split(old).join(name);
    if (text !== before) {
      fs.writeFileSync(full, text);
      changed.add(file);
    }
  }
  for (const file of changed) {
    for (const copy of COPIES) fs.rmSync(path.join(into, `${file}${copy}`), { force: true });
  }
  const info = JSON.parse(fs.readFileSync(path.join(into, RELEASE_INFO), 'utf8'));
  const build = buildDigest(into);
  const release = { ...info, build, release: `${info.version}-${build}` };
  fs.writeFileSync(path.join(into, RELEASE_INFO), `${JSON.stringify(release, null, 2)}\n`);
  for (const copy of COPIES) fs.rmSync(path.join(into, `${RELEASE_INFO}${copy}`), { force: true });
  return release;
}
