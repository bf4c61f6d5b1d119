#!/usr/bin/env node
// `portal <command>`: the tools every workspace runs, resolved from this package so that no
// workspace repeats the toolchain in its own package.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
const cwd = process.cwd();

const binDir = path.join(import.meta.dirname, '..', 'node_modules', '.bin');

function run(name, argv) {
  const result = spawnSync(path.join(binDir, name), argv, { stdio: 'inherit', cwd });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const commands = {
  build: async () => {
    run('webpack', ['--mode', 'production', ...args]);
    const { writePrerenderedPages } = await import('../src/prerender.mjs');
    const pages = await writePrerenderedPages(cwd);
    if (pages.length) console.log(`prerendered: ${pages.join(', ')}`);
    // Last: the compressed copies are of the files as served.
    const { compressBuild } = await import('../src/compress.mjs');
    console.log(`compressed (gzip, Brotli): ${compressBuild(path.join(cwd, 'dist'))} files`);
  },
  dev: () => run('webpack', ['serve', '--mode', 'development', ...args]),
  i18n: () => {
    run('lingui', ['extract', '--clean']);
    // --strict fails when any message lacks a translation (an es message missing).
    run('lingui', ['compile', '--strict', '--typescript']);
  },
  lint: () => run('eslint', ['--max-warnings=0', '.', ...args]),
};

const handler = commands[command];
if (!handler) {
  console.error(
    `portal: unknown command "${command}". Commands: ${Object.keys(commands).join(', ')}`,
  );
  process.exit(2);
}
await handler();
