/*
 * The files of live versions the server reads to render pages: the node builds the render thread runs and
 * the browser manifests the preloads come from. Each is read from wherever its version is published (an
 * http(s) origin or the local folder), checked against the integrity its release lists, and kept by version:
 * a version's files never change, so each is fetched once per process.
 */
import { readVerifiedFile, type PublishedFileSource } from '../deployments/release-files';
import type { LiveRemote } from '../deployments/registry';

/** Files kept at the most (a remote's node build is a few dozen files). */
const MAX_FILES = 2000;

export interface RemoteFilesOptions {
  source: PublishedFileSource;
  /** The live remotes now: only their versions' files are handed out. */
  live: () => readonly LiveRemote[];
  /** Told when a live version's file cannot be read or fails its integrity check. */
  onFailure: (remote: LiveRemote, message: string) => void;
}

export class RemoteFiles {
  private readonly files = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: RemoteFilesOptions) {}

  /** The live remote of that package at that version, if it is live now. */
  liveVersion(remotePackage: string, version: string): LiveRemote | undefined {
    return this.options.live().find((remote) => remote.package === remotePackage && remote.version === version);
  }

  /**
   * A file of a live version (`server/remoteEntry.js`, `browser/mf-manifest.json`), verified; null when the
   * version is not live, the file is not part of it, or it cannot be read or fails its check (reported).
   */
  async read(remotePackage: string, version: string, file: string): Promise<Buffer | null> {
    const remote = this.liveVersion(remotePackage, version);
    if (!remote || !(file in remote.release.files)) return null;
    const key = `${remotePackage}/${version}/${file}`;
    let pending = this.files.get(key);
    if (!pending) {
      pending = readVerifiedFile(this.options.source, remote.baseUrl, remote.release, file);
      if (this.files.size >= MAX_FILES) this.files.delete(this.files.keys().next().value!);
      this.files.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // Not kept: the origin may be back, or the file fixed, at the next request.
      if (this.files.get(key) === pending) this.files.delete(key);
      this.options.onFailure(remote, error instanceof Error ? error.message : String(error));
      return null;
    }
  }
}
