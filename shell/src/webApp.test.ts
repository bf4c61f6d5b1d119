/**
 * @jest-environment node
 */
// The web app manifest the shell serves beside its index.html (issue 28, item 7): what a phone
// needs to put the portal on its home screen. The build copies shell/public as it is.
import fs from 'node:fs';
import path from 'node:path';

const SHELL = path.resolve(__dirname, '..');
const PUBLIC = path.join(SHELL, 'public');

interface Icon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  readonly [key: string]: unknown;
  readonly icons: readonly Icon[];
};

/** Width and height from a PNG's IHDR chunk, or null when the file is not a PNG. */
function pngSize(file: string): [number, number] | null {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(1, 4).toString('ascii') !== 'PNG') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The brand colour of the kit's theme, as written in theme.css.ts. */
function brandColour(): string {
  const theme = fs.readFileSync(
    path.join(SHELL, '..', 'packages', 'ui', 'src', 'theme.css.ts'),
    'utf8',
  );
  return /\bbrand: '(#[0-9a-f]{6})'/.exec(theme)![1]!;
}

describe('the web app manifest', () => {
  it('names the portal, opens its home in its own window and keeps to its base path', () => {
    expect(manifest).toMatchObject({
      name: 'Minha Conta',
      short_name: 'Minha Conta',
      start_url: '/minha-conta/',
      scope: '/minha-conta/',
      id: '/minha-conta/',
      display: 'standalone',
      lang: 'pt-BR',
    });
    // A home-screen label is cut after about 12 characters.
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
  });

  it('takes its theme colour from the kit, and a light background for the splash screen', () => {
    expect(manifest.theme_color).toBe(brandColour());
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has 192 and 512 px icons and a maskable one, each a PNG of the size it states', () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      // Relative to the manifest, so served under /minha-conta/ like it.
      expect(icon.src).not.toMatch(/^\//);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect({ src: icon.src, size: pngSize(path.join(PUBLIC, icon.src)) }).toEqual({
        src: icon.src,
        size: [width, height],
      });
    }
  });

  it('is linked from the shell’s page with the theme colour and an icon for iOS', () => {
    expect(pngSize(path.join(PUBLIC, 'icons', 'apple-touch-icon.png'))).toEqual([180, 180]);
    const template = fs.readFileSync(
      path.join(SHELL, '..', 'packages', 'build', 'src', 'index.html'),
      'utf8',
    );
    expect(template).toContain('<link rel="manifest" href="<%= webApp.manifest %>" />');
    expect(template).toContain('<meta name="theme-color" content="<%= webApp.themeColor %>" />');
    expect(template).toContain(
      '<link rel="apple-touch-icon" href="<%= webApp.appleTouchIcon %>" />',
    );
  });

  it('comes with no service worker: a cached shell would outlive a remote’s redeploy', () => {
    const sources = fs.readdirSync(PUBLIC, { recursive: true }).map(String);
    expect(sources.filter((file) => /(^|\/)(sw|service-worker)\.js$/.test(file))).toEqual([]);
    expect(manifest).not.toHaveProperty('serviceworker');
  });
});
