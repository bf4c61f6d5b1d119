// Compressed copies of a build's files, made once at build time (gzip and Brotli at their
// highest levels, which would be too slow per request), served by `Accept-Encoding`
// (`@portal/build/serve`). A copy older than its file is ignored.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder } from './files.mjs';

/** What is worth compressing: text. Source maps are left out (fetched by developer tools only). */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Smaller than this, compression saves less than its headers cost. */
export const MIN_COMPRESSIBLE_BYTES = 256;

/** The encodings, most preferred first, with the suffix of their copy and how to make one. */
export const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (body, { atBuild = false } = {}) =>
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: atBuild ? 11 : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  {
    name: 'gzip',
    suffix: '.gz',
    compress: (body, { atBuild = false } = {}) => zlib.gzipSync(body, { level: atBuild ? 9 : 6 }),
  },
];

/** `portal build`, last: writes `<file>.br` and `<file>.gz` beside each compressible file. */
export function compressBuild(distDir) {
  let count = 0;
  for (const file of filesUnder(distDir).map((name) => path.join(distDir, name))) {
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_COMPRESSIBLE_BYTES) continue;
    for (const encoding of ENCODINGS) {
      fs.writeFileSync(`${file}${encoding.suffix}`, encoding.compress(body, { atBuild: true }));
    }
    count += 1;
  }
  return count;
}
