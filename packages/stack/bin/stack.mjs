#!/usr/bin/env node
// portal-stack start [--edge] | standalone <dir> | dev [remote …]
import path from 'node:path';
import { startDevStack, startStack, startStandalone } from '../src/stack.mjs';
import { serveOrigin } from '../src/edge.mjs';

const [command, ...args] = process.argv.slice(2);
const commands = {
  start: () => startStack({ edge: args.includes('--edge') }),
  standalone: () => startStandalone({ dir: path.resolve(args[0] ?? '.') }),
  dev: () => startDevStack({ args }),
  // One instance of the shell's origin behind the edge (started by `start --edge`, src/edge.mjs).
  origin: () =>
    serveOrigin({
      port: Number(args[0]),
      configFile: args[1],
      shellDist: args[2],
      options: JSON.parse(args[3] ?? '{}'),
    }),
};
if (!commands[command]) {
  console.error(
    `portal-stack: unknown command "${command}". Commands: ${Object.keys(commands).join(', ')}`,
  );
  process.exit(2);
}
await commands[command]();
