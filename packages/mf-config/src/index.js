import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from './compress-plugin.js';
import { packageOf, ServerManifestPlugin } from './server-manifest-plugin.js';
import { isSharedSingleton, SERVER_SHARED_GLOBAL, SERVER_SHARED_MODULES, sharedConfig } from './shared.js';

export { PrecompressPlugin } from './compress-plugin.js';
export { SERVER_MANIFEST, ServerManifestPlugin } from './server-manifest-plugin.js';
export {
  isSharedSingleton,
  SERVER_SHARED_GLOBAL,
  SERVER_SHARED_MODULES,
  SHARED_SINGLETONS,
  sharedConfig,
} from './shared.js';

/** Ports of the dev servers (`npm run dev`). */
export const DEV_PORTS = {
  shell: 3000,
  api: 3100,
  'mf-public': 3001,
  'mf-passport': 3002,
  'mf-booking': 3003,
  'mf-user-center': 3004,
  'mf-teacher': 3005,
  'mf-classroom': 3006,
  'mf-video-learning': 3007,
  'mf-service-centre': 3008,
};

/**
 * How sources, styles and assets are compiled, the same for the browser build and the server render
 * (CSS Modules class names depend only on the file and the class, so both builds name them alike).
 * @param {boolean} production
 * @param {string} targets swc's targets
 * @returns {import('@rspack/core').ModuleOptions}
 */
function moduleOptions(production, targets) {
  return {
    // `import styles from './x.module.css'`, as the types in types/assets.d.ts declare.
    parser: { 'css/auto': { namedExports: false } },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets },
        },
        type: 'javascript/auto',
      },
      // The shared packages' class names must not depend on which app built them: the host's copy styles the
      // page in the browser, a remote's own copy its server render, and both must name the same rules.
      {
        test: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.module\.css$/,
        type: 'css/auto',
        generator: { localIdentName: 'hy-[name]-[local]' },
      },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
    ],
  };
}

/**
 * @typedef {object} ServerRenderOptions
 * @property {string} dir the app folder
 * @property {string} name federation name of the app it renders (CSS Modules class names depend on it)
 * @property {string} entry the module exporting the render, e.g. `./src/ssr.tsx`
 * @property {'host' | 'remote'} kind the shell bundles the shared singletons and provides them; a remote
 *   takes them from the shell's render (SERVER_SHARED_MODULES)
 * @property {Record<string, string>} [define] compile-time constants
 */

/**
 * A remote's server build takes the shared singletons from the shell's server render at the time its module is
 * evaluated, as a remote in the browser takes them from the host. The packages taken are noted in `taken` (the
 * server manifest says which versions the build expects of the shell).
 * @param {Set<string>} taken
 * @returns {(data: import('@rspack/core').ExternalItemFunctionData, callback: (error?: Error | null, result?: string, type?: import('@rspack/core').ExternalsType) => void) => void}
 */
function sharedFromShell(taken) {
  return ({ request }, callback) => {
    if (!request || !isSharedSingleton(request)) return callback();
    if (!SERVER_SHARED_MODULES.includes(request)) {
      return callback(
        new Error(
          `${request} is shared but the shell's server render does not provide it: add it to SERVER_SHARED_MODULES`,
        ),
      );
    }
    taken.add(packageOf(request));
    return callback(undefined, `globalThis.${SERVER_SHARED_GLOBAL}[${JSON.stringify(request)}]`, 'var');
  };
}

