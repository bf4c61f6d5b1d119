// Types of the browser-test harness (browser.mjs), for the TypeScript browser tests.
import type { Server } from 'node:http';
import type { ErrorReport } from '@portal/telemetry';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  LaunchOptions,
  Locator,
  Page,
  Request,
} from 'playwright-core';

// The Playwright types the tests need, so a test workspace does not depend on playwright-core itself.
export type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Locator,
  Page,
  Request,
  Response,
  Route,
} from 'playwright-core';

export interface PortalApp {
  readonly id: string;
  readonly dir: string;
  readonly port: number;
}

export declare const ROOT: string;
export declare const APPS: readonly PortalApp[];
/** The demo accounts of the root README: e-mail and who it is (what `pnpm start` prints). */
export declare const DEMO_ACCOUNTS: readonly (readonly [email: string, who: string])[];
export declare const CHROMIUM_ARGS: readonly string[];

export declare function chromiumPath(): string;
export declare function launchBrowser(options?: LaunchOptions): Promise<Browser>;

export type Fault = 'up' | 'down' | 'slow' | 'hang';

export interface ServedApp {
  readonly port: number;
  readonly origin: string;
  /** The HTTP server serving the app now (replaced by `restart`). */
  readonly server: Server;
  setFault(mode: Fault, delayMs?: number): void;
  /**
   * Replaces this app's server with one serving `next`: another build folder (a redeploy;
   * default: its dist/), or a remote's published releases as `pnpm start` serves them.
   */
  restart(next?: string | { readonly releasesDir: string }): Promise<void>;
}

export interface RemoteConfigEntry {
  readonly name: string;
  readonly manifest: string;
  readonly routes: readonly string[];
  readonly preloadNext: readonly string[];
}

export interface StartedPortal {
  readonly config: {
    readonly remotes: readonly RemoteConfigEntry[];
    readonly api: { readonly user: string; readonly [base: string]: string };
    readonly [key: string]: unknown;
  };
  /**
   * Changes the live runtime config as an operator would: `change` edits a copy, which becomes
   * the config the next page reads (the shell's server keeps pages per config).
   */
  updateConfig(
    change: (config: {
      remotes: { name: string; manifest: string; routes: string[]; preloadNext: string[] }[];
      [key: string]: unknown;
    }) => void,
  ): void;
  /** http://localhost:<basePort>/minha-conta/ */
  readonly url: string;
  readonly apps: Map<string, ServedApp>;
  /** Pages the shell served without their prerender (a remote slow or down), with why. */
  readonly prerenderMisses: string[];
  readonly sandboxOrigin: string;
  stop(): Promise<void>;
}

export declare function configFor(options: {
  basePort: number;
  sandboxPort: number;
  environment?: string;
}): StartedPortal['config'];

export declare function startPortal(options?: {
  basePort?: number;
  sandboxPort?: number;
  environment?: string;
  /** false: files go out in gzip only, as the plain peer's server sends them. */
  brotli?: boolean;
  /** How long the shell's server trusts a remote's manifest and index (default 0). */
  remoteFilesTrustedMs?: number;
}): Promise<StartedPortal>;

/** An instance of the shell's origin behind the edge (a process of its own). */
export interface EdgeOrigin {
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly address: string;
  start(): Promise<void>;
  /** SIGKILL: its connections are cut as a crash cuts them. */
  kill(): Promise<void>;
}

export interface StartedEdgePortal extends Pick<StartedPortal, 'config' | 'updateConfig' | 'url'> {
  readonly origins: readonly EdgeOrigin[];
  /** The origin of remote `name`'s nginx host. */
  remoteOrigin(name: string): string;
  /** Where remote `name` is published (its releases). */
  publishedDir(name: string): string;
  /** Publishes a build of remote `name` (by default its own) as its current release. */
  publish(name: string, dist?: string): { release: string; releases: string[] };
  readonly sandboxOrigin: string;
  stop(): Promise<void>;
}

/** The built portal as teams deploy it: remotes on nginx, two origin instances behind its cache. */
export declare function startEdgePortal(options?: {
  basePort?: number;
  sandboxPort?: number;
  /** s-maxage of composed pages (default 30). */
  sharedPageSeconds?: number;
  /** How long an origin trusts a remote's manifest and index (default 1000). */
  remoteFilesTrustedMs?: number;
}): Promise<StartedEdgePortal>;

export interface PersistedSession {
  readonly version: number;
  readonly state: { readonly session: Record<string, unknown> };
}

/** A persisted session with a token the sandbox accepts (a demo account signed in). */
export declare function signedInSession(
  portal: { readonly config: { readonly api: { readonly user: string } } },
  overrides?: Record<string, unknown>,
  email?: string,
): Promise<PersistedSession>;

export declare function newPortalPage(
  browser: Browser,
  options?: {
    session?: PersistedSession | null;
    locale?: 'pt-BR' | 'es' | null;
    contextOptions?: BrowserContextOptions;
  },
): Promise<{ context: BrowserContext; page: Page }>;

export interface RequestRecorder {
  readonly requests: Request[];
  urls(): string[];
  idle(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

export declare function recordRequests(page: Page): RequestRecorder;

/** One `[portal:report]` line, parsed. */
export type PortalReport = ErrorReport;

export declare function collectReports(page: Page): PortalReport[];

export interface PortalTestEnv {
  readonly portal: StartedPortal;
  readonly browser: Browser;
}

/** Starts the portal and a browser around a test file's tests. */
export declare function withPortal(options?: Parameters<typeof startPortal>[0]): PortalTestEnv;

/** A client-side navigation to `url`, as the router's history does on back/forward. */
export declare function navigateClientSide(page: Page, url: string): Promise<void>;

/** Runs `run` in a page of a fresh context (nobody signed in) in `locale`, then closes it. */
export declare function inFreshPage(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  locale?: 'pt-BR' | 'es',
): Promise<void>;

/** A remote's browser-test file: the portal, a browser, the sandbox reset before each test. */
export declare function withPortalPages(options?: Parameters<typeof startPortal>[0]): {
  readonly env: PortalTestEnv;
  readonly withPage: (run: (page: Page) => Promise<void>, locale?: 'pt-BR' | 'es') => Promise<void>;
};

/** The page's heading of level 1 named `name` (the whole name, when a string). */
export declare function h1(page: Page, name: string | RegExp): Locator;
/** The open dialog named `name`. */
export declare function dialogNamed(page: Page, name: string): Locator;
/** The path the page is at (no origin, no query). */
export declare function pathOf(page: Page): string;

export declare const DEMO_PASSWORD: string;
/** The demo trial owner with a paid plan chosen and onboarding done: /start shows the checkout. */
export declare const TRIAL_AT_CHECKOUT: {
  readonly account: string;
  readonly flags: Partial<PersistedSession['state']['session']>;
};

/** Signs in through the login page in the page's language; resolves once the page has left it. */
export declare function signInThroughLogin(
  page: Page,
  portalUrl: string,
  email: string,
  password?: string,
): Promise<void>;

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export declare function seriousViolations(page: Page): Promise<AxeViolation[]>;
/** Expects axe to find no serious or critical violation on the page as it is now. */
export declare function expectNoViolations(page: Page): Promise<void>;
