// Draws the home-screen icons of the web app manifest (shell/public/icons) and the tab icon every
// app's page links (packages/build/src/favicon.png): the brand's check mark in white on the brand
// colour, as PNG, with nothing but node:zlib. Run again after changing the mark or the colour:
// `node shell/scripts/make-icons.mjs`.
//
// The tab icon is a PNG, not an SVG: Chromium fetches the tab icon again at each client-side
// navigation and draws an SVG one on the page's main thread, a task of 15-20 ms (4x CPU) that
// landed in the middle of a route switch (issue 29).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BRAND = [0x0b, 0x5c, 0xad]; // packages/ui/src/theme.css.ts, color.brand
const WHITE = [0xff, 0xff, 0xff];
const OUT = path.join(import.meta.dirname, '..', 'public', 'icons');
const TAB_ICON_DIR = path.join(import.meta.dirname, '..', '..', 'packages', 'build', 'src');

// The mark, in the tab icon's 32-unit square.
const MARK = [
  [9, 16.5],
  [13.5, 21],
  [23, 11.5],
];
const STROKE = 3.2;
const CORNER = 7; // the tab icon's rounded corner; full-bleed icons have none

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA pixels of the icon at `size` px; `rounded`: transparent corners like the tab icon. */
function draw(size, { rounded }) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((column + (sx + 0.5) / samples) * 32) / size;
          const y = ((row + (sy + 0.5) / samples) * 32) / size;
          if (rounded && !insideRoundedSquare(x, y, CORNER)) continue;
          background += 1;
          const near = Math.min(
            distanceToSegment(x, y, MARK[0], MARK[1]),
            distanceToSegment(x, y, MARK[1], MARK[2]),
          );
          if (near <= STROKE / 2) mark += 1;
        }
      }
      const total = samples * samples;
      const at = (row * size + column) * 4;
      const share = background ? mark / background : 0;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[at + channel] = Math.round(BRAND[channel] * (1 - share) + WHITE[channel] * share);
      }
      pixels[at + 3] = Math.round((255 * background) / total);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    rows[row * (size * 4 + 1)] = 0; // no filter
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The mark lies within the maskable safe zone (a circle of 40 % of the size around the centre)
// as it is, so the maskable icon is the same drawing, full-bleed.
const ICONS = [
  [path.join(TAB_ICON_DIR, 'favicon.png'), 32, { rounded: true }],
  [path.join(OUT, 'icon-192.png'), 192, { rounded: true }],
  [path.join(OUT, 'icon-512.png'), 512, { rounded: true }],
  [path.join(OUT, 'icon-maskable-512.png'), 512, { rounded: false }],
  // iOS rounds the corners itself and shows transparency as black: full-bleed.
  [path.join(OUT, 'apple-touch-icon.png'), 180, { rounded: false }],
];

fs.mkdirSync(OUT, { recursive: true });
for (const [file, size, options] of ICONS) {
  fs.writeFileSync(file, png(size, draw(size, options)));
  console.log(`${path.basename(file)}: ${size} × ${size}`);
}
