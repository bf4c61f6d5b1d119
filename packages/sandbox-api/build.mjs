// Bundles the TypeScript sandbox (and the contract it validates with) into one Node ESM file.
// Fast enough (well under a second) to run on every start, so the server is never stale.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const OUT = path.join(import.meta.dirname, 'dist', 'server.mjs');

export async function buildSandbox() {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'src', 'server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  // Written aside and renamed, so a process importing it at the same time never reads half a file.
  const temporary = `${OUT}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, result.outputFiles[0].contents);
  fs.renameSync(temporary, OUT);
  return OUT;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`sandbox built: ${path.relative(process.cwd(), await buildSandbox())}`);
}
