// One webpack + Module Federation factory for the shell (host) and every remote (architecture section 3).
// Shared singletons, no eager sharing (each entry only does `import('./bootstrap')`), 'loaded-first'
// so one broken remote cannot break start-up, swc for transpiling and minifying (fast on 2 cores).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }));

const root = __dirname;
const uiDir = path.join(root, 'packages/ui');
const contractsDir = path.join(root, 'packages/contracts');

/**
 * Fluent UI is shared package by package, not as `@fluentui/react-components`: a shared module is
 * built whole (the provider cannot know which exports its consumers use), so sharing the barrel put
 * every Fluent component (1.2 MB) in the first chunk of every page. Each import of the barrel is
 * tree-shaken in the build that makes it and resolves to the component packages it needs; those are
 * shared singletons (one React context per package for the host and every remote), each its own chunk,
 * loaded when a page first needs it. The list is the barrel's dependency tree within @fluentui and
 * @griffel; @fluentui/react-icons stays per build (tree-shaken icons, no shared state).
 */
function fluentPackages() {
  const seen = new Set();
  const visit = (name) => {
    const pkg = require(require.resolve(`${name}/package.json`, { paths: [root] }));
    for (const dep of Object.keys(pkg.dependencies || {})) {
      if (seen.has(dep) || dep === '@fluentui/react-icons' || !/^@(fluentui|griffel)\//.test(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit('@fluentui/react-components');
  return [...seen].sort();
}

/** Text assets get a .br and a .gz beside them in production builds; the gateway serves the best one. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
function precompressed() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * In the shell, Fluent's foundation (provider, theme, tokens, Griffel, Tabster, positioning, motion), the icons,
 * and the components every page shows (buttons, fields, text, links, menus, tooltips, message bars)
 * go in one chunk instead of about sixty: the sign-in page needs all of them, and each request costs its
 * headers (about 1 KB with the security headers). The other component packages keep a chunk each and
 * load with the first page that uses them.
 */
const FLUENT_COMMON_PACKAGES = [
  ...[
    'utilities', 'shared-contexts', 'theme', 'tabster', 'jsx-runtime', 'aria', 'portal', 'positioning', 'motion',
    'motion-components-preview', 'context-selector', 'provider', 'field', 'label', 'button', 'text', 'link', 'input',
    'checkbox', 'spinner', 'message-bar', 'tooltip', 'menu',
  ].map((c) => `@fluentui/react-${c}/`),
  '@fluentui/tokens/', '@fluentui/keyboard-keys/', '@griffel/', 'tabster/', 'keyborg/', '@floating-ui/', '@swc/helpers/', 'tslib/',
  'use-sync-external-store/', 'rtl-css-js/', 'stylis/', '@emotion/hash/', 'react/jsx-runtime.js', 'react/cjs/react-jsx-runtime.',
  // The icons this build uses (tree-shaken): otherwise a chunk of 1-2 KB each, a dozen on the sign-in page.
  '@fluentui/react-icons/',
];
const FLUENT_COMMON = (module) => {
  const resource = (module.resource || '').replace(/\\/g, '/');
  const at = resource.lastIndexOf('/node_modules/');
  if (at < 0) return false;
  const inPackage = resource.slice(at + '/node_modules/'.length);
  return FLUENT_COMMON_PACKAGES.some((prefix) => inPackage.startsWith(prefix));
};

/**
 * Shared as singletons by every federated build. Not react-router-dom: only the shell routes with it
 * (each remote is its own React root and follows the address with useBrowserPath of @hub/ui), and a
 * shared module cannot be tree-shaken (the whole router was 190 KB on the sign-in page). zod is: the
 * contracts build their schemas with it in every build, so each remote brought its own copy (12 KB brotli,
 * whole either way) to every signed-in page beside the shell's (issue 30 item 3). `@hub/ui/core` is the
 * part of @hub/ui the shell's start and sign-in pages use (packages/ui/src/core.ts), shared apart so they
 * do not download the whole kit; the host provides both, so their modules are one.
 */
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', ...fluentPackages(), 'zustand', 'i18next', 'react-i18next', 'zod', '@hub/ui/core', '@hub/ui'];
/** Heavy libraries a remote may leave to the host (`import: false`): the host always provides them. */
const HOST_PROVIDED = new Set(['react', 'react-dom', 'react-dom/client', '@hub/ui/core', '@hub/ui']);

function versionOf(pkgName) {
  if (pkgName === '@hub/ui' || pkgName.startsWith('@hub/ui/')) return require(path.join(uiDir, 'package.json')).version;
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

/** This build's provided copy of each shared module (its share key → the chunk group of the copy). */
function providedGroups(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const group = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).find(Boolean);
    if (group) provided.set(module._name, group);
  }
  return provided;
}

/** The share keys the chunks of `group` consume (the shared modules they import). */
function consumedKeys(compilation, group) {
  const keys = new Set();
  for (const chunk of group.chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === 'consume-shared-module' && module.options) keys.add(module.options.shareKey);
  return [...keys].sort();
}

/**
 * The chunks of `groups` and of the shared modules they consume, in turn: this build's provided copy
 * ('loaded-first' runs the host's, provided before any remote's) or else the consume's fallback. The
 * provided copy's fallback is usually the same chunk, but not always (@hub/ui/core's were two files
 * with the same module, and the fallback's was never used).
 */
function chunksWithSharedModules(compilation, groups) {
  const { chunkGraph } = compilation;
  const provided = providedGroups(compilation);
  const todo = [...groups];
  const seen = new Set();
  const chunks = new Set();
  while (todo.length > 0) {
    const group = todo.pop();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const next = provided.get(module.options && module.options.shareKey) || module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).find(Boolean);
        if (next && !seen.has(next)) todo.push(next);
      }
    }
  }
  return chunks;
}

