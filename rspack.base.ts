import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type ChunkGroup, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BOOT_CHUNKS_FILE } from './contracts/src/server-rendering';

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const reactRouterVersion = (require('react-router/package.json') as { version: string }).version;
/** Both router names are provided by one module holding the routing API the apps use (see that file). */
const routerShared = {
  singleton: true,
  import: path.join(import.meta.dirname, 'build', 'react-router-shared.ts'),
  version: reactRouterVersion,
  requiredVersion: `^${reactRouterVersion}`,
} as const;

/**
 * Every package that holds React context or module state must exist once on the page,
 * or the ThemeProvider, QueryClient and zustand stores stop reaching the remotes.
 * Icons come from lucide-react through shared-ui, so only shared-ui's chosen set is shared.
 */
export const sharedSingletons = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  'react-router': routerShared,
  'react-router-dom': routerShared,
  'styled-components': { singleton: true },
  zustand: { singleton: true },
  '@tanstack/react-query': { singleton: true },
  zod: { singleton: true },
  '@nurseprep/shared-ui': { singleton: true },
} as const;
// contracts is not shared: it holds no state, so each app keeps only the schemas it uses (tree-shaken),
// and a page that validates nothing never downloads zod.

export type AppKind =
  | { kind: 'host' }
  | { kind: 'remote'; name: string; exposes: Record<string, string> };

export interface AppOptions {
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  app: AppKind;
  /** Dev-server port; overridable with the env variable named in `portVariable`. */
  devPort: number;
  portVariable: string;
  title: string;
}

/** What every app is built from besides its own folder. */
const sharedSources = ['shared-ui/src', 'contracts/src', 'build', 'rspack.base.ts', 'app.html', 'package-lock.json'];

/** A digest of the files an app is built from: the same sources give the same build id. */
function sourceDigest(dir: string): string {
  const root = import.meta.dirname;
  const hash = createHash('sha256');
  const add = (target: string) => {
    let entries;
    try {
      entries = readdirSync(target, { withFileTypes: true });
    } catch {
      hash.update(path.relative(root, target)).update(readFileSync(target));
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      add(path.join(target, entry.name));
    }
  };
  for (const source of [path.join(dir, 'src'), path.join(dir, 'package.json'), path.join(dir, 'rspack.config.ts'), ...sharedSources.map((file) => path.join(root, file))]) add(source);
  return hash.digest('hex').slice(0, 10);
}

/**
 * One build id per app, shared by its browser and node builds (the server-rendered HTML and the browser code
 * must agree on it), derived from the sources so that building the same sources again gives the same files
 * (a published version's name comes from its files). BUILD_ID overrides it.
 */
const buildIds = new Map<string, string>();
function buildIdOf(dir: string): string {
  let id = buildIds.get(dir);
  if (!id) {
    id = process.env.BUILD_ID ?? `${packageVersion(dir)}-${sourceDigest(dir)}`;
    buildIds.set(dir, id);
  }
  return id;
}

/**
 * swc-loader for the apps' TypeScript. styled-components' plugin names each component from its file, so the
 * class names are the same in the browser build and the node build whatever order modules run in (the
 * server-rendered HTML must match what the browser hydrates).
 */
function swcRule(production: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
        experimental: {
          plugins: [[require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: !production, fileName: !production }]],
        },
      },
    },
    type: 'javascript/auto',
  } as const;
}

function packageVersion(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The plugins both builds of an app share: zod with its English messages only, and the build's constants. */
function commonPlugins(production: boolean, buildId: string) {
  return [
    new rspack.NormalModuleReplacementPlugin(/[\\/]locales[\\/]index\.js$/, (resource) => {
      if (/[\\/]zod[\\/]/.test(resource.context)) {
        resource.request = path.join(import.meta.dirname, 'build', 'zod-locales-english-only.js');
      }
    }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __BUILD_ID__: JSON.stringify(buildId),
    }),
  ];
}

/**
 * Writes BOOT_CHUNKS_FILE: the files of the shell's bootstrap chunk and of the shared modules it consumes (the
 * chunk groups below it that no `import()` of the code asks for), so the server can preload them with the page
 * instead of the browser discovering them one step at a time after `main` runs. With them go the shell's other
 * provided entry points of the same libraries (`react-dom` beside `react-dom/client`): a remote asks for them as
 * it starts. Lazy parts (the account dialogs, zod) are left out.
 */
class BootChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.entrypoints.get('main');
        const bootstrap = entry ? [...entry.childrenIterable].find((group) => group.origins.some((origin) => origin.request === './bootstrap')) : undefined;
        const files = new Set<string>();
        const visit = (group: ChunkGroup) => {
          for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
          for (const child of group.childrenIterable) if (child.origins.every((origin) => !origin.request)) visit(child);
        };
        if (bootstrap) visit(bootstrap);
        const packagesOf = (group: ChunkGroup) =>
          group.chunks.flatMap((chunk) =>
            [...compilation.chunkGraph.getChunkModules(chunk)].flatMap((module) => {
              const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec((module as { resource?: string }).resource ?? '');
              return match ? [match[1]] : [];
            }),
          );
        const provided = entry ? [...entry.childrenIterable].filter((group) => group.origins.every((origin) => !origin.request)) : [];
        const bootPackages = new Set(provided.filter((group) => group.getFiles().some((file) => files.has(file))).flatMap(packagesOf));
        for (const group of provided) {
          const packages = packagesOf(group);
          if (packages.length > 0 && packages.every((name) => bootPackages.has(name))) for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
        }
        compilation.emitAsset(BOOT_CHUNKS_FILE, new rspack.sources.RawSource(JSON.stringify([...files])));
      });
    });
  }
}

