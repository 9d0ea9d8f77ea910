/*
 * Reading a published version of a remote: its release.json and its files, from an http(s) origin or from the
 * folder this server publishes to (a base URL on this site, `/remotes/<package>/<version>/`), each file checked
 * against the sha384 integrity its release lists.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { integrityOf, versionOfRelease } from '@nurseprep/contracts/release-digest';
import { RELEASE_FILE, releaseSchema, type Release } from '@nurseprep/contracts/releases';

export { integrityOf, versionOfRelease };

/** Where versions published to this server's own folder are served from. */
export const LOCAL_REMOTES_PREFIX = '/remotes/';

/** How long one file of a version may take to arrive. */
const FETCH_TIMEOUT_MS = 10_000;

export class ReleaseFileError extends Error {}

/** A version's folder URL, ending with `/`. */
export function versionBaseUrl(remotesBaseUrl: string, remotePackage: string, version: string): string {
  const base = remotesBaseUrl.endsWith('/') ? remotesBaseUrl : `${remotesBaseUrl}/`;
  return `${base}${remotePackage}/${version}/`;
}

export interface PublishedFileSource {
  /** The folder this server publishes to and serves at `/remotes/`. */
  remotesDir: string;
}

/** The bytes of `file` in the version at `baseUrl` (http(s), or a `/remotes/...` path on this site). */
export async function readPublishedFile(source: PublishedFileSource, baseUrl: string, file: string): Promise<Buffer> {
  if (file.includes('..') || file.startsWith('/')) throw new ReleaseFileError(`${file} is not a file of the version`);
  if (baseUrl.startsWith(LOCAL_REMOTES_PREFIX)) {
    const relative = decodeURIComponent(baseUrl.slice(LOCAL_REMOTES_PREFIX.length));
    if (relative.split('/').includes('..')) throw new ReleaseFileError(`${baseUrl} is not a folder of published versions`);
    const full = path.join(source.remotesDir, relative, file);
    try {
      return await readFile(full);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ReleaseFileError(`${baseUrl}${file} could not be read (${code === 'ENOENT' ? 'no such file' : (code ?? 'error')})`);
    }
  }
  if (!/^https?:\/\//i.test(baseUrl)) throw new ReleaseFileError(`${baseUrl} is neither an http(s) URL nor a path under ${LOCAL_REMOTES_PREFIX}`);
  const url = new URL(file, baseUrl).href;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new ReleaseFileError(`${url} could not be fetched (${reason})`);
  }
  if (!response.ok) throw new ReleaseFileError(`${url} could not be fetched (HTTP ${response.status})`);
  return Buffer.from(await response.arrayBuffer());
}

/** The release.json of the version at `baseUrl`, checked against its schema and its own version name. */
export async function fetchRelease(source: PublishedFileSource, baseUrl: string): Promise<Release> {
  const bytes = await readPublishedFile(source, baseUrl, RELEASE_FILE);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ReleaseFileError(`${baseUrl}${RELEASE_FILE} is not JSON`);
  }
  const parsed = releaseSchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new ReleaseFileError(`${baseUrl}${RELEASE_FILE} is not a valid release: ${problem?.path.join('.') || 'release'}: ${problem?.message}`);
  }
  const release = parsed.data;
  if (versionOfRelease(release) !== release.version) {
    throw new ReleaseFileError(`${baseUrl}${RELEASE_FILE} does not match its content: version ${release.version} was changed after publishing`);
  }
  return release;
}

/** A file of a release, read and checked against its integrity. */
export async function readVerifiedFile(source: PublishedFileSource, baseUrl: string, release: Release, file: string): Promise<Buffer> {
  const expected = release.files[file];
  if (!expected) throw new ReleaseFileError(`${file} is not listed in ${release.package} ${release.version}`);
  const bytes = await readPublishedFile(source, baseUrl, file);
  if (integrityOf(bytes) !== expected) {
    throw new ReleaseFileError(`${baseUrl}${file} fails its integrity check (expected ${expected})`);
  }
  return bytes;
}
