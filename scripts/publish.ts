/*
 * Publishes remotes as immutable versions:
 *   npm run publish -- mf-exams [mf-schools ...] [--to <folder>] [--no-build] [--json]
 * builds each remote (browser and node builds), then writes `<folder>/<package>/<version>/` with release.json
 * (its route table, label and every file's sha384 integrity), `browser/` and `server/`. The version is derived
 * from that content: publishing the same build again changes nothing, and a version folder is never
 * overwritten. The folder is REMOTES_DIR (./deployments by default), which the site serves at /remotes/; copy it
 * to an object store or CDN to serve versions from another origin. Then `npm run deploy -- <package> <version>`.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { RELEASE_FILE, releaseSchema, remotePackagePattern, remoteRouteTableSchema, type Release, type RemoteRouteTable } from '@nurseprep/contracts/releases';
// Relative imports: Playwright's loader (the e2e tests publish versions too) resolves these, not package paths.
import { integrityOf, versionOfRelease } from '@nurseprep/contracts/release-digest';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

export interface PublishedVersion {
  package: string;
  version: string;
  /** The version's folder. */
  folder: string;
  /** False when this exact version had been published before. */
  created: boolean;
  files: number;
  bytes: number;
}

/** The production builds of one remote (browser into dist/, node into dist-server/), as `npm run build` makes them. */
export function buildRemote(remotePackage: string): Promise<void> {
  const rspack = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspack, 'build', '--mode', 'production'], {
      cwd: path.join(root, remotePackage),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 && !/ERROR in/.test(output) ? resolve() : reject(new Error(`${remotePackage} failed to build:\n${output}`))));
  });
}

function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A remote's route table as its source declares it (`<package>/src/route-table.ts`), checked. */
export async function routeTableOf(remotePackage: string): Promise<RemoteRouteTable> {
  const tableModule = (await import(pathToFileURL(path.join(root, remotePackage, 'src', 'route-table.ts')).href)) as { routeTable?: unknown };
  const table = remoteRouteTableSchema.safeParse(tableModule.routeTable);
  if (!table.success) {
    throw new Error(`${remotePackage}/src/route-table.ts: ${table.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return table.data;
}

export interface Described {
  release: Release;
  /** Where each file of the release is now, by its path in the version. */
  sources: Map<string, string>;
}

/** The release that builds in these folders make, with this route table: every file's integrity, the version. */
export function describeFolders(remotePackage: string, builds: { browser: string; server: string }, table: RemoteRouteTable): Described {
  if (!remotePackagePattern.test(remotePackage)) throw new Error(`${remotePackage} is not a remote package name (mf-...)`);
  for (const [kind, folder] of Object.entries(builds)) {
    if (!existsSync(folder)) throw new Error(`${remotePackage} has no ${kind} build (${path.relative(root, folder)}): build it first`);
  }
  const manifest = JSON.parse(readFileSync(path.join(builds.browser, 'mf-manifest.json'), 'utf8')) as { name?: unknown };
  if (typeof manifest.name !== 'string') throw new Error(`${builds.browser}/mf-manifest.json names no container`);
  const sources = new Map<string, string>();
  const files: Record<string, string> = {};
  for (const [kind, folder] of Object.entries(builds)) {
    for (const file of filesOf(folder)) {
      const full = path.join(folder, file);
      files[`${kind}/${file}`] = integrityOf(readFileSync(full));
      sources.set(`${kind}/${file}`, full);
    }
  }
  const described = { package: remotePackage, name: manifest.name, label: table.label, routes: table.routes, files };
  const release = releaseSchema.parse({ format: 1, ...described, version: versionOfRelease(described) });
  return { release, sources };
}

/** The release a remote's current builds make (`dist/`, `dist-server/` and its route table). */
export async function describeBuild(remotePackage: string): Promise<Described> {
  const packageFolder = path.join(root, remotePackage);
  const builds = { browser: path.join(packageFolder, 'dist'), server: path.join(packageFolder, 'dist-server') };
  return describeFolders(remotePackage, builds, await routeTableOf(remotePackage));
}

/** Writes a described release as a version under `remotesDir`, unless that version exists already. */
export function writeVersion(remotesDir: string, { release, sources }: Described): PublishedVersion {
  const folder = path.join(remotesDir, release.package, release.version);
  const bytes = [...sources.values()].reduce((total, file) => total + statSync(file).size, 0);
  const summary = { package: release.package, version: release.version, folder, files: sources.size, bytes };
  if (existsSync(path.join(folder, RELEASE_FILE))) return { ...summary, created: false };
  // Written beside the final folder, then renamed: a version appears whole or not at all.
  const staging = path.join(remotesDir, release.package, `.staging-${release.version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  for (const [file, source] of sources) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    cpSync(source, path.join(staging, file));
  }
  writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  try {
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another publish of the same content won the race: the version is there, identical.
    if (existsSync(path.join(folder, RELEASE_FILE))) return { ...summary, created: false };
    throw error;
  }
  return { ...summary, created: true };
}

/** Writes the remote's current builds as a version under `remotesDir`, unless that version exists already. */
export async function publishRemote(remotePackage: string, remotesDir: string): Promise<PublishedVersion> {
  return writeVersion(remotesDir, await describeBuild(remotePackage));
}

/** Every remote package of the repository (folders mf-* with a route table). */
export function remotePackages(): string[] {
  return readdirSync(root)
    .filter((name) => remotePackagePattern.test(name) && existsSync(path.join(root, name, 'src', 'route-table.ts')))
    .sort();
}

export function defaultRemotesDir(): string {
  return path.resolve(process.env.REMOTES_DIR || path.join(root, 'deployments'));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, 'no-build': { type: 'boolean', default: false }, all: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
  });
  const packages = values.all ? remotePackages() : positionals;
  if (packages.length === 0) {
    throw new Error(`Usage: npm run publish -- <package> [<package> ...] [--to <folder>] [--no-build] [--json]\nRemotes: ${remotePackages().join(', ')}`);
  }
  for (const remotePackage of packages) {
    if (!remotePackages().includes(remotePackage)) throw new Error(`${remotePackage} is not a remote of this repository (${remotePackages().join(', ')})`);
  }
  const remotesDir = path.resolve(values.to ?? defaultRemotesDir());
  const results: PublishedVersion[] = [];
  for (const remotePackage of packages) {
    if (!values['no-build']) await buildRemote(remotePackage);
    const published = await publishRemote(remotePackage, remotesDir);
    results.push(published);
    if (!values.json) {
      const size = `${published.files} files, ${(published.bytes / 1024).toFixed(0)} KB`;
      console.log(
        `${remotePackage} ${published.version} ${published.created ? 'published to' : 'already published in'} ${path.relative(process.cwd(), published.folder) || '.'} (${size})` +
          `\n  go live: npm run deploy -- ${remotePackage} ${published.version}`,
      );
    }
  }
  if (values.json) console.log(JSON.stringify(results));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
