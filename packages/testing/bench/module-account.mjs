// Which modules a page's first load is made of: each JS file's minified bytes attributed to
// the sources its source map names (decoded here: no source-map package is a dependency of this
// workspace package), scaled to the gzip bytes the file transferred, grouped by package, and
// split by whether the page ran them (V8's block coverage of the visit).
import fs from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one mapping segment (base64 VLQ: 5 bits a digit, sign in the lowest bit). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    const magnitude = Math.floor(value / 2);
    values.push(value % 2 ? -magnitude : magnitude);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Which characters of a script ran, from V8's block coverage of it (`functions`, as the
 * DevTools protocol and Playwright's JS coverage give them: ranges of character offsets with a
 * count): 1 ran, 0 did not. A block nested in another is more precise, so ranges are laid from
 * the widest to the narrowest and a narrower one overrides.
 */
export function ranFlags(length, functions) {
  const flags = new Uint8Array(length);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) {
    flags.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length));
  }
  return flags;
}

/**
 * How many characters (UTF-16 code units, the columns of a source map) of `code` each source of
 * `map` generated, and how many of them did not run when `ran` (ranFlags) is given; what no
 * mapping covers (and the line breaks) counts as the source null.
 * @returns {Map<string | null, { characters: number, notRun: number }>}
 */
export function charactersBySource(code, map, ran = null) {
  const lines = code.split('\n');
  const bySource = new Map();
  const add = (source, from, to) => {
    if (to <= from) return;
    const entry = bySource.get(source) ?? { characters: 0, notRun: 0 };
    entry.characters += to - from;
    if (ran) for (let at = from; at < to; at += 1) entry.notRun += ran[at] ? 0 : 1;
    bySource.set(source, entry);
  };
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
  let lineStart = 0;
  for (const [index, line] of lines.entries()) {
    const segments = [];
    let column = 0;
    for (const text of (mappedLines[index] ?? '').split(',')) {
      if (!text) continue;
      const values = decodeSegment(text);
      column += values[0];
      // A one-field segment maps a column to nothing; else the source index is relative.
      if (values.length >= 4) sourceIndex += values[1];
      segments.push({ column, source: values.length >= 4 ? map.sources[sourceIndex] : null });
    }
    const lineEnd = lineStart + line.length;
    add(null, lineStart, lineStart + (segments[0]?.column ?? line.length));
    // The line break belongs to no source.
    if (index < lines.length - 1) add(null, lineEnd, lineEnd + 1);
    for (const [position, segment] of segments.entries()) {
      const next = segments[position + 1]?.column ?? line.length;
      add(segment.source, lineStart + segment.column, lineStart + Math.min(next, line.length));
    }
    lineStart = lineEnd + 1;
  }
  return bySource;
}

const FEDERATION_ENTRY = 'federation entry (generated)';
const WEBPACK_FEDERATION = 'webpack runtime: sharing, consumes, container';
const WEBPACK_RUNTIME = 'webpack runtime';
const UNMAPPED = '(unmapped: webpack glue, comments)';

/** The parts of webpack's runtime that only federation adds (webpack://<app>/webpack/…). */
const FEDERATION_RUNTIME_MODULES =
  /^webpack\/(container-entry|runtime\/(sharing|consumes|remotes loading|federation runtime|embed\/federation))/;

/**
 * The group a source path belongs to: an npm package (`react-dom`, `@lingui/core`), a
 * workspace package (`@portal/ui`), a folder of an app's own code (`shell/src/routing`,
 * `mf_auth/src/features`: the app is the source's webpack namespace), the part of the webpack
 * runtime that federation adds, the rest of the webpack runtime, or the path itself.
 */
