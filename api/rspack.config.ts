import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

/**
 * The server compiled for production: `dist/server.cjs` (what `npm start` runs) and `dist/render-worker.cjs` (the
 * page renderer's thread). Our own code and the workspace packages (contracts) are compiled in; every package
 * from npm stays an external `require`, loaded from node_modules as it is (native addons, WebAssembly, fonts).
 * Not minified, with source maps: a stack trace names our files and lines (node --enable-source-maps).
 */
const config: Configuration = {
  mode: 'production',
  target: 'node22',
  context: import.meta.dirname,
  entry: {
    server: './src/server.ts',
    'render-worker': './src/ssr/render-worker.ts',
  },
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    filename: '[name].cjs',
    chunkFilename: '[name].[contenthash:8].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      // A bare package name from npm (not ours, not a relative path) is required at run time.
      if (request && !/^[./]/.test(request) && !request.startsWith('@nurseprep/') && !request.startsWith('node:')) {
        return callback(undefined, `commonjs ${request}`);
      }
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023' } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [new rspack.DefinePlugin({ __COMPILED_SERVER__: 'true' })],
  node: { __dirname: false, __filename: false },
  optimization: { minimize: false, splitChunks: false },
  devtool: 'source-map',
  performance: { hints: false },
};

export default config;
