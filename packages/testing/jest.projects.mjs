// `pnpm test:unit`: every workspace's unit and component tests in one Jest run.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const workspaces = ['shell', 'mf-auth', 'mf-account', 'mf-checkout', 'mf-billing', 'mf-backoffice']
  .concat(fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`))
  .filter((dir) => fs.existsSync(path.join(root, dir, 'jest.config.mjs')));

export default {
  rootDir: root,
  projects: workspaces.map((dir) => `<rootDir>/${dir}`),
};