/** The scripts of `chunks` with the build's public path, sorted. */
function scriptsOf(compilation, chunks) {
  const files = new Set();
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${compilation.outputOptions.publicPath}${file}`);
  return [...files].sort();
}

/** The chunk groups of the lazy imports of `requests` (`import('./bootstrap')`...). */
const groupsOfImports = (compilation, requests) => compilation.chunkGroups.filter((g) => g.origins.some((o) => requests.has(o.request)));

/** The host's start: `import('./bootstrap')` and the shared modules it consumes, in turn. */
const startChunks = (compilation) => chunksWithSharedModules(compilation, groupsOfImports(compilation, new Set(['./bootstrap'])));

/**
 * Issue 30 item 1: the host's index.html preloads the scripts its start needs besides main.js: the
 * chunks of `import('./bootstrap')` and of the shared modules they consume, in turn (the host's own
 * copies, which 'loaded-first' uses at the start; i18next, react-dom and zustand are consumed by other
 * shared modules, not by the bootstrap, and were fetched a round trip later), so they come beside
 * main.js. Classic scripts without crossorigin, as webpack's loader adds them, so the preloads are used.
 */
class PreloadStartChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunks', (data) => {
        // A deferred script is fetched at low priority, after every preload (high): main.js came last
        // of 20 and would come after the signed-in page's 40. It is the first the start runs.
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        for (const href of scriptsOf(compilation, startChunks(compilation))) {
          data.headTags.push({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href }, meta: { plugin: 'PreloadStartChunks' } });
        }
        return data;
      });
    });
  }
}

/**
 * The chunks the signed-out start runs (issue 30 item 3): main.js, the chunk groups of
 * `import('./bootstrap')` and of the auth pages (`import('./routes/authPages')`), and those of the shared
 * modules they consume, in turn: the host's provided copy ('loaded-first' runs it) or the fallback.
 */
function signedOutStartChunks(compilation) {
  const groups = groupsOfImports(compilation, new Set(['./bootstrap', './routes/authPages']));
  for (const chunk of compilation.chunks) if (chunk.name === 'main') for (const g of chunk.groupsIterable) groups.push(g);
  return chunksWithSharedModules(compilation, groups);
}

/**
 * Each shared module this build provides, by share key: the scripts of its own copy and the share keys
 * that copy consumes in turn (resolved by the gateway, host's copy first: infra/gateway static.ts).
 */
function providedShared(compilation) {
  const shared = {};
  for (const [key, group] of providedGroups(compilation)) shared[key] = { scripts: scriptsOf(compilation, group.chunks), consumes: consumedKeys(compilation, group) };
  return shared;
}

/** The file the host's build publishes its start, signed-in layout and shared modules' scripts in (issue 30). */
const SHELL_CHUNKS_FILE = 'shell-chunks.json';

/**
 * Issue 30: the host publishes, at build time, the scripts of its start (`start`, which index.html
 * preloads), of the signed-in layout (`signedIn`: `import('./routes/signedInPages')`, the default layout
 * and the remotes' outlet, with the shared modules it consumes in turn, less the start's) and of each
 * shared module it provides (`shared`). The gateway preloads the signed-in layout's on a signed-in page,
 * so they come beside the bootstrap call instead of after the first render, and resolves with `shared`
 * the shared modules a remote's page consumes.
 */
class PublishShellChunks {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishShellChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishShellChunks', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const start = scriptsOf(compilation, startChunks(compilation));
        const layout = groupsOfImports(compilation, new Set(['./routes/signedInPages']));
        if (layout.length === 0) compilation.errors.push(new compiler.webpack.WebpackError("PublishShellChunks: no import('./routes/signedInPages') in the host"));
        const signedIn = scriptsOf(compilation, chunksWithSharedModules(compilation, layout)).filter((s) => !start.includes(s));
        const json = JSON.stringify({ start, signedIn, shared: providedShared(compilation) }, null, 1);
        compilation.emitAsset(SHELL_CHUNKS_FILE, new sources.RawSource(json));
      });
    });
  }
}

/**
 * Issue 30 item 3: the signed-out start (main.js, `import('./bootstrap')`, the auth pages'
 * `import('./routes/authPages')`, and the shared modules they consume, the host's provided copy or the
 * fallback) must not load zod: every @hub/contracts module that builds schemas pulls in zod's 13 KB, and
 * sign-in's budget (300 KB cold) has about 1 KB to spare. A start module that imports one fails the
 * production build, naming the importers; the browser's client reads only the zod-free routes
 * (`http/route.ts`, `auth-routes.ts`, `start-routes.ts`). bench/frontend/signin-modules.mjs lists every
 * contract module of the start and why it is there.
 */
class SignedOutStartWithoutZod {
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SignedOutStartWithoutZod', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SignedOutStartWithoutZod', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph, moduleGraph } = compilation;
        // Every module the start runs (concatenated modules opened), and the zod modules among them.
        const present = new Set();
        const zodModules = [];
        const isZod = (m) => (m.type === 'consume-shared-module' ? Boolean(m.options && m.options.shareKey === 'zod') : /[\\/]node_modules[\\/]zod[\\/]/.test(m.resource || ''));
        for (const chunk of signedOutStartChunks(compilation))
          for (const module of chunkGraph.getChunkModulesIterable(chunk))
            for (const m of module.modules ? [...module.modules, module] : [module]) {
              present.add(m);
              if (isZod(m)) zodModules.push(m);
            }
        // The start's own modules that import zod (zod's files importing each other are not named).
        const importers = new Set();
        for (const m of zodModules)
          for (const c of moduleGraph.getIncomingConnections(m)) {
            const from = (c.dependency && moduleGraph.getParentModule(c.dependency)) || c.originModule;
            if (from && present.has(from) && from.resource && !isZod(from)) importers.add(path.relative(root, from.resource));
          }
        if (zodModules.length > 0 && importers.size === 0) importers.add('(a module of the start)');
        if (zodModules.length > 0)
          compilation.errors.push(
            new WebpackError(`SignedOutStartWithoutZod: the sign-in page's start loads zod (issue 30 item 3: ≤ 300 KB), imported by ${[...importers].sort().join(', ')}; import the zod-free routes or constants instead, or load the module lazily`),
          );
      });
    });
  }
}

