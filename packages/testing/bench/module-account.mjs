// Which modules the shell's first load is made of: each JS file's minified bytes attributed to
// the sources its source map names (decoded here: no source-map package is a dependency of this
// workspace package), scaled to the gzip bytes the file transferred, and grouped by package.
import fs from 'node:fs';
import path from 'node:path';

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
 * How many characters (UTF-16 code units, the columns of a source map) of `code` each source of
 * `map` generated; what no mapping covers (and the line breaks) counts as null.
 */
export function charactersBySource(code, map) {
  const lines = code.split('\n');
  const bySource = new Map();
  const add = (source, count) => {
    if (count > 0) bySource.set(source, (bySource.get(source) ?? 0) + count);
  };
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
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
    add(null, (segments[0]?.column ?? line.length) + (index < lines.length - 1 ? 1 : 0));
    for (const [position, segment] of segments.entries()) {
      const next = segments[position + 1]?.column ?? line.length;
      add(segment.source, Math.min(next, line.length) - segment.column);
    }
  }
  return bySource;
}

/**
 * The group a source path belongs to: an npm package (`react-dom`, `@lingui/core`), a
 * workspace package (`@portal/ui`), a folder of the shell's own code (`shell/src/routing`), the
 * webpack runtime, or the path itself.
 */
export function groupOf(source) {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/[?#].*$/, '');
  const installed = file.lastIndexOf('node_modules/');
  if (installed >= 0) {
    const [first, second] = file.slice(installed + 'node_modules/'.length).split('/');
    if (first === '.federation') return 'federation entry (generated)';
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /^(?:\.\.\/)+packages\/([^/]+)\//.exec(file);
  if (workspace) return `@portal/${workspace[1]}`;
  const own = /^\.\/src\/([^/]+)/.exec(file);
  if (own) return `shell/src/${own[1]}`;
  if (file.startsWith('webpack/')) return 'webpack runtime';
  return file;
}

/**
 * The gzip bytes of `files` ({ path, bytes }: the JS one page fetched from the shell's origin,
 * `bytes` as transferred) by group of sources, from `distDir`'s files and their `.map`s, the
 * largest group first. `basePath` is the shell's path prefix (/minha-conta/). A file without
 * its map counts whole as "(no source map: …)", one gone from dist/ since it was fetched (a
 * rebuild meanwhile) as "(gone from dist: …)".
 */
export function accountModules(files, { distDir, basePath }) {
  const groups = new Map();
  const add = (group, gzip, minified) => {
    const entry = groups.get(group) ?? { group, bytes: 0, minifiedBytes: 0 };
    entry.bytes += gzip;
    // Null: not known (the file is gone).
    entry.minifiedBytes = minified === null ? null : (entry.minifiedBytes ?? 0) + minified;
    groups.set(group, entry);
  };
  const accounted = [];
  for (const file of files) {
    const name = file.path.startsWith(basePath) ? file.path.slice(basePath.length) : file.path;
    const codeFile = path.join(distDir, name);
    let code;
    let map;
    try {
      code = fs.readFileSync(codeFile, 'utf8');
      map = JSON.parse(fs.readFileSync(`${codeFile}.map`, 'utf8'));
    } catch {
      // Without the file, its size is unknown too: the gzip bytes only.
      const minified = code === undefined ? null : Buffer.byteLength(code);
      add(
        code === undefined ? `(gone from dist: ${name})` : `(no source map: ${name})`,
        file.bytes,
        minified,
      );
      accounted.push({ file: name, bytes: file.bytes, minifiedBytes: minified, mapped: false });
      continue;
    }
    const minified = Buffer.byteLength(code);
    // Bytes a character, so a file's shares add up to its minified and its gzip bytes.
    const perCharacter = { gzip: file.bytes / code.length, minified: minified / code.length };
    for (const [source, characters] of charactersBySource(code, map)) {
      add(
        source === null ? '(unmapped: webpack glue, comments)' : groupOf(source),
        characters * perCharacter.gzip,
        characters * perCharacter.minified,
      );
    }
    accounted.push({ file: name, bytes: file.bytes, minifiedBytes: minified, mapped: true });
  }
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return {
    total,
    files: accounted,
    groups: [...groups.values()]
      .sort((a, b) => b.bytes - a.bytes)
      .map((entry) => ({ ...entry, share: total ? entry.bytes / total : null })),
  };
}
