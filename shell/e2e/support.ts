// Helpers shared by the browser tests (not a test file: Jest runs only *.e2e.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type Locator, type Page, type StartedPortal } from '@portal/testing/browser';

export const BILLING_DIR = path.join(ROOT, 'mf-billing');
/** Git-ignored; node_modules resolution works from inside it. */
export const E2E_TMP = path.join(BILLING_DIR, '.e2e-tmp');

/** The footer line every framed page shows (the shell's package.json version, as built). */
export const VERSION_LINE = `Versão ${JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8')).version}`;

/**
 * Copies mf-billing/src to mf-billing/.e2e-tmp/<name>/src, lets `change` edit the copy, and
 * builds it with the portal's preset into .e2e-tmp/<name>/dist. Returns the dist folder.
 *
 * The preset resolves `--env srcDir/outDir` against the working directory, so the build runs
 * in mf-billing with paths relative to it. The copy also gets the remote's package.json one
 * level above its src/, because routes.tsx imports `../package.json` (the remote's version).
 *
 * Built without minification: a production build in every other way (mode, chunks, manifest,
 * prerendered pages, release info, compressed copies), in 10 s instead of 22 here; the tests
 * serve it as a redeploy and never weigh its bytes.
 */
export async function buildBillingCopy(
  name: string,
  change: (srcDir: string) => void,
): Promise<string> {
  const base = path.join(E2E_TMP, name);
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(base, { recursive: true });
  fs.cpSync(path.join(BILLING_DIR, 'src'), path.join(base, 'src'), { recursive: true });
  fs.copyFileSync(path.join(BILLING_DIR, 'package.json'), path.join(base, 'package.json'));
  change(path.join(base, 'src'));
  const relative = path.relative(BILLING_DIR, base);
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        path.join(ROOT, 'packages', 'build', 'bin', 'portal.mjs'),
        'build',
        '--env',
        `srcDir=${relative}/src`,
        '--env',
        `outDir=${relative}/dist`,
        '--no-optimization-minimize',
      ],
      { cwd: BILLING_DIR, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`building ${relative} failed:\n${stdout}\n${stderr}`)) : resolve(),
    );
  });
  const dist = path.join(base, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`the build of ${relative} wrote no mf-manifest.json in ${dist}`);
  }
  return dist;
}

/** Removes a copy made by buildBillingCopy, and .e2e-tmp itself once empty. */
export function removeBillingCopy(name: string): void {
  fs.rmSync(path.join(E2E_TMP, name), { recursive: true, force: true });
  if (fs.existsSync(E2E_TMP) && fs.readdirSync(E2E_TMP).length === 0) fs.rmdirSync(E2E_TMP);
}

/** Replaces `from` by `to` in a file of a copy, failing loudly when `from` is not there. */
export function replaceInFile(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`"${from}" not found in ${file}`);
  fs.writeFileSync(file, text.split(from).join(to));
}

/** Waits until `locator` is visible; resolves to false instead of throwing when it never is. */
export async function becomesVisible(locator: Locator, timeout = 10_000): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}

/** Which of the named locators shows first (or null when none does within `timeout`). */
export async function firstVisible<K extends string>(
  candidates: Record<K, Locator>,
  timeout = 30_000,
): Promise<K | null> {
  const entries = Object.entries(candidates) as [K, Locator][];
  try {
    return await Promise.any(
      entries.map(async ([key, locator]) => {
        await locator.first().waitFor({ state: 'visible', timeout });
        return key;
      }),
    );
  } catch {
    return null;
  }
}

/** The shell's frame around every page: header brand link, main landmark, footer version. */
export function frame(page: Page) {
  return {
    brand: page.getByRole('banner').getByRole('link', { name: 'Minha Conta', exact: true }),
    main: page.getByRole('main'),
    footerVersion: page.getByRole('contentinfo').getByText(VERSION_LINE, { exact: true }),
    profileMenu: page
      .getByRole('banner')
      .getByRole('button', { name: /^(Menu do perfil|Menú del perfil):/ }),
  };
}

/** The "Módulo indisponível" panel, inside the frame's main landmark. */
export function unavailablePanel(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { level: 1, name: 'Módulo indisponível' }),
    retry: main.getByRole('button', { name: 'Tentar novamente' }),
    footnote: main.getByText(/^Código do erro: ERR-/),
  };
}

/** Keeps a mark on `window` that a full page load would wipe: proves navigation stayed client-side. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  const mark = `e2e-${Date.now()}`;
  await page.evaluate((value) => {
    (window as unknown as { __e2eMark?: string }).__e2eMark = value;
  }, mark);
  return () =>
    page.evaluate(
      (value) => (window as unknown as { __e2eMark?: string }).__e2eMark === value,
      mark,
    );
}

/** The error tracker's project of each remote, as `trackEveryRemote` names them (1: the shell). */
export const PROJECTS = {
  mf_auth: 2,
  mf_account: 3,
  mf_checkout: 4,
  mf_billing: 5,
  mf_backoffice: 6,
} as const;
export type RemoteName = keyof typeof PROJECTS;

type Portal = { readonly sandboxOrigin: string; updateConfig: StartedPortal['updateConfig'] };

/**
 * The live runtime config names the sandbox's error tracker (Sentry's ingest protocol): a
 * project per remote (`PROJECTS`), the shell's 1, through the tunnel on the shell's origin.
 */
export function trackEveryRemote(portal: Portal): void {
  const dsn = (key: string, project: number) =>
    `${portal.sandboxOrigin.replace('//', `//${key}@`)}/__sandbox/tracker/${project}`;
  portal.updateConfig((config) => {
    config.errorReporting = {
      ...(config.errorReporting as object),
      tracker: {
        dsn: dsn('shell', 1),
        remotes: Object.fromEntries(
          Object.entries(PROJECTS).map(([name, project]) => [name, dsn(name, project)]),
        ),
        tunnel: '/minha-conta/__tracker',
      },
    };
  });
}

/**
 * Throws in the remote's own code, as a page of it would: it is asked for the texts of a page it
 * does not have, and no one waits for the answer (a rejection no boundary sees).
 */
export async function throwInRemote(page: Page, name: RemoteName) {
  await page.waitForFunction(
    () =>
      (globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__
        ?.__INSTANCES__.length,
  );
  await page.evaluate(async (remote) => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: { loadRemote: (id: string) => Promise<{ default: unknown }> }[];
        };
      }
    ).__FEDERATION__;
    // The remote the page shows (registered by the shell once it loads it: a prerendered page is
    // on screen before).
    let loaded: { default: unknown } | undefined;
    for (let tries = 0; !loaded; tries++) {
      try {
        loaded = await federation.__INSTANCES__[0]!.loadRemote(`${remote}/routes`);
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const routes = loaded.default as {
      withTexts: (page: string, code: () => Promise<null>) => () => Promise<null>;
    };
    void routes.withTexts('pagina-inexistente', () => Promise.resolve(null))();
  }, name);
}
