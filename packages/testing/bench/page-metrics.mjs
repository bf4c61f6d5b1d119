// What the bench measures inside one browser page. Every measured page is cold (a fresh
// context, so an empty HTTP cache) and CPU-throttled 4×, so a fast dev machine does not hide
// the cost of the JavaScript we ship; the network is loopback unless a preset below is applied.
import { APPS, newPortalPage } from '../src/browser.mjs';

export const CPU_SLOWDOWN = 4;
/** Generous: a 4× throttled page on a shared, busy machine can be very slow. */
export const STEP_TIMEOUT_MS = 60_000;

/** No emulation: every byte comes over loopback at once. */
export const NETWORK_LOOPBACK = { id: 'loopback', label: 'loopback', conditions: null };
/**
 * Chromium DevTools' own throttling presets (Fast4GConditions and Slow4GConditions of
 * front_end/core/sdk/NetworkManager.ts): a nominal speed derated by 0.9 and a round-trip time
 * multiplied for the radio (60 ms × 2.75, 150 ms × 3.75). Throughputs in bytes per second.
 */
export const NETWORK_FAST_4G = {
  id: 'fast4g',
  label: 'Fast 4G',
  conditions: {
    offline: false,
    latency: 60 * 2.75, // 165 ms
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9, // 8.1 Mbit/s = 1,012,500 B/s
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9, // 1.35 Mbit/s = 168,750 B/s
  },
};
export const NETWORK_SLOW_4G = {
  id: 'slow4g',
  label: 'Slow 4G',
  conditions: {
    offline: false,
    latency: 150 * 3.75, // 562.5 ms
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 1.44 Mbit/s = 180,000 B/s
    uploadThroughput: ((750 * 1000) / 8) * 0.9, // 675 kbit/s = 84,375 B/s
  },
};
/** The network conditions the bench knows, by id (--conditions picks among them). */
export const NETWORKS = [NETWORK_LOOPBACK, NETWORK_FAST_4G, NETWORK_SLOW_4G];

/** The field whose readiness is "takes input" on a sign-in page. */
export const PASSWORD_FIELD = 'input[type=password]';
/** The same on a page without a password field: its text or e-mail inputs. */
export const TEXT_FIELD = 'input[type=text], input[type=email], input[type=tel], input:not([type])';

/**
 * A fresh context (cold cache) holding `session`, with CPU throttling, the network conditions
 * of `network` (one of NETWORKS) and a transfer recorder attached before the first request;
 * "takes input" watches `inputSelector` (none: not watched). The caller closes the context.
 */
export async function openColdPage(
  browser,
  { session = null, network = NETWORK_LOOPBACK, inputSelector = null, contextOptions = {} } = {},
) {
  const { context, page } = await newPortalPage(browser, { session, contextOptions });
  await context.addInitScript(watchPaints);
  if (inputSelector) await context.addInitScript(watchTakesInput, inputSelector);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const { transfers, requested, requests } = await recordTransfers(cdp);
  if (network.conditions)
    await cdp.send('Network.emulateNetworkConditions', { ...network.conditions });
  return { context, page, transfers, requested, requests };
}

/**
 * Runs in the page before its own scripts: describes each LCP candidate when it is reported
 * (a prerendered element is gone once the app takes over), sums the layout shifts not caused by
 * input (CLS as the plain sum of the page's shifts), notes whether the page was served
 * prerendered (#prerender there at DOMContentLoaded) and when the app took over from it
 * (#prerender removed).
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
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__benchCls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    window.__benchPrerendered = Boolean(document.getElementById('prerender'));
    if (!window.__benchPrerendered) return;
    const observer = new MutationObserver(() => {
      if (document.getElementById('prerender')) return;
      observer.disconnect();
      window.__benchHandOffMs = performance.now();
    });
    observer.observe(document.body, { childList: true });
  });
}

/**
 * Runs in the page before its own scripts: "takes input" is the first animation frame (or the
 * DOMContentLoaded) at which a field matching `selector` is visible, enabled, and neither inside
 * an [inert] ancestor (a prerendered page's form) nor inside a [hidden] one: a user could type
 * into it. Polled every frame until found; ms since navigation start.
 */