/**
 * The page patterns of a remote's routes file by the request of their lazy import: `'/products':
 * lazyPage(() => import('./pages/ProductsPage')...)` gives `{ './pages/ProductsPage': ['/products'] }`
 * (several pages may share a module).
 */
function pagePatternsByRequest(source) {
  const found = {};
  for (const m of source.matchAll(/'([^']+)':\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'/g)) found[m[2]] = [...(found[m[2]] || []), m[1]];
  return found;
}

/** The file a remote's build publishes its chunk lists in, for the gateway (issue 30 item 1). */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * Issue 30 item 1: a remote publishes, at build time, the scripts of its exposed module (`expose`) and
 * of each page's lazy import (`pages`, by its pattern in the page table), so the gateway writes preload
 * hints for the open page's chunks into the HTML and they come beside the shell's instead of after the
 * remote's entry has run and the page has rendered. Scripts only, with the remote's public path. Also
 * the shared modules they consume (`exposeConsumes`, `pageConsumes`, share keys) and the remote's own
 * copy of each shared module it provides (`shared`): the gateway takes the host's copy of a module the
 * host provides (shell-chunks.json) and the remote's otherwise (e.g. @fluentui/react-search, which
 * /products uses and the shell does not: three chunks that were fetched only when the page rendered).
 */
