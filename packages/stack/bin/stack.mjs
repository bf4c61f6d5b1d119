#!/usr/bin/env node
// portal-stack start | standalone <dir> | dev [remote …]
import path from 'node:path';
import { startDevStack, startStack, startStandalone } from '../src/stack.mjs';

const [command, ...args] = process.argv.slice(2);
const commands = {
  start: () => startStack(),
  standalone: () => startStandalone({ dir: path.resolve(args[0] ?? '.') }),
  dev: () => startDevStack({ args }),
};
if (!commands[command]) {
  console.error(
    `portal-stack: unknown command "${command}". Commands: ${Object.keys(commands).join(', ')}`,
  );
  process.exit(2);
}
await commands[command]();
