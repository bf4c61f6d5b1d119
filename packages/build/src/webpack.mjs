// The one webpack preset of the portal. The shell and the five remotes each call
// `portalWebpackConfig` with their own name and role; nothing else differs between them.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { federationErrorCodesOnly } from './federation-errors.mjs';
import { PRERENDER_INDEX, SERVER_DIR, SERVER_ENTRY } from './prerender.mjs';
import { ROUTES_ENTRY } from './release.mjs';
import { isTunnelRequest, passToTracker } from './tunnel.mjs';
import { filesUnder } from './files.mjs';
import { PUBLIC_DIR, webAppHead } from './webApp.mjs';

const require = createRequire(import.meta.url);
const { babelOptions } = require('./babel.cjs');

/** Third-party packages that hold state or must exist once per page. */
export const THIRD_PARTY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@lingui/core',
  '@lingui/react',
];

/** Workspace packages that hold state: one instance across the shell and every remote. */
export const STATEFUL_PORTAL_PACKAGES = [
  '@portal/config',
  '@portal/router',
  '@portal/i18n',
  '@portal/notify',
  '@portal/session',
  '@portal/telemetry',
];

/**
 * Stateless workspace packages. Whether they are shared or bundled (tree-shaken) into each
 * remote was decided by `pnpm bench`: see packages/build/docs/adr-001-stateless-packages.md.
 */
export const STATELESS_PORTAL_PACKAGES = ['@portal/ui'];

const basePackageName = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** Reads the installed version of `request` as seen from `appDir` (pnpm keeps it strict). */
export function installedVersion(request, appDir) {
  const name = basePackageName(request);
  const searchFrom = [
    appDir,
    path.dirname(resolvePackageJson('react-router-dom', appDir) ?? appDir),
  ];
  for (const from of searchFrom) {
    const file = resolvePackageJson(name, from);
    if (file) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`Cannot read the version of ${name} from ${appDir}`);
}

function resolvePackageJson(name, from) {
  try {
    return createRequire(path.join(from, 'package.json')).resolve(`${name}/package.json`);
  } catch {
    return null;
  }
}

/** TypeScript, React and the Lingui macro for our own code (workspace packages included). */
function babelRule({ production, stripMessages = false }) {
  return {
    test: /\.(tsx?|mjs)$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('babel-loader'),
      options: {
        ...babelOptions({ development: !production, stripMessages }),
        cacheDirectory: true,
      },
    },
  };
}

/** The stylesheets vanilla-extract emits for each `.css.ts` file. */
function vanillaCssRule() {
  return {
    test: /\.vanilla\.css$/i,
    use: [
      MiniCssExtractPlugin.loader,
      { loader: require.resolve('css-loader'), options: { url: false } },
    ],
  };
}

function vanillaExtractPlugin({ production }) {
  return new VanillaExtractPlugin({ identifiers: production ? 'short' : 'debug' });
}

/**
 * Storybook's `webpackFinal`: adds the app preset's Babel rule, vanilla-extract and CSS
 * extraction to Storybook's own config, and keeps Storybook's CSS rule off vanilla-extract's
 * stylesheets so they are not processed twice.
 * @param {import('webpack').Configuration} config
 * @returns {import('webpack').Configuration}
 */
