// What the bench measures inside one browser page. Every measured page is cold (a fresh
// context, so an empty HTTP cache) and CPU-throttled 4×, so a fast dev machine does not hide
// the cost of the JavaScript we ship.
import { APPS, newPortalPage } from '../src/browser.mjs';

export const CPU_SLOWDOWN = 4;
/** Generous: a 4× throttled page on a shared, busy machine can be very slow. */
export const STEP_TIMEOUT_MS = 60_000;

/**
 * A fresh context (cold cache) holding `session`, with CPU throttling and a transfer recorder
 * attached before the first request. The caller closes the returned context.
 */
export async function openColdPage(browser, { session = null } = {}) {
  const { context, page } = await newPortalPage(browser, { session });
  await context.addInitScript(watchPaints);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const { transfers, requested } = await recordTransfers(cdp);
  return { context, page, transfers, requested };
}

/**
 * Runs in the page before its own scripts: describes each LCP candidate when it is reported
 * (a prerendered element is gone once the app takes over), and notes when the app took over
 * from a prerendered page (#prerender removed).
 */
function watchPaints() {
  const describe = (element) =>
    element
      ? `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"${
          element.closest('#prerender') ? ' (prerendered)' : ''
        }`
      : '(removed)';
  window.__benchLcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchLcp.push({
        ms: entry.startTime,
        size: entry.size,
        element: describe(entry.element),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.getElementById('prerender')) return;
    const observer = new MutationObserver(() => {
      if (document.getElementById('prerender')) return;
      observer.disconnect();
      window.__benchHandOffMs = performance.now();
    });
    observer.observe(document.body, { childList: true });
  });
}

/** When the app took over from the prerendered page (ms since navigation), or null. */
export function readHandOff(page) {
  return page.evaluate(() => window.__benchHandOffMs ?? null);
}

const header = (headers, name) => {
  const key = Object.keys(headers ?? {}).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};

const kindOf = (mimeType = '') =>
  /javascript|ecmascript/.test(mimeType) ? 'js' : mimeType.startsWith('text/css') ? 'css' : 'other';

/**
 * Records every finished response of the page with its transferred body size. The static
 * server gzips and always sends Content-Length, which is exactly the bytes on the wire without
 * headers; CDP's encodedDataLength (which also counts the headers) is the fallback.
 * Also lists every URL requested, answered or not (a hung or failed request has no transfer).
 * Returns live arrays: read them once the page has settled.
 */
async function recordTransfers(cdp) {
  const responses = new Map();
  const transfers = [];
  const requested = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => requested.push(request.url));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    responses.set(requestId, {
      url: response.url,
      status: response.status,
      kind: kindOf(response.mimeType),
      contentLength: header(response.headers, 'content-length'),
      contentEncoding: header(response.headers, 'content-encoding') ?? null,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (!response || response.url.startsWith('data:')) return;
    const { contentLength, ...rest } = response;
    const bytes = contentLength === undefined ? encodedDataLength : Number(contentLength);
    transfers.push({ ...rest, bytes, time: Date.now() });
  });
  await cdp.send('Network.enable');
  return { transfers, requested };
}

/** 'shell', 'mf_auth', … for the portal's origins (by port), 'sandbox' or the host otherwise. */
export function originLabeller(basePort, sandboxPort) {
  return (url) => {
    const { port, host } = new URL(url);
    const index = Number(port) - basePort;
    if (APPS[index]) return APPS[index].id;
    if (Number(port) === sandboxPort) return 'sandbox';
    return host;
  };
}

/** Bytes of one kind ('js', 'css') per origin label, plus the total and the files. */
export function bytesByOrigin(transfers, labelOf, kind = 'js') {
  const byOrigin = {};
  const files = [];
  for (const transfer of transfers) {
    if (transfer.kind !== kind) continue;
    const label = labelOf(transfer.url);
    byOrigin[label] = (byOrigin[label] ?? 0) + transfer.bytes;
    files.push({ origin: label, path: new URL(transfer.url).pathname, bytes: transfer.bytes });
  }
  const total = Object.values(byOrigin).reduce((sum, bytes) => sum + bytes, 0);
  return { total, byOrigin, files };
}

/**
 * Waits for the visible h1 named `name`, for the network to stay quiet (nothing more to load)
 * and, on a prerendered page, for the app to have taken over: every paint is then counted.
 */
export async function settleOn(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.getElementById('prerender'));
}

/**
 * The page's final LCP candidate. Read after the page settled and before any input (input
 * stops LCP), with the element as it was described when it was painted (watchPaints).
 */
export function readLcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        // Buffered entries arrive in a later task; two frames are plenty.
        requestAnimationFrame(() =>
          setTimeout(() => resolve(window.__benchLcp.at(-1) ?? null), 50),
        );
      }),
  );
}

/**
 * Arms an in-page stopwatch that stops at the first animation frame after a visible h1 named
 * `heading` is in the DOM. It starts at the next pointerdown (the click on the menu item) or,
 * with `startNow`, at once. Measuring in the page keeps Playwright's round-trips out of it.
 */
export function armRouteSwitchStopwatch(page, heading, { startNow = false } = {}) {
  return page.evaluate(
    ({ name, now }) => {
      window.__benchRouteSwitch = new Promise((resolve) => {
        let startedAt = now ? performance.now() : null;
        if (!now) {
          window.addEventListener('pointerdown', () => (startedAt ??= performance.now()), {
            capture: true,
            once: true,
          });
        }
        const found = () =>
          [...document.querySelectorAll('h1')].some(
            (h1) => h1.textContent.trim() === name && h1.checkVisibility(),
          );
        const observer = new MutationObserver(() => {
          if (startedAt === null || !found()) return;
          observer.disconnect();
          const inDomAt = performance.now();
          requestAnimationFrame(() =>
            resolve({ ms: performance.now() - startedAt, inDomMs: inDomAt - startedAt }),
          );
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
      });
    },
    { name: heading, now: startNow },
  );
}

export function readRouteSwitchStopwatch(page) {
  return page.evaluate(() => window.__benchRouteSwitch);
}

/**
 * Signs in the way another tab would: writes the persisted session and fires the storage event
 * the session store listens to. The public /login route then redirects the now signed-in user
 * to the home page (another remote) with a client-side navigation, as a real sign-in would;
 * the login form itself is not built yet. No input event, so no idle preload is triggered.
 */
export function signInFromAnotherTab(page, persisted) {
  return page.evaluate((value) => {
    const key = 'minha-conta:session';
    const newValue = JSON.stringify(value);
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  }, persisted);
}

/**
 * A client-side navigation to `url` (same origin) the way React Router's own history does it on
 * back/forward: push the URL, then the popstate event the router listens to.
 */
export function navigateClientSide(page, url) {
  return page.evaluate((target) => {
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}
