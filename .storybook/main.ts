// Storybook for designers: every story beside its component, in packages/* and the remotes.
// The webpack side reuses the app preset (Babel with the Lingui macro, vanilla-extract, CSS
// extraction) so a component looks and translates here exactly as in the portal.
import type { StorybookConfig } from '@storybook/react-webpack5';
import { storybookWebpack } from '@portal/build/webpack';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../mf-*/src/**/*.stories.@(ts|tsx)'],
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
