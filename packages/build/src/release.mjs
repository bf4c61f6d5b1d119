// Releases (issue 30): every build says which build it is and what it was built against
// (`release.json`, @portal/contracts' ReleaseInfo); `portal publish` lays a remote's builds out
// side by side, the newest as the current one, so a runtime config can pin an earlier one by
// pointing the remote's manifest at `releases/<release>/mf-manifest.json` — a config change,
// never a rebuild.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { filesUnder } from './files.mjs';
import { loadServerModule, SERVER_DIR } from './prerender.mjs';

export const RELEASE_INFO = 'release.json';
/** A remote's `./routes` built for Node (webpack.mjs routesConfig), read to write its routes. */
export const ROUTES_ENTRY = 'routes.cjs';
/** The folder a release lives in, under the remote's origin and on disk under `releases/`. */
export const RELEASES_PATH = 'releases';
const RELEASES_INDEX = 'index.json';
/** The link to the current release's folder, beside the releases (a static host's root). */
export const CURRENT_LINK = 'current';
/** How many published builds a remote keeps (and serves): the current one and the one before. */
export const RELEASES_KEPT = 2;
/** Compressed copies (compress.mjs) are the same files in other encodings. */
const DERIVED = /\.(br|gz)$/;

/** A digest of what a build serves: the same files give the same build. */
export function buildDigest(distDir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(distDir)) {
    if (file === RELEASE_INFO || DERIVED.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The version of the `@portal/contracts` an app resolves (the one it was built against). */
function contractsVersion(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return readJson(require.resolve('@portal/contracts/package.json')).version;
}

/**
 * The contract versions a shell built against `version` loads: the same major, and below 1.0
 * the same minor (a caret range from the release line's first version).
 */
export function acceptedContracts(version) {
  const [major, minor] = version.split('.').map(Number);
  return major === 0 ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** A remote's routes as its `./routes` declares them, from its Node build; null without one. */
function declaredRoutes(dist) {
  const routesModule = loadServerModule(dist, ROUTES_ENTRY)?.default;
  return (
    routesModule?.routes.map(({ path: routePath, access, prerender }) => ({
      path: routePath,
      access,
      ...(prerender ? { prerender: true } : {}),
    })) ?? null
  );
}

/**
 * `portal build`, after the pages are prerendered: writes `release.json` into the app's build
 * (`dist`, beside its Node build), named as its manifest names the app.
 */
export function writeReleaseInfo(appDir, { dist = path.join(appDir, 'dist') } = {}) {
  const { version } = readJson(path.join(appDir, 'package.json'));
  const { name } = readJson(path.join(dist, 'mf-manifest.json'));
  const build = buildDigest(dist);
  const contracts = contractsVersion(appDir);
  const routes = declaredRoutes(dist);
  const info = {
    name,
    version,
    build,
    release: `${version}-${build}`,
    contracts,
    ...(routes ? { routes } : { acceptsContracts: acceptedContracts(contracts) }),
  };
  fs.writeFileSync(path.join(dist, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

/** Where a remote's releases say which is current and which are kept. */
export const releasesIndexFile = (releasesDir) => path.join(releasesDir, RELEASES_INDEX);

/** The published releases of a remote: the current one and those kept, newest last. */
export function readReleasesIndex(releasesDir) {
  const file = releasesIndexFile(releasesDir);
  if (!fs.existsSync(file)) return { current: null, releases: [] };
  return readJson(file);
}

/** Writes the index whole, then swaps it in: a server never reads half of one. */
function writeReleasesIndex(releasesDir, index) {
  const file = releasesIndexFile(releasesDir);
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, `${JSON.stringify(index, null, 2)}\n`);
  fs.renameSync(next, file);
}

/**
 * The `current` link beside the releases, swapped in whole: a static host (the nginx one,
 * edge.mjs) serves the current release through it, and sees a publish at its next request.
 */
function pointCurrentAt(releasesDir, release) {
  const link = path.join(releasesDir, CURRENT_LINK);
  const next = `${link}.${process.pid}.tmp`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(release, next);
  fs.renameSync(next, link);
}

/** Where release `name` of a remote is on disk (its `dist/`, and its Node build beside it). */
export const releaseDist = (releasesDir, name) => path.join(releasesDir, name, 'dist');

/** A manifest address that pins a release: `…/releases/<release>/mf-manifest.json`. */
const PINNED = /\/releases\/([^/]+)\/mf-manifest\.json$/;

/** The releases of remote `name` that runtime config `config` pins it to (ADR 007). */
export function releasesPinnedBy(config, name) {
  return (config?.remotes ?? [])
    .filter((remote) => remote.name === name)
    .map((remote) => PINNED.exec(remote.manifest)?.[1])
    .filter(Boolean);
}

/**
 * `portal publish`: copies the app's build (`dist/` and its Node build) to
 * `<releasesDir>/<release>/` and makes it the current release; the releases before it beyond
 * `RELEASES_KEPT` are removed, except one the live runtime config (`options.config`) pins the
 * remote to: a rollback stays up through later publishes. Publishing the same build again only
 * makes it current.
 */
export function publishRelease(
  appDir,
  releasesDir = path.join(appDir, RELEASES_PATH),
  dist = path.join(appDir, 'dist'),
  { config } = {},
) {
  const infoFile = path.join(dist, RELEASE_INFO);
  if (!fs.existsSync(infoFile)) throw new Error(`${appDir} has no build: run its build first`);
  const info = readJson(infoFile);
  fs.mkdirSync(releasesDir, { recursive: true });
  const target = path.join(releasesDir, info.release);
  if (!fs.existsSync(target)) {
    // Copied aside, then renamed in: a release folder is whole or absent.
    const partial = `${target}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(dist, path.join(partial, 'dist'), { recursive: true });
    const server = path.join(path.dirname(dist), SERVER_DIR);
    if (fs.existsSync(server)) {
      fs.cpSync(server, path.join(partial, SERVER_DIR), { recursive: true });
    }
    fs.renameSync(partial, target);
  }
  const before = readReleasesIndex(releasesDir).releases.filter((name) => name !== info.release);
  const all = [...before, info.release];
  const newest = all.slice(-RELEASES_KEPT);
  const pinned = releasesPinnedBy(config, info.name);
  const releases = all.filter((name) => newest.includes(name) || pinned.includes(name));
  writeReleasesIndex(releasesDir, { current: info.release, releases });
  pointCurrentAt(releasesDir, info.release);
  for (const name of before) {
    if (!releases.includes(name)) {
      fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
    }
  }
  return { ...info, releases };
}
