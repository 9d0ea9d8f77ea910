import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BROWSER_MANIFEST, RELEASE_FILE, SERVER_ENTRY, type Release } from '@nurseprep/contracts/releases';
import { integrityOf, LOCAL_REMOTES_PREFIX, versionOfRelease } from '../../src/deployments/release-files';

export interface FixtureVersion {
  package: string;
  /** The Module Federation name. */
  name: string;
  label?: string;
  routes: Release['routes'];
  /** Files by path in the version (`browser/...`, `server/...`); the manifest and server entry are added when missing. */
  files?: Record<string, string | Buffer>;
}

export interface PublishedFixture {
  version: string;
  /** `/remotes/<package>/<version>/` */
  localBaseUrl: string;
  /** The version's folder on disk (to tamper with in tests). */
  folder: string;
  /** `<package>/<version>/`, relative to remotesDir (and to an HTTP origin serving it). */
  relativePath: string;
  release: Release;
}

/** Publishes a version as `npm run publish-remote` does: its files, and release.json with their integrities and the derived version. */
export function publishFixtureVersion(remotesDir: string, fixture: FixtureVersion): PublishedFixture {
  const files: Record<string, string | Buffer> = {
    [BROWSER_MANIFEST]: JSON.stringify({ id: fixture.name, name: fixture.name }),
    [SERVER_ENTRY]: `module.exports = { name: ${JSON.stringify(fixture.name)} };\n`,
    ...fixture.files,
  };
  const integrities = Object.fromEntries(Object.entries(files).map(([file, content]) => [file, integrityOf(Buffer.from(content))]));
  const described = { package: fixture.package, name: fixture.name, label: fixture.label ?? fixture.name, routes: fixture.routes, files: integrities };
  const version = versionOfRelease(described);
  const release: Release = { format: 1, ...described, version };
  const relativePath = `${fixture.package}/${version}/`;
  const folder = path.join(remotesDir, fixture.package, version);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
  }
  writeFileSync(path.join(folder, RELEASE_FILE), JSON.stringify(release, null, 2));
  return { version, localBaseUrl: `${LOCAL_REMOTES_PREFIX}${relativePath}`, folder, relativePath, release };
}

export interface StaticOrigin {
  /** `http://127.0.0.1:<port>/`, ending with `/`. */
  url: string;
  close(): Promise<void>;
}

/** A plain static file server on loopback, like a CDN origin the versions are published to. */
export async function serveFolder(root: string): Promise<StaticOrigin> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (bytes) => response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes),
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
