// One Babel configuration for webpack (browser) and Jest (node): TypeScript, React's automatic
// runtime, the route table's pages as literals (babel-pages.cjs) and the Lingui macro, so a
// message compiles to the same id everywhere.
const { makeConfig } = require('@lingui/conf');
const { babelPagesPlugin } = require('./babel-pages.cjs');

// The macro needs only the locales; passing them here lets packages without a catalog of
// their own (and Jest) compile macros without a lingui.config file.
const linguiConfig = makeConfig(
  { locales: ['pt-BR', 'es'], sourceLocale: 'pt-BR' },
  { skipValidation: true },
);

/**
 * `stripMessages`: the bundles keep only each message's id, not its Portuguese source text; the
 * compiled catalogs (which the portal always loads before it renders) hold the texts.
 * @param {{ target?: 'browser' | 'node', development?: boolean, stripMessages?: boolean }} [options]
 */
function babelOptions({ target = 'browser', development = false, stripMessages = false } = {}) {
  return {
    babelrc: false,
    configFile: false,
    presets: [
      [
        require.resolve('@babel/preset-env'),
        target === 'node'
          ? { targets: { node: 'current' } }
          : {
              targets: 'chrome >= 111, edge >= 111, firefox >= 115, safari >= 16.4',
              bugfixes: true,
              modules: false,
            },
      ],
      [require.resolve('@babel/preset-react'), { runtime: 'automatic', development }],
      [require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }],
    ],
    plugins: [
      // `pages.x` and `href(pages.x)` of the route table, written as the literals they stand for.
      babelPagesPlugin(),
      [
        require.resolve('@lingui/babel-plugin-lingui-macro'),
        { linguiConfig, stripMessageField: stripMessages },
      ],
    ],
  };
}

module.exports = { babelOptions };