class PublishPageChunks {
  constructor(exposes) {
    this.exposeRequests = new Set(Object.values(exposes));
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishPageChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishPageChunks', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const scripts = (group) => scriptsOf(compilation, group.chunks);
        const expose = new Set();
        const exposeConsumes = new Set();
        const pages = {};
        const pageConsumes = {};
        const patterns = new Map();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (this.exposeRequests.has(origin.request)) {
              for (const f of scripts(group)) expose.add(f);
              for (const key of consumedKeys(compilation, group)) exposeConsumes.add(key);
            }
            const resource = origin.module && origin.module.resource;
            if (!resource || !/[\\/]src[\\/]routes\.tsx?$/.test(resource)) continue;
            if (!patterns.has(resource)) patterns.set(resource, pagePatternsByRequest(require('node:fs').readFileSync(resource, 'utf8')));
            const pagesOf = patterns.get(resource)[origin.request];
            if (!pagesOf) {
              compilation.errors.push(new compiler.webpack.WebpackError(`PublishPageChunks: import('${origin.request}') of ${resource} is not a page's lazyPage`));
              continue;
            }
            for (const pattern of pagesOf) {
              pages[pattern] = scripts(group);
              pageConsumes[pattern] = consumedKeys(compilation, group);
            }
          }
        }
        const published = { expose: [...expose].sort(), exposeConsumes: [...exposeConsumes].sort(), pages, pageConsumes, shared: providedShared(compilation) };
        compilation.emitAsset(PAGE_CHUNKS_FILE, new sources.RawSource(JSON.stringify(published, null, 1)));
      });
    });
  }
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
                // Issue 30 item 1: the remotes' manifest is fetched beside main.js, not after it; the
                // page's own remote entry is preloaded by the gateway, which knows the page.
                templateParameters: { version: pkg.version, preloadHints: '<link rel="preload" href="/mf-manifest.json" as="fetch" crossorigin="anonymous" />' },
              }),
              new PreloadStartChunks(),
              new PublishShellChunks(),
              ...(production ? [new SignedOutStartWithoutZod()] : []),
            ]
          : []),
        ...(kind === 'remote' ? [new PublishPageChunks(exposes)] : []),
        ...(require('node:fs').existsSync(publicDir)
          ? [new CopyPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] })]
          : []),
        new (require('webpack').DefinePlugin)({
          __APP_VERSION__: JSON.stringify(require(path.join(root, 'package.json')).version),
        }),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: 2, extractComments: false })],
        moduleIds: production ? 'deterministic' : 'named',
        // The host only: in a remote the group would also hold its fallback copies of the shared
        // packages, which the host's copies replace at run time.
        ...(kind === 'host'
          ? { splitChunks: { cacheGroups: { fluentCommon: { test: FLUENT_COMMON, name: 'fluent-common', chunks: 'async', enforce: true, priority: 20 } } } }
          : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    };
  };
}

module.exports = { createFederationConfig, SINGLETONS, pagePatternsByRequest, PAGE_CHUNKS_FILE, SHELL_CHUNKS_FILE, signedOutStartChunks };
