// Builds the whole portal (shell and the five remotes) into a temporary folder with the
// stateless workspace packages shared as federation singletons, leaving every dist/ alone
// (other people use those builds while the bench runs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from '../src/browser.mjs';

const PORTAL_BIN = path.join(ROOT, 'packages', 'build', 'bin', 'portal.mjs');

/**
 * Builds every app into `<tmp>/<app dir>`, one after the other (webpack is memory-hungry and
 * the machine is shared). Returns the folder and the dist folder of each app.
 */
export function buildSharedStateless() {
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-shared-'));
  try {
    for (const app of APPS) buildApp(app, path.join(outRoot, app.dir));
  } catch (error) {
    fs.rmSync(outRoot, { recursive: true, force: true });
    throw error;
  }
  return { outRoot, distOf: (app) => path.join(outRoot, app.dir) };
}

/** `portal build` in the app's folder, as its own `pnpm build` does, with another outDir. */
function buildApp(app, outDir) {
  const started = Date.now();
  process.stdout.write(`  building ${app.dir} (PORTAL_SHARE_STATELESS=1) … `);
  const result = spawnSync(process.execPath, [PORTAL_BIN, 'build', '--env', `outDir=${outDir}`], {
    cwd: path.join(ROOT, app.dir),
    env: { ...process.env, PORTAL_SHARE_STATELESS: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    throw new Error(`build of ${app.dir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}
