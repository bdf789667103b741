// One webpack + Module Federation factory for the shell (host) and every remote (architecture section 3).
// Shared singletons, no eager sharing (each entry only does `import('./bootstrap')`), 'loaded-first'
// so one broken remote cannot break start-up, swc for transpiling and minifying (fast on 2 cores).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }));

const root = __dirname;
const uiDir = path.join(root, 'packages/ui');
const contractsDir = path.join(root, 'packages/contracts');

/** Shared as singletons by every federated build. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@fluentui/react-components',
  'zustand',
  'i18next',
  'react-i18next',
  '@hub/ui',
];
/** Heavy libraries a remote may leave to the host (`import: false`): the host always provides them. */
const HOST_PROVIDED = new Set(['react', 'react-dom', 'react-dom/client', '@fluentui/react-components', '@hub/ui']);

function versionOf(pkgName) {
  if (pkgName === '@hub/ui') return require(path.join(uiDir, 'package.json')).version;
  const base = pkgName.startsWith('@') ? pkgName.split('/').slice(0, 2).join('/') : pkgName.split('/')[0];
  return require(require.resolve(`${base}/package.json`, { paths: [root] })).version;
}

function sharedConfig(dir, { hostProvided }) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...(pkg.peerDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name === 'react-dom/client' ? 'react-dom' : name;
    const requiredVersion = deps[base] && deps[base] !== '*' ? deps[base] : `^${versionOf(name)}`;
    shared[name] = {
      singleton: true,
      requiredVersion,
      version: versionOf(name),
      ...(hostProvided && HOST_PROVIDED.has(name) ? { import: false } : {}),
    };
  }
  return shared;
}

/**
 * @param {{
 *   dir: string,              // the package folder (__dirname of its webpack.config.js)
 *   name: string,             // federation name: 'shell' or 'mf-admin' ...
 *   kind: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   hostProvided?: boolean,   // remotes: leave react, react-dom, Fluent and @hub/ui to the host
 *   port?: number,
 * }} options
 */
function createFederationConfig(options) {
  const { dir, name, kind, exposes = {}, hostProvided = false, port = 3000 } = options;
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const publicDir = path.join(dir, 'public');
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'host' ? '/' : `/remotes/${name}/`,
        // Entry chunks keep plain names: the federation runtime resolves their path before hashes
        // exist (webpack 5.111 refuses [contenthash] there). index.html adds a ?hash to main.js.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Contracts are bundled from their TypeScript sources: tree-shaken ES modules, no build order.
        alias: { '@hub/contracts$': path.join(contractsDir, 'src/index.ts') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: [path.join(dir, 'src'), path.join(uiDir, 'src'), path.join(contractsDir, 'src')],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          { test: /\.(svg|png|webp|jpg)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(dir, { hostProvided: kind === 'remote' && hostProvided }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        ...(kind === 'host'
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                chunks: ['main'],
                hash: production,
                templateParameters: { version: pkg.version },
              }),
            ]
          : []),
        ...(require('node:fs').existsSync(publicDir)
          ? [new CopyPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] })]
          : []),
        new (require('webpack').DefinePlugin)({
          __APP_VERSION__: JSON.stringify(require(path.join(root, 'package.json')).version),
        }),
      ],
      optimization: {
        minimize: production,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: 2, extractComments: false })],
        moduleIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    };
  };
}

module.exports = { createFederationConfig, SINGLETONS };
