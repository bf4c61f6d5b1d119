// The shell's page links its web app manifest, theme colour and iOS icon (issue 28, item 7);
// a remote's standalone page, without a manifest, links none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { webAppHead } from './webApp.mjs';

// Babel turns this file into CommonJS for Jest, where `import.meta` does not exist.
const root = path.resolve(__dirname, '..', '..', '..');
const template = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
// html-webpack-plugin renders the template with lodash's template.
const lodash = createRequire(require.resolve('html-webpack-plugin'))('lodash');

const render = (webApp) =>
  lodash.template(template)({
    htmlWebpackPlugin: { options: { title: 'Minha Conta' } },
    runtimeScripts: [],
    preloadFetches: [],
    webApp,
  });

describe('webAppHead', () => {
  it('links the shell’s manifest, the theme colour it states and the iOS icon', () => {
    const head = webAppHead(path.join(root, 'shell'), '/minha-conta/');
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, 'shell', 'public', 'manifest.webmanifest'), 'utf8'),
    );
    expect(head).toEqual({
      manifest: '/minha-conta/manifest.webmanifest',
      themeColor: manifest.theme_color,
      appleTouchIcon: '/minha-conta/icons/apple-touch-icon.png',
    });
    const html = render(head);
    expect(html).toContain('<link rel="manifest" href="/minha-conta/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain(
      '<link rel="apple-touch-icon" href="/minha-conta/icons/apple-touch-icon.png" />',
    );
  });

  it('links nothing for an app without a manifest (a remote’s standalone page)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-manifest-'));
    expect(webAppHead(dir, '/')).toBeNull();
    const html = render(null);
    expect(html).not.toContain('manifest');
    expect(html).not.toContain('theme-color');
    fs.rmSync(dir, { recursive: true });
  });
});
