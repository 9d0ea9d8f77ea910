// Publishing and promoting remotes from the e2e tests, as a CI pipeline would: the versions the production
// build published (`npm run build` publishes every remote to REMOTES_DIR) promoted through the deploy endpoint.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';
import { defaultRemotesDir, remotePackages } from '../../../scripts/publish';
import { publishBuiltRemotes } from '../../../scripts/lib/go-live.mjs';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** The deploy token every e2e server accepts. */
export const E2E_DEPLOY_TOKEN = 'e2e-deploy-token-0123456789abcdef0123';

/** Every remote of the repository (mf-...). */
export const allRemotes = remotePackages();

let versions: Map<string, string> | undefined;
/**
 * The version the current build of a remote was published as (`npm run build` published it; this publishes it
 * again if not, which writes nothing when it exists). Worked out by the publishing script in its own process:
 * the route tables it reads are the remotes' TypeScript sources.
 */
export async function builtVersion(remotePackage: string): Promise<string> {
  versions ??= new Map(publishBuiltRemotes().map((published) => [published.package, published.version]));
  const version = versions.get(remotePackage);
  if (!version) throw new Error(`${remotePackage} is not a remote of this repository`);
  return version;
}

/** The route table and label the current build of a remote was published with. */
export async function builtRouteTable(remotePackage: string): Promise<RemoteRouteTable> {
  const release = JSON.parse(readFileSync(path.join(defaultRemotesDir(), remotePackage, await builtVersion(remotePackage), 'release.json'), 'utf8')) as RemoteRouteTable;
  return { label: release.label, routes: release.routes };
}

/** POSTs to the deploy endpoint; answers the status and body. */
export async function deployRequest(serverUrl: string, path: string, body?: unknown): Promise<{ status: number; body: { message?: string; live?: { version: string }; changed?: boolean } }> {
  const response = await fetch(`${serverUrl}/api/deployments${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_DEPLOY_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** Promotes a version (its id, or its folder's URL); throws with the server's reason when refused. */
export async function promote(serverUrl: string, remotePackage: string, target: { version: string } | { url: string }): Promise<void> {
  const answer = await deployRequest(serverUrl, `/${remotePackage}/promote`, target);
  if (answer.status !== 200) throw new Error(`promoting ${remotePackage} was refused (${answer.status}): ${answer.body.message}`);
}

/** Makes the current build of each remote live on a server. */
export async function promoteBuilt(serverUrl: string, remotes: readonly string[]): Promise<void> {
  for (const remotePackage of remotes) await promote(serverUrl, remotePackage, { version: await builtVersion(remotePackage) });
}

/**
 * A production build of one remote into other folders (browser and node builds), tagged with its own build
 * id: another version of the same sources, as another commit would make.
 */
export async function buildRemoteInto(remotePackage: string, builds: { browser: string; server: string }, buildId: string): Promise<void> {
  const rspack = path.join(repositoryRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const name = (JSON.parse(readFileSync(path.join(repositoryRoot, remotePackage, 'dist', 'mf-manifest.json'), 'utf8')) as { name: string }).name;
  for (const [configName, outputPath] of [[name, builds.browser], [`${name}-server`, builds.server]] as const) {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [rspack, 'build', '--mode', 'production', '--config-name', configName, '--output-path', outputPath], {
        cwd: path.join(repositoryRoot, remotePackage),
        env: { ...process.env, NODE_ENV: 'production', BUILD_ID: buildId },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => (code === 0 && !/ERROR in/.test(output) ? resolve() : reject(new Error(`${remotePackage} failed to build:\n${output}`))));
    });
  }
}
