// Page flow tests against the real sandbox handlers, in-process: the portal's own API client
// (as a page uses it) reaches the sandbox through the page's fetch, with no server or port.
import fs from 'node:fs';
import path from 'node:path';
import { toSession } from '@portal/api';
import {
  createSandbox,
  installSandboxFetch,
  signInDirectly,
  type Sandbox,
} from '@portal/sandbox-api';
import type { SessionData } from '@portal/session';

/** The sandbox's clock in page tests (a fixed instant, so dates in texts are stable). */
export const PAGE_TEST_NOW = new Date('2026-11-22T12:00:00Z');

function testApiOrigin(): string {
  const file = path.resolve(__dirname, '..', '..', '..', 'shell', 'config', 'test.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { api: { user: string } };
  return new URL(config.api.user).origin;
}

export interface PageSandbox {
  /** The test's sandbox, with its controls: `fail(call, status, code)`, `hold(call)`, `drop(call)`. */
  readonly sandbox: Sandbox;
  /** The last mail the sandbox would have sent to this address. */
  readonly lastMailTo: (
    to: string,
  ) => { readonly subject: string; readonly body: string } | undefined;
  /**
   * The session a demo account gets by signing in (one company; the multi-company account
   * names its company), for pages that need someone signed in. Pass it to the render helper.
   */
  readonly sessionOf: (email: string, companyId?: string) => SessionData;
}

/**
 * Installs a fresh strict sandbox behind the page's fetch for every test of the file (on the
 * API origin of shell/config/test.json, which `renderWithPortal` configures).
 */
export function installPageSandbox(): PageSandbox {
  let current: Sandbox | null = null;
  let restore = () => {};
  beforeEach(() => {
    current = createSandbox({ strict: true, now: () => PAGE_TEST_NOW });
    restore = installSandboxFetch(current, testApiOrigin());
  });
  afterEach(() => {
    // A request still held goes on, so nothing of this test waits into the next one.
    current?.clear();
    restore();
  });
  const sandbox = () => {
    if (!current) throw new Error('installPageSandbox(): the sandbox exists inside a test only');
    return current;
  };
  return {
    get sandbox() {
      return sandbox();
    },
    sessionOf: (email, companyId) =>
      toSession(signInDirectly(sandbox().db(), email, PAGE_TEST_NOW, companyId)),
    lastMailTo: (to) =>
      sandbox()
        .db()
        .outbox.filter((mail) => mail.to === to)
        .pop(),
  };
}

/**
 * Fixes the page's clock (Date) at `now` (the sandbox's, by default) while the sandbox's answers
 * still come on real timers: for a page that counts down (a Pix's expiry) or reads today.
 * Undo with `jest.useRealTimers()`.
 */
export function fixPageClock(now: Date = PAGE_TEST_NOW): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
