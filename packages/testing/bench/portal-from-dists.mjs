// The harness's startPortal always serves each app's own dist/. The stateless-packages
// comparison needs the same portal served from other build folders, so this is a minimal copy
// of it that takes the folder per app (no faults: the comparison only counts bytes).
import path from 'node:path';
import fs from 'node:fs';
import { createStaticHandler, listen, closeServer } from '@portal/build/serve';
import { startSandbox } from '@portal/sandbox-api/server';
import { APPS, configFor } from '../src/browser.mjs';

/**
 * @param {object} options
 * @param {number} options.basePort      shell; the remotes on the next five ports
 * @param {number} options.sandboxPort
 * @param {(app: { id: string, dir: string }) => string} options.distOf  the folder to serve for `app`
 */
export async function startPortalFromDists({ basePort, sandboxPort, distOf }) {
  const config = configFor({ basePort, sandboxPort });
  const servers = [await startSandbox({ port: sandboxPort })];
  try {
    for (const [index, app] of APPS.entries()) {
      // createStaticHandler compares resolved file paths against `root`: it must be absolute.
      const root = path.resolve(distOf(app));
      if (!fs.existsSync(path.join(root, 'mf-manifest.json')))
        throw new Error(`${root} holds no build of ${app.dir}`);
      const handler = createStaticHandler({
        root,
        basePath: app.id === 'shell' ? '/minha-conta/' : '/',
        runtimeConfig: () => config,
        // gzip only, as the plain peer's server: its bytes compare with the peer's.
        brotli: false,
      });
      servers.push(await listen(handler, basePort + index));
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }
  return {
    url: `http://localhost:${basePort}/minha-conta/`,
    config,
    stop: () => Promise.all(servers.map(closeServer)),
  };
}
