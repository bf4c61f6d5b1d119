// A Chromium with a screen for the bench's `interactions` section: headful, on a virtual X
// display (Xvfb), when the machine has one. Headless Chromium may leave a typed key's frame
// undrawn (its compositor skips the draw and the swap), so Event Timing, which waits for the
// frame to be presented, reports the keys of a whole word as one late paint; a browser with a
// screen presents each of them, as a phone does (see the README's "Key presses in headless
// Chromium"). PORTAL_BENCH_HEADLESS=1 keeps the headless browser (to compare with the old
// figures).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_ARGS, launchBrowser } from '../src/browser.mjs';

/** The virtual screen: larger than any viewport the bench opens. */
const SCREEN = '1920x1080x24';
/** Displays tried, from the first free one: far from a desktop's :0 and from xvfb-run's :99. */
const FIRST_DISPLAY = 140;
const DISPLAYS_TRIED = 20;
const XVFB_READY_MS = 5000;

function hasXvfb() {
  return spawnSync('Xvfb', ['-help'], { stdio: 'ignore' }).error === undefined;
}

/** Whether X display `number` is in use here: its lock file or its socket exists. */
const displayTaken = (number) =>
  fs.existsSync(`/tmp/.X${number}-lock`) || fs.existsSync(`/tmp/.X11-unix/X${number}`);

/** The displays to try, in order: from `first`, `count` of them, those `taken` left out. */
export function freeDisplays(taken = displayTaken, first = FIRST_DISPLAY, count = DISPLAYS_TRIED) {
  return Array.from({ length: count }, (_, index) => first + index).filter(
    (number) => !taken(number),
  );
}

/** Starts Xvfb on the first free display; resolves to { display, stop }, or null without one. */
async function startXvfb() {
  if (!hasXvfb()) return null;
  for (const number of freeDisplays()) {
    const socket = `/tmp/.X11-unix/X${number}`;
    const server = spawn('Xvfb', [`:${number}`, '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    const giveUpAt = Date.now() + XVFB_READY_MS;
    while (Date.now() < giveUpAt && server.exitCode === null && !fs.existsSync(socket))
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (server.exitCode === null && fs.existsSync(socket)) {
      // Never outlives the bench, even one that stops on an error.
      const stop = () => server.kill();
      process.once('exit', stop);
      return {
        display: `:${number}`,
        stop: () => {
          process.off('exit', stop);
          stop();
        },
      };
    }
    server.kill();
  }
  return null;
}

/**
 * The browser the interactions are measured in: `{ browser, display, close }`, a headful Chromium
 * on its own Xvfb (display 'xvfb'), or `fallback` (display 'headless') when there is no Xvfb or
 * PORTAL_BENCH_HEADLESS=1. `close` stops what was started here, never `fallback`.
 */
export async function openScreenBrowser(fallback) {
  const headless = { browser: fallback, display: 'headless', close: async () => {} };
  if (process.env.PORTAL_BENCH_HEADLESS === '1') return headless;
  const xvfb = await startXvfb();
  if (!xvfb) return headless;
  try {
    const browser = await launchBrowser({
      headless: false,
      args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    return {
      browser,
      display: 'xvfb',
      close: async () => {
        await browser.close();
        xvfb.stop();
      },
    };
  } catch (error) {
    xvfb.stop();
    console.warn(`    no headful Chromium on Xvfb (${error.message.split('\n')[0]}): headless`);
    return headless;
  }
}