function watchTakesInput(selector) {
  const takesInput = (field) =>
    field.checkVisibility({ visibilityProperty: true }) &&
    !field.matches(':disabled') &&
    !field.closest('[inert]') &&
    !field.closest('[hidden]');
  const look = () => {
    if (window.__benchTakesInputMs !== undefined) return true;
    if (![...document.querySelectorAll(selector)].some(takesInput)) return false;
    window.__benchTakesInputMs = performance.now();
    return true;
  };
  const frame = () => {
    if (!look()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', look);
}

/** How long a settled page may still take to offer its field before "takes input" is n/a. */
const TAKES_INPUT_GRACE_MS = 5000;

/**
 * The page's figures once it settled (before any input): LCP (readLcp), CLS, takes input (null
 * when no field took input, or `watchedInput` is false: none was watched), the hand-off from
 * the prerender and whether there was one, and when the document's request started on the page's
 * clock (to place the CDP request timings of recordTransfers, see request-chain.mjs).
 */
export async function readPageFigures(page, { watchedInput = true } = {}) {
  if (watchedInput) {
    await page
      .waitForFunction(() => window.__benchTakesInputMs !== undefined, null, {
        timeout: TAKES_INPUT_GRACE_MS,
      })
      .catch(() => undefined);
  }
  const lcp = await readLcp(page);
  const figures = await page.evaluate(() => ({
    cls: window.__benchCls ?? null,
    takesInput: window.__benchTakesInputMs ?? null,
    handOff: window.__benchHandOffMs ?? null,
    prerendered: window.__benchPrerendered ?? null,
    requestStart: performance.getEntriesByType('navigation')[0]?.requestStart ?? null,
  }));
  return { lcp, ...figures };
}

const header = (headers, name) => {
  const key = Object.keys(headers ?? {}).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};

const kindOf = (mimeType = '') =>
  /javascript|ecmascript/.test(mimeType) ? 'js' : mimeType.startsWith('text/css') ? 'css' : 'other';

/**
 * The URLs a request's initiator names, nearest first: the document for the parser or a
 * preload; for a script, every script of its call stack and then of its async parent stacks.
 */
function initiatorUrls(initiator) {
  if (initiator.type !== 'script') return initiator.url ? [initiator.url] : [];
  const urls = [];
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames)
      if (frame.url && !urls.includes(frame.url)) urls.push(frame.url);
  }
  return urls;
}

/**
 * Records every finished response of the page with its transferred body size. The static
 * server gzips and always sends Content-Length, which is exactly the bytes on the wire without
 * headers; CDP's encodedDataLength (which also counts the headers) is the fallback.
 * Also lists every URL requested, answered or not (a hung or failed request has no transfer),
 * and keeps each request's record for the dependency chains (request-chain.mjs): its
 * initiator, type, and when it was sent and finished on the CDP clock (seconds).
 * Returns live arrays: read them once the page has settled.
 */
async function recordTransfers(cdp) {
  const responses = new Map();
  const transfers = [];
  const requested = [];
  const records = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type, timestamp }) => {
    requested.push(request.url);
    // A redirect reuses the request id: the record follows it to its final URL.
    const record = records.get(requestId);
    if (record) Object.assign(record, { url: request.url });
    else {
      records.set(requestId, {
        url: request.url,
        type,
        initiatorType: initiator.type,
        initiatorUrls: initiatorUrls(initiator),
        sentAt: timestamp,
        finishedAt: null,
        timing: null,
      });
    }
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    responses.set(requestId, {
      url: response.url,
      status: response.status,
      kind: kindOf(response.mimeType),
      contentLength: header(response.headers, 'content-length'),
      contentEncoding: header(response.headers, 'content-encoding') ?? null,
    });
    const record = records.get(requestId);
    if (record) Object.assign(record, { mimeType: response.mimeType, timing: response.timing });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const record = records.get(requestId);
    if (record) record.finishedAt = timestamp;
    const response = responses.get(requestId);
    if (!response || response.url.startsWith('data:')) return;
    const { contentLength, ...rest } = response;
    const bytes = contentLength === undefined ? encodedDataLength : Number(contentLength);
    transfers.push({ ...rest, bytes, time: Date.now() });
  });
  await cdp.send('Network.enable');
  return { transfers, requested, requests: records };
}

/**
 * 'shell', 'mf_auth', … for the portal's origins (by port), 'sandbox', the label `others` gives
 * a port (the plain peer's), or the host otherwise.
 */
