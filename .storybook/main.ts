// Storybook for designers: every story beside its component, in packages/* and the remotes.
// The webpack side reuses the app preset (Babel with the Lingui macro, vanilla-extract, CSS
// extraction) so a component looks and translates here exactly as in the portal.
import fs from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-webpack5';
import { storybookWebpack } from '@portal/build/webpack';

// One glob per workspace's src/, never one across workspaces: webpack finds the stories by
// walking each glob's fixed part, and `../mf-*/src/**` walks the whole repository, every
// node_modules with its links into pnpm's store included. That walk (lstat, stat) was most of
// the build's six minutes.
const root = path.resolve(import.meta.dirname, '..');
const workspaces = [
  ...fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
  ...fs.readdirSync(root).filter((name) => name.startsWith('mf-')),
].filter((dir) => fs.existsSync(path.join(root, dir, 'src')));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: workspaces.map((dir) => `../${dir}/src/**/*.stories.@(ts|tsx)`),
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  typescript: {
    // Docs pages are generated from the components' props (TypeScript 5.9's JS API).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  webpackFinal: (config) => storybookWebpack(config),
};

export default config;