/**
 * The server-render build of an app: one ES module for Node (`dist/ssr/ssr.mjs`, no federation: the server
 * renders a remote's routes inside the shell's, see shell/src/ssr.tsx), with the same class names as the browser
 * build, and its server manifest (`dist/ssr/ssr-manifest.json`: its files with their integrity, the browser
 * build's stylesheets, its version, the shared singletons' versions), by which a server loads a remote's build
 * from wherever it is deployed. Build it after the browser build (its stylesheets are listed).
 * @param {ServerRenderOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createServerRenderConfig(options) {
  const { dir, name, entry, kind, define = {} } = options;
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const outDir = process.env.HANYU_OUT_DIR
      ? path.resolve(process.env.HANYU_OUT_DIR)
      : path.join(dir, 'dist');
    /** @type {Set<string>} */
    const taken = new Set();
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { ssr: entry },
      devtool: false,
      target: ['node20.19', 'es2022'],
      output: {
        path: path.join(outDir, 'ssr'),
        filename: '[name].mjs',
        cssFilename: '[name].css',
        assetModuleFilename: '[name].[contenthash:10][ext]',
        module: true,
        chunkFormat: 'module',
        library: { type: 'module' },
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        conditionNames: ['node', 'import', 'module', 'default'],
      },
      module: moduleOptions(production, 'node 20.19'),
      ...(kind === 'remote' ? { externals: [sharedFromShell(taken)] } : {}),
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
        }),
        // The lazy pages are bundled in: the server loads one file.
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new ServerManifestPlugin({
          dir,
          name,
          entry: 'ssr.mjs',
          // A remote names what it takes from the shell; the shell, what it lends.
          shared: () => (kind === 'remote' ? taken : SERVER_SHARED_MODULES.map(packageOf)),
          ...(kind === 'remote' ? { stylesDir: outDir } : {}),
        }),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} dir the app folder (its package.json is read)
 * @property {string} name federation name, e.g. `shell` or `mf_public`
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes] remote modules, e.g. `{ './routes': './src/routes.tsx' }`
 * @property {number} port dev server port
 * @property {string} [template] host only: the HTML template
 * @property {Record<string, unknown>} [devJson] JSON documents the dev server answers, by path (the host's registry.json)
 * @property {Record<string, string>} [define] compile-time constants
 */

/**
 * The one rspack + module federation config of a shell or a remote.
 * @param {FederatedAppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createFederatedConfig(options) {
  const { dir, name, kind, exposes = {}, port, template, devJson = {}, define = {} } = options;
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const hashed = production ? '.[contenthash:10]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's only entry is the container module federation adds (remoteEntry.js).
      entry: /** @type {Record<string, string>} */ (kind === 'host' ? { main: './src/index.ts' } : {}),
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      target: ['web', 'es2022'],
      output: {
        // A second build of the same app (a canary, a rollback) can be written elsewhere.
        path: process.env.HANYU_OUT_DIR ? path.resolve(process.env.HANYU_OUT_DIR) : path.join(dir, 'dist'),
        // Remotes resolve chunks next to their entry, so one build can be served from any URL.
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: kind === 'host' ? `assets/[name]${hashed}.js` : `[name]${hashed}.js`,
        chunkFilename: kind === 'host' ? `assets/[name]${hashed}.js` : `[name]${hashed}.js`,
        cssFilename: kind === 'host' ? `assets/[name]${hashed}.css` : `[name]${hashed}.css`,
        cssChunkFilename: kind === 'host' ? `assets/[name]${hashed}.css` : `[name]${hashed}.css`,
        assetModuleFilename: kind === 'host' ? `assets/[name]${hashed}[ext]` : `[name]${hashed}[ext]`,
        uniqueName: name,
        clean: true,
        crossOriginLoading: 'anonymous',
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        conditionNames: ['browser', 'import', 'module', 'default'],
      },
      module: moduleOptions(production, 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4'),
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote'
            ? { filename: 'remoteEntry.js', exposes, manifest: true }
            : { remotes: {}, manifest: false }),
          shared: sharedConfig(pkg.dependencies ?? {}),
          shareStrategy: 'loaded-first',
          dts: false,
          // Remotes use the host's federation runtime instead of shipping their own copy (~20 KiB br
          // less on every page); `target: 'web'` drops the runtime's Node.js code.
          experiments: {
            ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        kind === 'host' &&
          new rspack.HtmlRspackPlugin({
            template: template ?? path.join(dir, 'index.html'),
            scriptLoading: 'defer',
          }),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: { splitChunks: kind === 'host' ? { chunks: 'async' } : false },
      performance: { hints: false },
      // Lazy compilation's proxies call back to the page's origin, which for a remote is the host's
      // dev server: they would wait forever. Remotes are small enough to compile whole.
      lazyCompilation: false,
      devServer: {
        port,
        hot: false,
        liveReload: true,
        // A remote's reload client runs inside the host's page: it must listen to its own server.
        client: { webSocketURL: `ws://localhost:${port}/ws` },
        historyApiFallback: kind === 'host',
        headers: { 'Access-Control-Allow-Origin': '*' },
        // `ws`: the classroom's signalling socket is under /api too (docs/classroom-protocol.md).
        proxy:
          kind === 'host'
            ? [{ context: ['/api'], target: `http://localhost:${DEV_PORTS.api}`, ws: true }]
            : [],
        setupMiddlewares: (middlewares) => [
          ...Object.entries(devJson).map(([route, body]) => ({
            name: route,
            path: route,
            /** @type {(req: unknown, res: import('node:http').ServerResponse) => void} */
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(body));
            },
          })),
          ...middlewares,
        ],
      },
    };
  };
}
