// The shell's web app manifest (issue 28, item 7): what its page links in the head so a phone
// can put the portal on its home screen. The files live in the host's `public/`, which the
// build copies beside index.html.
import fs from 'node:fs';
import path from 'node:path';

export const PUBLIC_DIR = 'public';
export const WEB_APP_MANIFEST = 'manifest.webmanifest';
export const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png';

/**
 * What the host's page links in its head when it has a web app manifest in `public/`: the
 * manifest, the theme colour it states, and the icon iOS puts on the home screen; null without
 * one. No service worker: a cached shell that outlived a remote's redeploy would break
 * independent delivery.
 * @param {string} dir   the app's folder
 * @param {string} base  the URL its files are served under ('/minha-conta/')
 */
export function webAppHead(dir, base) {
  const file = path.join(dir, PUBLIC_DIR, WEB_APP_MANIFEST);
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    manifest: `${base}${WEB_APP_MANIFEST}`,
    themeColor: manifest.theme_color,
    appleTouchIcon: fs.existsSync(path.join(dir, PUBLIC_DIR, APPLE_TOUCH_ICON))
      ? `${base}${APPLE_TOUCH_ICON}`
      : null,
  };
}
