// `pnpm test:unit`: every workspace's unit and component tests in one Jest run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const workspaces = ['shell', 'mf-auth', 'mf-account', 'mf-checkout', 'mf-billing', 'mf-backoffice']
  .concat(fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`))
  .filter((dir) => fs.existsSync(path.join(root, dir, 'jest.config.mjs')));

export default {
  rootDir: root,
  // A worker per core. Jest's default leaves one core to itself (cores - 1), which on a 2-core
  // machine (CI) means one worker, in band: half the machine idle for the longest check but one.
  maxWorkers: os.availableParallelism(),
  projects: workspaces.map((dir) => `<rootDir>/${dir}`),
};