export function originLabeller(basePort, sandboxPort, others = {}) {
  return (url) => {
    const { port, host } = new URL(url);
    const index = Number(port) - basePort;
    if (APPS[index]) return APPS[index].id;
    if (Number(port) === sandboxPort) return 'sandbox';
    return others[port] ?? host;
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
 * What in `<main>` says its content is still coming: the kit's skeleton groups and its spinner
 * (`Loading`) both render `role="status"` marked `data-loading`, and a table loading its rows
 * is `aria-busy`. A page with none of these in `<main>` shows its content.
 */
export const PLACEHOLDER_SELECTOR = '[data-loading], table[aria-busy="true"]';

/**
 * Arms an in-page stopwatch for a switch to the page whose h1 is `heading`. It starts at the
 * next press that chooses (a pointerdown, or an Enter's keydown: the event's own time, so a busy
 * page's input delay counts) or, with `startNow`, at once, and stops twice: at the first
 * animation frame after a visible h1 named `heading` is in the DOM (`ms`), and at the first
 * frame after that h1 is there with no visible placeholder (PLACEHOLDER_SELECTOR) left in
 * `<main>` (`contentMs`), still so at that frame (a hidden one, a page the shell keeps mounted
 * out of sight, is not in the user's way). `inDomMs` and `contentInDomMs` are when the DOM got
 * there, before the frame. Measuring in the page keeps Playwright's round-trips out of it, and
 * a MutationObserver (no animation-frame loop) asks the browser for no frame of its own.
 */
export function armRouteSwitchStopwatch(page, heading, { startNow = false } = {}) {
  return page.evaluate(
    ({ name, now, placeholder }) => {
      window.__benchRouteSwitch = new Promise((resolve) => {
        let startedAt = now ? performance.now() : null;
        if (!now) {
          // The press that chooses: a pointer's (mouse, touch) or the keyboard's Enter.
          const start = (event) => {
            if (event.type === 'keydown' && event.key !== 'Enter') return;
            startedAt ??= event.timeStamp;
          };
          window.addEventListener('pointerdown', start, { capture: true });
          window.addEventListener('keydown', start, { capture: true });
        }
        const headingShown = () =>
          [...document.querySelectorAll('h1')].some(
            (h1) => h1.textContent.trim() === name && h1.checkVisibility(),
          );
        const contentShown = () => {
          const main = document.querySelector('main');
          if (!main || !headingShown()) return false;
          return ![...main.querySelectorAll(placeholder)].some((element) =>
            element.checkVisibility(),
          );
        };
        const result = {};
        let headingPending = false;
        let contentPending = false;
        const check = () => {
          if (startedAt === null) return;
          if (result.ms === undefined && !headingPending && headingShown()) {
            headingPending = true;
            const inDomAt = performance.now();
            requestAnimationFrame(() => {
              result.ms = performance.now() - startedAt;
              result.inDomMs = inDomAt - startedAt;
              finish();
            });
          }
          if (result.contentMs === undefined && !contentPending && contentShown()) {
            contentPending = true;
            const inDomAt = performance.now();
            requestAnimationFrame(() => {
              contentPending = false;
              // A placeholder put back before the frame (one part done, the next one loading):
              // not there yet.
              if (!contentShown()) return check();
              result.contentMs = performance.now() - startedAt;
              result.contentInDomMs = inDomAt - startedAt;
              finish();
            });
          }
        };
        const observer = new MutationObserver(check);
        const finish = () => {
          if (result.ms === undefined || result.contentMs === undefined) return;
          observer.disconnect();
          resolve(result);
        };
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
        if (now) check();
      });
    },
    { name: heading, now: startNow, placeholder: PLACEHOLDER_SELECTOR },
  );
}

export function readRouteSwitchStopwatch(page) {
  return page.evaluate(() => window.__benchRouteSwitch);
}

/**
 * Runs in the page before its own scripts: `window.__benchPaintedAt[name]` is the time (the
 * page's clock) of the first animation frame after a visible h1 named `name` (one of `names`)
 * was in the DOM. A MutationObserver, stopped once every name was seen: no frame is asked for
 * until a heading is there.
 */
export function watchHeadingsPainted(names) {
  window.__benchPaintedAt = {};
  const pending = new Set(names);
  const look = () => {
    for (const h1 of document.querySelectorAll('h1')) {
      const name = h1.textContent.trim();
      if (!pending.has(name) || !h1.checkVisibility()) continue;
      pending.delete(name);
      requestAnimationFrame(() => {
        window.__benchPaintedAt[name] = performance.now();
      });
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver(look);
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

/** Resolves with the page's time at which the h1 named `name` was painted (watchHeadingsPainted). */
export async function headingPaintedAt(page, name) {
  await page.waitForFunction((heading) => window.__benchPaintedAt?.[heading] !== undefined, name);
  return page.evaluate((heading) => window.__benchPaintedAt[heading], name);
}

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry of an interaction
 * (keys, pointers, clicks: `interactionId` set, 16 ms or more, the browser reports nothing
 * shorter) from the page's start on, with its start on the page's clock.
 */
export function watchEventTiming() {
  window.__benchEventTiming = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__benchEventTiming.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The Event Timing entries (watchEventTiming) of interactions that started at `from` or later. */
export function readEventTimingSince(page, from) {
  return page.evaluate(
    (since) => (window.__benchEventTiming ?? []).filter((entry) => entry.startTime >= since),
    from,
  );
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
