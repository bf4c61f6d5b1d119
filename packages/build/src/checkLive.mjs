// The compatibility gate (issue 30): before a remote's build goes live, `portal check-live`
// holds it against the shell that is live — its runtime config, its manifest (the singletons it
// provides) and its release file (the contract versions it loads) — and names every problem
// that would break the composed portal. Silent when there is none.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { PRERENDER_INDEX } from './prerender.mjs';
import { matchesRoute } from './routeHints.mjs';
import { RELEASE_INFO } from './release.mjs';

/** @portal/contracts' LOCALES and @portal/config's PRERENDER_VARIANTS (TypeScript). */
export const LOCALES = ['pt-BR', 'es'];
export const PRERENDER_VARIANTS = ['self-sign-up', 'no-self-sign-up'];
const MANIFEST = 'mf-manifest.json';
const EXPOSED_ROUTES = './routes';

const segments = (pattern) => (pattern === '' ? [] : pattern.split('/'));
/** A pattern without its optional parts (where a route with them is prerendered). */
const required = (pattern) => segments(pattern).filter((part) => !part.endsWith('?'));

/** Routes a pattern matches, fullest and barest: optional parts in, then out; params filled. */
function samples(pattern) {
  const fill = (part) => (part.startsWith(':') || part === '*' ? 'x1' : part.replace(/\?$/, ''));
  return [segments(pattern).map(fill).join('/'), required(pattern).map(fill).join('/')];
}

/** Whether two route patterns can match the same address. */
export function patternsCollide(a, b) {
  return (
    samples(a).some((route) => matchesRoute(b, route)) ||
    samples(b).some((route) => matchesRoute(a, route))
  );
}

const remoteLabel = (release) => `${release.name} ${release.release}`;

/**
 * Every reason the candidate would not work with the live shell, as sentences; none when it
 * would.
 * @param {object} input
 * @param {object} input.config     the live runtime config
 * @param {{ manifest: object, release: object }} input.shell  the live shell's published files
 * @param {{ manifest: object, release: object, prerender: object | null, hasFile: (file: string) => boolean }} input.candidate
 */
export function checkCandidate({ config, shell, candidate }) {
  const problems = [];
  const { release, manifest } = candidate;
  const name = release.name;
  const label = remoteLabel(release);

  const exposesRoutes = (manifest.exposes ?? []).some(
    ({ path: exposed }) => exposed === EXPOSED_ROUTES,
  );
  if (!exposesRoutes) problems.push(`${label} does not expose ${EXPOSED_ROUTES}`);

  const accepts = shell.release?.acceptsContracts;
  if (!accepts) {
    problems.push('the live shell does not say which @portal/contracts versions it loads');
  } else if (!semver.satisfies(release.contracts, accepts)) {
    problems.push(
      `${label} was built against @portal/contracts ${release.contracts}; the live shell ${shell.release.version} loads ${accepts}`,
    );
  }

  const provided = new Map((shell.manifest.shared ?? []).map((shared) => [shared.name, shared]));
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton) continue;
    const range = shared.requiredVersion;
    const live = provided.get(shared.name);
    const wanted = typeof range === 'string' ? `${shared.name} ${range}` : shared.name;
    if (!live) {
      problems.push(
        `${label} requires the singleton ${wanted}, which the live shell does not provide`,
      );
    } else if (typeof range === 'string' && !semver.satisfies(live.version, range)) {
      problems.push(`${label} requires ${wanted}; the live shell provides ${live.version}`);
    }
  }

  const remote = (config.remotes ?? []).find((each) => each.name === name);
  const declared = (release.routes ?? []).map((route) => route.path);
  if (!remote) {
    problems.push(`the live runtime config has no remote named ${name}`);
  } else {
    for (const pattern of remote.routes) {
      if (!declared.includes(pattern)) {
        problems.push(
          `the live config sends "${pattern}" to ${name}, but ${label} has no such route`,
        );
      }
    }
  }
  for (const other of config.remotes ?? []) {
    if (other.name === name) continue;
    for (const pattern of declared) {
      const clash = other.routes.find((theirs) => patternsCollide(pattern, theirs));
      if (clash !== undefined) {
        problems.push(`${label}'s route "${pattern}" collides with ${other.name}'s "${clash}"`);
      }
    }
  }

  const pages = candidate.prerender?.pages ?? {};
  for (const route of (release.routes ?? []).filter((each) => each.prerender)) {
    // A route with optional parameters is prerendered at its bare path (without them).
    if (!pages[route.path] && !pages[required(route.path).join('/')]) {
      problems.push(`${label} prerenders "${route.path}" but lists no page for it`);
    }
  }
  for (const [route, byVariant] of Object.entries(pages)) {
    for (const variant of PRERENDER_VARIANTS) {
      for (const locale of LOCALES) {
        const file = byVariant?.[variant]?.[locale];
        if (!file) {
          problems.push(`${label}'s prerendered "${route}" has no ${variant} page in ${locale}`);
        } else if (!candidate.hasFile(file)) {
          problems.push(
            `${label}'s prerendered "${route}" (${variant}, ${locale}) names ${file}, which is not in the build`,
          );
        }
      }
    }
  }
  return problems;
}

/** A JSON document from a URL or a file; failing, says which. */
export async function readJson(where, fetchImpl) {
  try {
    if (isUrl(where)) {
      const response = await fetchImpl(where, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return await response.json();
    }
    return JSON.parse(fs.readFileSync(where, 'utf8'));
  } catch (error) {
    throw new Error(`could not read ${where}: ${error.cause?.message ?? error.message}`, {
      cause: error,
    });
  }
}

const isUrl = (where) => /^https?:\/\//.test(where);
const beside = (where, file) =>
  isUrl(where)
    ? new URL(file, where.endsWith('/') ? where : `${where}/`).href
    : path.join(where, file);

/** A remote's build folder, as the gate reads it. */
export function readCandidate(distDir) {
  const file = (name) => path.join(distDir, name);
  for (const required of [MANIFEST, RELEASE_INFO]) {
    if (!fs.existsSync(file(required))) {
      throw new Error(`${distDir} has no ${required}: build the remote first`);
    }
  }
  const json = (name) => JSON.parse(fs.readFileSync(file(name), 'utf8'));
  return {
    manifest: json(MANIFEST),
    release: json(RELEASE_INFO),
    prerender: fs.existsSync(file(PRERENDER_INDEX)) ? json(PRERENDER_INDEX) : null,
    hasFile: (name) => fs.existsSync(path.resolve(distDir, name)),
  };
}

/**
 * `portal check-live`: the candidate in `distDir` against the live shell. `configFrom` is the
 * runtime config (a file or the shell's `runtime-config.json` address); `shellFrom` the folder
 * or address of the live shell's own files (its manifest and release file), by default beside
 * a config address, else the shell's build.
 * @returns {Promise<string[]>} the problems; none when the candidate may go live
 */
export async function checkLive({ distDir, configFrom, shellFrom, fetchImpl = fetch }) {
  const config = await readJson(configFrom, fetchImpl);
  const shellBase = shellFrom ?? (isUrl(configFrom) ? new URL('.', configFrom).href : null);
  if (!shellBase) throw new Error('say where the live shell is: --shell <folder or address>');
  const [manifest, release] = await Promise.all([
    readJson(beside(shellBase, MANIFEST), fetchImpl),
    readJson(beside(shellBase, RELEASE_INFO), fetchImpl),
  ]);
  return checkCandidate({
    config,
    shell: { manifest, release },
    candidate: readCandidate(distDir),
  });
}
