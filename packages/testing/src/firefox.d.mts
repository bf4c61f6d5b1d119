// Types of the Firefox harness (firefox.mjs), for the TypeScript browser tests.
import type { Browser, BrowserContext, LaunchOptions, Page } from 'puppeteer-core';
import type { PersistedSession, StartedPortal, startPortal } from './browser.mjs';

// The puppeteer types the tests need, so a test workspace does not depend on puppeteer-core.
export type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';

/** Debian's firefox-esr (or FIREFOX_PATH); throws, naming the install, when there is none. */
export declare function firefoxPath(candidates?: readonly string[]): string;
/** Headless Firefox over WebDriver BiDi. */
export declare function launchFirefox(options?: LaunchOptions): Promise<Browser>;

export interface FirefoxTestEnv {
  readonly portal: StartedPortal;
  readonly browser: Browser;
}

/** Starts the portal and one Firefox around a test file's tests. */
export declare function withFirefoxPortal(
  options?: Parameters<typeof startPortal>[0],
): FirefoxTestEnv;

/** A desktop-sized page of a fresh context, its storage seeded before any script runs. */
export declare function newFirefoxPage(
  browser: Browser,
  options?: { session?: PersistedSession | null; locale?: 'pt-BR' | 'es' | null },
): Promise<{ context: BrowserContext; page: Page }>;

/** Puppeteer's selector for the element of `role` whose accessible name is exactly `name`. */
export declare function byRole(role: string, name: string): string;
