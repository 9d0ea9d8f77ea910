/*
 * How a published version's files and name are derived from its content, for the publishing script and the
 * server's checks alike. Node only (node:crypto): not exported from the package's index.
 */
import { createHash } from 'node:crypto';
import type { Release } from './releases';

/** A file's Subresource Integrity value (sha384, base64). */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * A version's name, from its content: the route table, label, names and every file's integrity. The same
 * build published twice is the same version; any change is a new one.
 */
export function versionOfRelease(release: Pick<Release, 'package' | 'name' | 'label' | 'files'> & { routes: readonly unknown[] }): string {
  const files = Object.entries(release.files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = JSON.stringify([release.package, release.name, release.label, release.routes, files]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}