export function storybookWebpack(config) {
  const production = config.mode === 'production';
  const rules = (config.module?.rules ?? []).map((rule) =>
    rule && rule.test instanceof RegExp && rule.test.test('x.vanilla.css')
      ? { ...rule, exclude: [rule.exclude ?? [], /\.vanilla\.css$/i].flat() }
      : rule,
  );
  return {
    ...config,
    module: { ...config.module, rules: [...rules, babelRule({ production }), vanillaCssRule()] },
    plugins: [
      ...(config.plugins ?? []),
      vanillaExtractPlugin({ production }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    ],
    // Storybook's manager and docs exceed webpack's size hints by design; they only add noise.
    performance: { hints: false },
  };
}

/**
 * The shared map: every singleton with an explicit requiredVersion read from package.json.
 * `eager` (the shell): the host's copies go into its entry chunk instead of one lazy chunk per
 * package. The host always provides them ('loaded-first'), so splitting them only added a
 * waterfall of ~20 small requests before the first render (adr-003).
 */
export function sharedModules(appDir, { shareStateless = false, eager = false } = {}) {
  const names = [
    ...THIRD_PARTY_SINGLETONS,
    ...STATEFUL_PORTAL_PACKAGES,
    ...(shareStateless ? STATELESS_PORTAL_PACKAGES : []),
  ];
  return Object.fromEntries(
    names.map((name) => {
      const version = installedVersion(name, appDir);
      return [name, { singleton: true, requiredVersion: `^${version}`, version, eager }];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (import.meta.dirname of its webpack config)
 * @param {'host' | 'remote'} options.role
 * @param {string} options.name       federation name (shell, mf_auth, ...)
 * @param {number} options.port       dev server port
 * @param {string} [options.title]    standalone page title
 * @param {string} [options.server]   module run in Node to prerender (adr-004), from `dir`
 * @param {string} [options.gate]     host only: a script the prerendered page runs before it
 *                                    paints, built alone as prerender-gate.js, from `dir`
 * @returns {(env: Record<string, string>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function portalWebpackConfig({ dir, role, name, port, title = name, server, gate }) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const srcDir = env.srcDir ? path.resolve(env.srcDir) : path.join(dir, 'src');
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    const shareStateless = (env.shareStateless ?? process.env.PORTAL_SHARE_STATELESS) === '1';
    const host = role === 'host';
    const publicPath = host ? SHELL_BASE : 'auto';
    const webApp = host ? webAppHead(dir, SHELL_BASE) : null;

    const app = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: path.join(srcDir, 'index.ts') },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      // No shim of Node's `global` in the shell's runtime, which every page starts with: its only
      // user is the error tracker's SDK (a chunk loaded with the first error), behind a typeof.
      ...(host ? { node: { global: false } } : {}),
      output: {
        path: outDir,
        publicPath,
        // Names the chunk-loading global (webpackChunk<name>) so the shell can drop a stale one.
        uniqueName: name,
        // A remote's chunks (of another origin than the page's) load in CORS mode, as the shell
        // loads the remote's entry: what its code throws is readable (ADR 014). The shell's own
        // are of the page's origin.
        ...(host ? {} : { crossOriginLoading: 'anonymous' }),
        // Entry files stay unhashed (served no-cache); every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: { keep: new RegExp(`^(${RUNTIME_PROVIDER}|${GATE})\\.js$`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The plugin that provides the runtime is injected with require(); point it at its ES
        // build so it shares the shell's copy of the runtime instead of adding a CommonJS one.
        alias: host ? esmInsteadOfCommonJs(INJECT_RUNTIME_PLUGIN) : {},
      },
      module: {
        rules: [
          // Production apps ship message ids only; Storybook keeps the texts (adr-003).
          babelRule({ production, stripMessages: production }),
          vanillaCssRule(),
          { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        vanillaExtractPlugin({ production }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name,
          ...(host
            ? { remotes: {} }
            : {
                filename: 'remoteEntry.js',
                exposes: { './routes': path.join(srcDir, 'routes.tsx') },
              }),
          shared: sharedModules(dir, { shareStateless, eager: host }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell provides it and remotes use it,
          // instead of every remoteEntry.js carrying its own copy (~28 KB gzip each).
          // Browser-only builds: the runtime drops its Node loading paths (~1.8 KB gzip).
          // The shell reads remote manifests itself, so its runtime leaves out the manifest
          // plugins (~1.5 KB gzip); remotes load no remote, so theirs leaves out that code.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: host
              ? { target: 'web', disableSnapshot: true }
              : { target: 'web', disableRemote: true },
          },
        }),
        ...(production
          ? [federationErrorCodesOnly(path.join(import.meta.dirname, 'federation-error-codes.mjs'))]
          : []),
        new PrerenderIndexPlugin(),
        ...(host ? [new PublicFilesPlugin(path.join(dir, PUBLIC_DIR))] : []),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title: host ? 'Minha Conta' : `${title} · standalone`,
          // The tab icon, served beside index.html (without it every page logs a 404). A PNG
          // (shell/scripts/make-icons.mjs says why).
          favicon: path.join(import.meta.dirname, 'favicon.png'),
          publicPath: host ? SHELL_BASE : '/',
          scriptLoading: 'defer',
          // A remote's standalone page has no shell to provide the runtime: load it first.
          templateParameters: {
            runtimeScripts: host ? [] : [`/${RUNTIME_PROVIDER}.js`],
            // The shell's first request (the runtime config) leaves with the page, not after
            // the entry script has been parsed (shell/src/startup/earlyRequests.ts reads it).
            preloadFetches: host ? [`${SHELL_BASE}runtime-config.json`] : [],
            // The shell's web app manifest, theme colour and home-screen icon (issue 28).
            webApp,
          },
        }),
      ],
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
        // One stylesheet per app: otherwise each lazy page chunk carries its own copy of the
        // design system's CSS.
        splitChunks: {
          cacheGroups: {
            styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
            // The shell's eager react-dom, its own script before main.js: one 377 KB script
            // was one long task (compile and the runtime's start, 137 ms at 4×) after the
            // prerendered page's paint; two scripts are two shorter tasks (ADR 011).
            ...(host
              ? {
                  reactDom: {
                    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?react-dom[@\\/]/,
                    name: 'react-dom',
                    filename: production ? '[name].[contenthash:8].js' : '[name].js',
                    chunks: 'initial',
                    enforce: true,
                  },
                }
              : {}),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: true,
        historyApiFallback: host ? { index: `${SHELL_BASE}index.html` } : true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
        setupMiddlewares: (middlewares, devServer) => {
          if (host) {
            // The shell reads its runtime config at start; in dev it is the development file.
            const configFile = path.join(dir, 'config', 'development.json');
            devServer.app.get(`${SHELL_BASE}runtime-config.json`, (_req, res) => {
              res.sendFile(configFile);
            });
            // The error tracker's tunnel, as the shell's server has it (tunnel.mjs).
            devServer.app.use((req, res, next) => {
              const config =
                req.method === 'POST' && JSON.parse(fs.readFileSync(configFile, 'utf8'));
              if (!config || !isTunnelRequest(config, req.url)) return next();
              void passToTracker(req, res, config);
            });
          }
          return middlewares;
        },
      },
    };
    const extra = [
      ...(host ? [] : [runtimeProviderConfig({ dir, outDir, production })]),
      ...(production && !host ? [routesConfig({ dir, name, srcDir, outDir })] : []),
      ...(production && server ? [serverConfig({ dir, name, production, entry: server })] : []),
      ...(gate ? [gateConfig({ dir, outDir, production, entry: gate })] : []),
    ];
    return extra.length ? [app, ...extra] : app;
  };
}

const RUNTIME_PROVIDER = 'federation-runtime';
const GATE = 'prerender-gate';

/** Where the shell is served; its runtime config sits beside its index.html. */
const SHELL_BASE = '/minha-conta/';
const INJECT_RUNTIME_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/** Maps a package the federation plugin injects by file path to its ES module build. */
function esmInsteadOfCommonJs(name) {
  const commonJs = createRequire(require.resolve('@module-federation/enhanced')).resolve(name);
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/**
 * For a remote's standalone page only: a script that installs the federation runtime the
 * remote's own entries expect from a host. Built on its own, without federation, so the
 * runtime is bundled here rather than externalised.
 */
function runtimeProviderConfig({ dir, outDir, production }) {
  return {
    name: RUNTIME_PROVIDER,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { [RUNTIME_PROVIDER]: path.join(import.meta.dirname, 'federation-runtime.mjs') },
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: {
      alias: {
        'portal-federation-runtime-core$': createRequire(
          require.resolve('@module-federation/enhanced'),
        ).resolve('@module-federation/runtime-tools/runtime-core'),
      },
    },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Emits the files of `folder` as they are, at the same paths under the output: the host's
 * `public/` (its web app manifest and icons), served beside its index.html.
 */
class PublicFilesPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const file of filesUnder(this.folder)) {
            const absolute = path.join(this.folder, file);
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(absolute)));
          }
        },
      );
    });
  }
}

