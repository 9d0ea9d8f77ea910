/*
 * The checks a version passes before it goes live: where it is (a version id or a base URL), that its
 * release.json and every file are what was published, and that it takes no name or page another live remote has.
 */
import { overlappingRoute } from '@nurseprep/contracts/remote-routes';
import { releaseVersionPattern, remotePackagePattern, type Release } from '@nurseprep/contracts/releases';
import { DeploymentRefused, refusalOfReleaseError } from './deployment-refused';
import { fetchRelease, LOCAL_REMOTES_PREFIX, readVerifiedFile, versionBaseUrl, type PublishedFileSource } from './release-files';

/** Files of a version read at once while verifying it. */
const VERIFY_CONCURRENCY = 8;
/** Package names are stored as varchar(100). */
const PACKAGE_MAX_LENGTH = 100;
const BASE_URL_MAX_LENGTH = 2000;

/** The live remotes as the checks need them. */
export interface LiveRelease {
  package: string;
  version: string;
  release: Release;
}

export function checkPackageName(remotePackage: string): void {
  if (!remotePackagePattern.test(remotePackage) || remotePackage.length > PACKAGE_MAX_LENGTH) {
    throw new DeploymentRefused('invalid', `"${remotePackage.slice(0, PACKAGE_MAX_LENGTH)}" is not a remote package name (such as mf-exams)`);
  }
}

/**
 * The folder of the version `target` names: a version id is looked for under remotesBaseUrl; a base URL
 * (http(s)://... or /remotes/...) is taken as it is, with a trailing `/` added.
 */
export function locateVersion(remotePackage: string, target: string, remotesBaseUrl: string): { baseUrl: string; expectedVersion: string | null } {
  const value = target.trim();
  if (releaseVersionPattern.test(value)) return { baseUrl: versionBaseUrl(remotesBaseUrl, remotePackage, value), expectedVersion: value };
  const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  const invalid = (problem: string) => new DeploymentRefused('invalid', `${value.slice(0, 200)} ${problem}`);
  if (value.length > BASE_URL_MAX_LENGTH) throw invalid(`is longer than ${BASE_URL_MAX_LENGTH} characters`);
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw invalid('is not a valid URL');
    }
    // The base URL is stored and shown in the live list: a password in it would be published.
    if (url.username !== '' || url.password !== '') throw invalid('must not contain a user name or password');
    if (url.search !== '' || url.hash !== '') throw invalid('must be a folder URL without a query or fragment');
    return { baseUrl: withSlash(url.href), expectedVersion: null };
  }
  if (value.startsWith(LOCAL_REMOTES_PREFIX)) {
    if (/[\s?#]/.test(value)) throw invalid('must be a folder path without spaces, a query or a fragment');
    try {
      decodeURIComponent(value);
    } catch {
      throw invalid('has a malformed %-escape');
    }
    return { baseUrl: withSlash(value), expectedVersion: null };
  }
  throw invalid(`is neither a version id (16 hex digits) nor a base URL (http(s)://... or ${LOCAL_REMOTES_PREFIX}<package>/<version>/)`);
}

/** release.json of the version at baseUrl, checked to be a version of remotePackage (and the one asked for). */
export async function fetchVersion(source: PublishedFileSource, remotePackage: string, baseUrl: string, expectedVersion: string | null): Promise<Release> {
  let release: Release;
  try {
    release = await fetchRelease(source, baseUrl);
  } catch (error) {
    throw refusalOfReleaseError(error, `${remotePackage} at ${baseUrl} cannot go live`) ?? error;
  }
  if (release.package !== remotePackage) {
    throw new DeploymentRefused('mismatch', `${baseUrl} holds a version of ${release.package}, not of ${remotePackage}`);
  }
  if (expectedVersion !== null && release.version !== expectedVersion) {
    throw new DeploymentRefused('mismatch', `${baseUrl} holds version ${release.version} of ${remotePackage}, not ${expectedVersion}`);
  }
  return release;
}

/** Reads every file of the release and checks it against its integrity, a few at a time; the first failure refuses. */
export async function verifyFiles(source: PublishedFileSource, baseUrl: string, release: Release): Promise<void> {
  const files = Object.keys(release.files);
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < files.length) {
      const file = files[next++]!;
      try {
        await readVerifiedFile(source, baseUrl, release, file);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(VERIFY_CONCURRENCY, files.length) }, worker));
  if (failure !== null) {
    throw refusalOfReleaseError(failure, `${release.package} ${release.version} cannot go live`) ?? failure;
  }
}

/**
 * Refuses a release whose Module Federation name, or one of whose routes, belongs to another live package.
 * The package's own live version never conflicts: it is the one being replaced.
 */
export function checkConflicts(release: Release, live: readonly LiveRelease[]): void {
  for (const other of live) {
    if (other.package === release.package) continue;
    if (other.release.name === release.name) {
      throw new DeploymentRefused(
        'conflict',
        `${release.package} ${release.version} uses the Module Federation name "${release.name}", which ${other.package} (live version ${other.version}) already uses`,
      );
    }
    const overlap = overlappingRoute(release.routes, other.release.routes);
    if (overlap) {
      throw new DeploymentRefused(
        'conflict',
        `${release.package} ${release.version} route ${overlap.route} overlaps ${other.package}'s route ${overlap.otherRoute} (live version ${other.version}): a page can belong to one remote only`,
      );
    }
  }
}
