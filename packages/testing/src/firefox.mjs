// Firefox for the browser tests: Debian's firefox-esr driven by puppeteer-core over WebDriver
// BiDi, against the same served build as the Chromium tests (startPortal of ./browser.mjs).
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { withPortal } from './browser.mjs';

/** Where Firefox is looked for: FIREFOX_PATH, then Debian's firefox-esr, then a plain firefox. */
const firefoxCandidates = () =>
  [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter(Boolean);

/**
 * The Firefox to drive. None installed fails the run, naming the install: the Firefox suite never
 * skips itself.
 */
export function firefoxPath(candidates = firefoxCandidates()) {
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error('Firefox not found: apt-get install -y firefox-esr (or set FIREFOX_PATH)');
  return found;
}

export function launchFirefox(options = {}) {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
    ...options,
  });
}

/**
 * For a Firefox test file: the portal served as deployed and one Firefox, started before its
 * tests and stopped after (`env.portal`, `env.browser`).
 */
export function withFirefoxPortal(options = {}) {
  return withPortal(options, launchFirefox);
}

/**
 * A page in a fresh browser context (its own storage) whose storage holds `session` (as
 * signedInSession gives it) and `locale` before any script runs; desktop-sized.
 */
export async function newFirefoxPage(browser, { session = null, locale = null } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.evaluateOnNewDocument(
    (s, l) => {
      // Also runs on about:blank (a new page, a viewport change reloading it), whose storage
      // access throws.
      if (!location.protocol.startsWith('http')) return;
      if (s && !sessionStorage.getItem('__seeded')) {
        localStorage.setItem('minha-conta:session', JSON.stringify(s));
        sessionStorage.setItem('__seeded', '1');
      }
      if (l) localStorage.setItem('minha-conta:locale', l);
    },
    session,
    locale,
  );
  return { context, page };
}

/** Puppeteer's selector for the element of `role` whose accessible name is exactly `name`. */
export function byRole(role, name) {
  return `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;
}