/**
 * Writes prerender.json (contracts' PrerenderIndex) with the app's stylesheet. `portal build`
 * adds the pages a remote prerenders; the shell's server reads both (adr-004).
 */
class PrerenderIndexPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrerenderIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrerenderIndexPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const styles = [...(compilation.namedChunks.get('styles')?.files ?? [])].filter((file) =>
            file.endsWith('.css'),
          );
          // The scripts of each named lazy chunk group (a route's page, a catalog), so the
          // shell's server can name them in the page it sends (route hints, adr-006).
          const chunks = {};
          for (const [groupName, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue;
            const files = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'));
            if (files.length) chunks[groupName] = [...new Set(files)];
          }
          const index = { version: 1, styles, chunks, pages: {} };
          compilation.emitAsset(PRERENDER_INDEX, new RawSource(JSON.stringify(index, null, 2)));
        },
      );
    });
  }
}

/** The app's prerender module for Node: same Babel, same vanilla-extract class names. */
function serverConfig({ dir, name, production, entry }) {
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node',
    entry: { prerender: path.join(dir, entry) },
    output: {
      path: path.join(dir, SERVER_DIR),
      filename: SERVER_ENTRY,
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      // The routes module (routesConfig) is written beside it by another compiler.
      clean: { keep: new RegExp(`^${ROUTES_ENTRY.replace('.', '\\.')}$`) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        babelRule({ production, stripMessages: production }),
        vanillaCssRule(),
        { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [vanillaExtractPlugin({ production }), new MiniCssExtractPlugin()],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's `./routes` for Node, to write down what it declares (`release.json`): its pages
 * stay out (`import()` is left as it is and never called), so this is the routes module and
 * what it imports at the top only.
 */
function routesConfig({ dir, name, srcDir, outDir }) {
  return {
    name: `${name}-routes`,
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { routes: path.join(srcDir, 'routes.tsx') },
    output: {
      path: path.join(path.dirname(outDir), SERVER_DIR),
      filename: ROUTES_ENTRY,
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { javascript: { import: false } },
      rules: [
        babelRule({ production: true, stripMessages: true }),
        vanillaCssRule(),
        { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [vanillaExtractPlugin({ production: true }), new MiniCssExtractPlugin()],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The host's prerender gate: a plain script, without the federation runtime or React. */
function gateConfig({ dir, outDir, production, entry }) {
  return {
    name: GATE,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { [GATE]: path.join(dir, entry) },
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [babelRule({ production })] },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
