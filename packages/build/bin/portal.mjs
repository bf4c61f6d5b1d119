#!/usr/bin/env node
// `portal <command>`: the tools every workspace runs, resolved from this package so that no
// workspace repeats the toolchain in its own package.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
    // The build's folder: `dist/`, or the one `--env outDir=…` chose (a copy built aside).
    const outDir = args.find((arg) => arg.startsWith('outDir='))?.slice('outDir='.length);
    const dist = path.resolve(cwd, outDir ?? 'dist');
    const { writePrerenderedPages } = await import('../src/prerender.mjs');
    const pages = await writePrerenderedPages(dist);
    if (pages.length) console.log(`prerendered: ${pages.join(', ')}`);
    // Which build this is and what it was built against, before the copies are compressed.
    const { writeReleaseInfo } = await import('../src/release.mjs');
    const release = writeReleaseInfo(cwd, { dist });
    console.log(`release: ${release.name} ${release.release}`);
    // Last: the compressed copies are of the files as served.
    const { compressBuild } = await import('../src/compress.mjs');
    console.log(`compressed (gzip, Brotli): ${compressBuild(dist)} files`);
  },
  publish: async () => {
    const { publishRelease } = await import('../src/release.mjs');
    const { to, dist, config } = options(args, ['to', 'dist', 'config']);
    // The live runtime config: a release it pins this remote to is kept. Unreadable, nothing is
    // published (it might prune that very release).
    let live;
    if (config) {
      const { readJson } = await import('../src/checkLive.mjs');
      try {
        live = await readJson(fromInvocation(config), fetch);
      } catch (error) {
        console.error(`publish: ${error.message}`);
        process.exit(2);
      }
    }
    const published = publishRelease(
      cwd,
      to ? fromInvocation(to) : undefined,
      dist ? fromInvocation(dist) : undefined,
      { config: live },
    );
    console.log(
      `published ${published.name} ${published.release} (kept: ${published.releases.join(', ')})`,
    );
  },
  'check-live': async () => {
    const { checkLive } = await import('../src/checkLive.mjs');
    const { config, shell, dist } = options(args, ['config', 'shell', 'dist']);
    if (!config) {
      console.error(
        'usage: portal check-live --config <runtime config file or address> [--shell <live shell folder or address>] [--dist <build>]',
      );
      process.exit(2);
    }
    const configFrom = fromInvocation(config);
    let problems;
    try {
      problems = await checkLive({
        distDir: dist ? fromInvocation(dist) : path.join(cwd, 'dist'),
        configFrom,
        // A config file: the shell's build beside it is the live one (in a deploy pipeline, pass
        // the live shell's address).
        shellFrom: shell
          ? fromInvocation(shell)
          : /^https?:/.test(configFrom)
            ? undefined
            : shellBuildBeside(configFrom),
      });
    } catch (error) {
      // Not a verdict: the live shell or the build could not be read.
      console.error(`check-live: ${error.message}`);
      process.exit(2);
    }
    if (problems.length) {
      console.error(
        `Not compatible with the live shell:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
      process.exit(1);
    }
  },
  'nginx-config': async () => {
    const { nginxConfig } = await import('../src/edge.mjs');
    const { config, out, prefix, edge, origins } = options(args, [
      'config',
      'out',
      'prefix',
      'edge',
      'origins',
    ]);
    if (!config || !prefix) {
      console.error(
        'usage: portal nginx-config --config <runtime config file or address> --prefix <nginx folder> [--edge <address> --origins <host:port,…>] [--out <file>]',
      );
      process.exit(2);
    }
    const { readJson } = await import('../src/checkLive.mjs');
    const text = nginxConfig({
      config: await readJson(fromInvocation(config), fetch),
      prefix: path.resolve(fromInvocation(prefix)),
      // Each remote's published folder: <workspace>/<mf-name>/releases (`portal publish`).
      root: workspaceRoot() ?? cwd,
      edge: edge
        ? { address: edge, origins: (origins ?? '').split(',').filter(Boolean) }
        : undefined,
    });
    if (out) fs.writeFileSync(fromInvocation(out), text);
    else process.stdout.write(text);
  },
  dev: () => run('webpack', ['serve', '--mode', 'development', ...args]),
  i18n: () => {
    // One process: a workspace's extraction takes about a second, less than starting Lingui's
    // worker threads did (2.3 -> 1.7 s a workspace here).
    run('lingui', ['extract', '--clean', '--workers', '1']);
    // --strict fails when any message lacks a translation (an es message missing).
    run('lingui', ['compile', '--strict', '--typescript']);
  },
  // The workspace's folder, or the folders named: each file by the config of its own workspace.
  lint: () => run('eslint', ['--max-warnings=0', ...(args.length > 0 ? args : ['.'])]),
};

/** `--name value` pairs of `argv` for the names given. */
function options(argv, names) {
  const found = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, '');
    if (argv[i].startsWith('--') && names.includes(name)) found[name] = argv[(i += 1)];
  }
  return found;
}

/**
 * A path as the person who ran the command meant it: from where they ran it (pnpm runs a
 * workspace's script in its folder, and says where it was called from in INIT_CWD), else from
 * the workspace's root. Addresses are left as they are.
 */
function fromInvocation(where) {
  if (/^https?:\/\//.test(where) || path.isAbsolute(where)) return where;
  const candidates = [process.env.INIT_CWD, cwd, workspaceRoot()].filter(Boolean);
  const found = candidates.map((base) => path.resolve(base, where)).find((p) => fs.existsSync(p));
  return found ?? path.resolve(cwd, where);
}

function workspaceRoot(from = cwd) {
  if (fs.existsSync(path.join(from, 'pnpm-workspace.yaml'))) return from;
  const parent = path.dirname(from);
  return parent === from ? null : workspaceRoot(parent);
}

/** `shell/config/x.json` → the shell's build, `shell/dist`. */
function shellBuildBeside(configFile) {
  return path.join(path.dirname(path.dirname(configFile)), 'dist');
}

const handler = commands[command];
if (!handler) {
  console.error(
    `portal: unknown command "${command}". Commands: ${Object.keys(commands).join(', ')}`,
  );
  process.exit(2);
}
await handler();
