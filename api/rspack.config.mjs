// Bundles the server, the seed command and the operator command for Node 20 as ES modules in dist/. Workspace packages
// (@hanyu/*, TypeScript sources) are bundled; every other package stays an import resolved from
// node_modules at run time, so PGlite finds its wasm and pg its native bits. migrations/ is read
// at run time from the api folder (dist/..), so dist must stay inside this package.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const bundled = /^(\.|\/|@hanyu\/)/;

/** @type {import('@rspack/core').Configuration} */
export default {
  context: dir,
  mode: 'production',
  target: 'node20.19',
  entry: {
    server: './src/server.ts',
    'seed-cli': './src/seed-cli.ts',
    'operator-cli': './src/operator-cli.ts',
    // Loaded by the server's render threads (src/modules/web/render-pool.ts), beside server.js.
    'render-worker': './src/modules/web/render-worker.ts',
  },
  output: {
    path: path.join(dir, 'dist'),
    filename: '[name].js',
    chunkFilename: 'chunks/[name].js',
    module: true,
    chunkFormat: 'module',
    chunkLoading: 'import',
    library: { type: 'module' },
    clean: true,
  },
  externalsType: 'module-import',
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (request && !bundled.test(request) && !request.startsWith('node:'))
        return callback(undefined, request);
      return callback();
    },
  ],
  resolve: {
    extensions: ['.ts', '.js', '.mjs', '.json'],
    conditionNames: ['node', 'import', 'module', 'default'],
  },
  module: {
    parser: {
      // import.meta.url must be the bundle's own URL at run time, not the source file's at build time.
      javascript: { importMeta: false },
    },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  node: { __dirname: false, __filename: false, global: false },
  optimization: { minimize: false, splitChunks: false },
  devtool: 'source-map',
  performance: { hints: false },
};