/**
 * V8 compiles a function the first time it is called, on the main thread: for the code that hydrates a page, a
 * third of the work between the load event and the page answering a tap (React, the router and the page's
 * components are all called at once). Chromium's compile hint at the top of a file has every function of it
 * compiled with the file, on a background thread while the file is still arriving. Added after minification (which
 * would drop the comment) and before the source maps are written (which then account for the extra line).
 */
function eagerCompileHint() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const { app } = options;
  const isHost = app.kind === 'host';
  const buildId = buildIdOf(options.dir);
  const port = Number(process.env[options.portVariable] ?? options.devPort);

  const federation =
    app.kind === 'host'
      ? new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        dts: false,
        shareStrategy: 'loaded-first',
        // Remotes use the shell's copy of the MF runtime instead of carrying their own. The browser build runs
        // only in browsers, so the runtime's Node.js paths are left out.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      })
    : new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        shared: sharedSingletons,
        dts: false,
        manifest: true,
        shareStrategy: 'loaded-first',
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      });

  return {
    // Named, so one of an app's two builds can be chosen: `rspack build --config-name <name>`.
    name: isHost ? 'shell' : app.name,
    context: options.dir,
    mode: production ? 'production' : 'development',
    // Production maps are written beside the files for debugging but not linked from them (no sourceMappingURL),
    // and the server does not serve them: visitors get the minified code only.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      uniqueName: app.kind === 'host' ? 'shell' : app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // react-router's package exports always name its development build; production uses the lean one.
      alias: {
        'react-router-production-build$': path.join(reactRouterDist, 'index.mjs'),
        ...(production
          ? {
              'react-router$': path.join(reactRouterDist, 'index.mjs'),
              'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'app.html'),
        title: options.title,
        templateParameters: { buildId, title: options.title },
      }),
      ...commonPlugins(production, buildId),
      ...(isHost ? [new BootChunksPlugin()] : []),
      ...(production ? [eagerCompileHint()] : []),
    ],
    // A remote's chunks are named after their modules, as in its node build: the server matches the chunks a
    // page's render read to these files by name and preloads them (api/src/ssr/page-html.ts).
    optimization: { minimize: production, chunkIds: isHost ? undefined : 'named' },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell's dev server forwards API and file requests to the API's dev server.
      proxy: isHost
        ? [
            {
              context: ['/api', '/attached_assets', '/documents', '/resources/free', '/images', '/sitemap.xml', '/robots.txt'],
              target: process.env.API_DEV_URL ?? 'http://localhost:3010',
            },
          ]
        : undefined,
      client: { overlay: { warnings: false } },
    },
  };
}

/** Where an app's node build (for server-side rendering) goes: beside `dist`, never served as a file. */
export const SERVER_DIST = 'dist-server';

/**
 * The node build of an app, for server-side rendering with Module Federation: the shell becomes
 * `dist-server/render.cjs` (its `render(url)`), each remote a node
 * `remoteEntry.js` the shell's render loads at run time, so a remote deployed alone is rendered as deployed.
 * Same sources, same shared singletons and the same build id as the browser build.
 */
export function createServerConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const { app } = options;
  const buildId = buildIdOf(options.dir);
  const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
  const chunkUsePlugin = path.join(import.meta.dirname, 'build', 'server-chunk-use-plugin.ts');
  const federation =
    app.kind === 'host'
      ? new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedSingletons,
          dts: false,
          manifest: false,
          remoteType: 'script',
          shareStrategy: 'loaded-first',
          runtimePlugins: [nodeRuntimePlugin],
        })
      : new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes,
          shared: sharedSingletons,
          dts: false,
          manifest: false,
          remoteType: 'script',
          library: { type: 'commonjs-module' },
          shareStrategy: 'loaded-first',
          runtimePlugins: [nodeRuntimePlugin, chunkUsePlugin],
        });
  return {
    context: options.dir,
    name: `${app.kind === 'host' ? 'shell' : app.name}-server`,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    devtool: false,
    externalsPresets: { node: true },
    entry: app.kind === 'host' ? { render: './src/server/index.ts' } : { main: './src/exposes/routes.tsx' },
    output: {
      path: path.join(options.dir, SERVER_DIST),
      publicPath: app.kind === 'host' ? '/' : 'auto',
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: app.kind === 'host' ? { type: 'commonjs2' } : undefined,
      uniqueName: `${app.kind === 'host' ? 'shell' : app.name}-server`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        'react-router-production-build$': path.join(reactRouterDist, 'index.mjs'),
        ...(production ? { 'react-router$': path.join(reactRouterDist, 'index.mjs') } : {}),
      },
    },
    module: { rules: [swcRule(production), { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' }] },
    plugins: [
      federation,
      ...commonPlugins(production, buildId),
    ],
    optimization: { minimize: false, chunkIds: 'named', moduleIds: 'named' },
    performance: { hints: false },
  };
}

/**
 * Both builds of an app (browser and node, each into its own folder). The dev server (`rspack serve`) builds
 * the browser one only: development pages render in the browser.
 */
export function createAppConfigs(
  options: AppOptions,
  argv: { mode?: string } = {},
  env: Record<string, unknown> = {},
): Configuration | Configuration[] {
  if (env.RSPACK_SERVE) return createAppConfig(options, argv);
  return [createAppConfig(options, argv), createServerConfig(options, argv)];
}