export function groupOf(source) {
  const app = /^webpack:\/\/([^/]+)\//.exec(source)?.[1] ?? 'shell';
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/[?#].*$/, '');
  const installed = file.lastIndexOf('node_modules/');
  if (installed >= 0) {
    const [first, second] = file.slice(installed + 'node_modules/'.length).split('/');
    if (first === '.federation') return FEDERATION_ENTRY;
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /^(?:\.\.\/)+packages\/([^/]+)\//.exec(file);
  if (workspace) return `@portal/${workspace[1]}`;
  const own = /^\.\/src\/([^/]+)/.exec(file);
  if (own) return `${app}/src/${own[1]}`;
  if (FEDERATION_RUNTIME_MODULES.test(file)) return WEBPACK_FEDERATION;
  if (file.startsWith('webpack/')) return WEBPACK_RUNTIME;
  return file;
}

/** What the plain single-page peer has too, whatever its size there. */
const FRAMEWORK = new Set(['react', 'react-dom', 'scheduler', 'react-router']);

/**
 * The kind of a group (groupOf): the framework the design card names (React, React Router),
 * the federation runtime (Module Federation's packages and what federation adds to webpack's
 * runtime), the rest of webpack's runtime and glue, the portal's own code (its apps and
 * workspace packages), or another library.
 */
export function kindOf(group) {
  if (FRAMEWORK.has(group)) return 'framework (React, React Router)';
  if (
    group.startsWith('@module-federation/') ||
    group === FEDERATION_ENTRY ||
    group === WEBPACK_FEDERATION
  )
    return 'federation runtime';
  if (group === WEBPACK_RUNTIME || group === UNMAPPED) return 'webpack runtime and glue';
  if (group.startsWith('@portal/') || /^[\w-]+\/src\//.test(group) || group.startsWith('('))
    return 'portal code';
  return 'other libraries';
}

/**
 * The gzip bytes of `files` by group of sources, the largest group first, and by kind. Each
 * file is { name, bytes, codeFile, functions? }: `bytes` as transferred, `codeFile` the built
 * file in an app's dist/ (its `.map` beside it), `functions` V8's block coverage of the visit
 * (then each group also counts the bytes that did not run). A file without its map counts
 * whole as "(no source map: …)", one gone from dist/ since it was fetched (a rebuild meanwhile)
 * as "(gone from dist: …)"; neither is split by coverage.
 */
export function accountModules(files) {
  const groups = new Map();
  const add = (group, gzip, minified, notRun) => {
    const entry = groups.get(group) ?? {
      group,
      kind: kindOf(group),
      bytes: 0,
      notRunBytes: 0,
      minifiedBytes: 0,
    };
    entry.bytes += gzip;
    entry.notRunBytes += notRun;
    // Null: not known (the file is gone).
    entry.minifiedBytes = minified === null ? null : (entry.minifiedBytes ?? 0) + minified;
    groups.set(group, entry);
  };
  const accounted = [];
  for (const file of files) {
    let code;
    let map;
    try {
      code = fs.readFileSync(file.codeFile, 'utf8');
      map = JSON.parse(fs.readFileSync(`${file.codeFile}.map`, 'utf8'));
    } catch {
      // Without the file, its size is unknown too: the gzip bytes only.
      const minified = code === undefined ? null : Buffer.byteLength(code);
      add(
        code === undefined ? `(gone from dist: ${file.name})` : `(no source map: ${file.name})`,
        file.bytes,
        minified,
        0,
      );
      accounted.push({
        file: file.name,
        bytes: file.bytes,
        minifiedBytes: minified,
        mapped: false,
      });
      continue;
    }
    const minified = Buffer.byteLength(code);
    // Bytes a character, so a file's shares add up to its minified and its gzip bytes.
    const perCharacter = { gzip: file.bytes / code.length, minified: minified / code.length };
    const ran = file.functions ? ranFlags(code.length, file.functions) : null;
    for (const [source, { characters, notRun }] of charactersBySource(code, map, ran)) {
      add(
        source === null ? UNMAPPED : groupOf(source),
        characters * perCharacter.gzip,
        characters * perCharacter.minified,
        notRun * perCharacter.gzip,
      );
    }
    accounted.push({ file: file.name, bytes: file.bytes, minifiedBytes: minified, mapped: true });
  }
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const kinds = new Map();
  for (const group of groups.values()) {
    const kind = kinds.get(group.kind) ?? { kind: group.kind, bytes: 0, notRunBytes: 0 };
    kind.bytes += group.bytes;
    kind.notRunBytes += group.notRunBytes;
    kinds.set(group.kind, kind);
  }
  const byBytes = (a, b) => b.bytes - a.bytes;
  const withShare = (entry) => ({ ...entry, share: total ? entry.bytes / total : null });
  return {
    total,
    covered: files.length > 0 && files.every((file) => Boolean(file.functions)),
    files: accounted,
    groups: [...groups.values()].sort(byBytes).map(withShare),
    kinds: [...kinds.values()].sort(byBytes).map(withShare),
  };
}
