import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A new PGlite cluster runs initdb in WebAssembly (a second PGlite and the initdb module), then copies the files
 * it wrote into its own data folder: most of the seconds a fresh test database takes, and several times that on
 * a busy machine. In the tests, a PGlite created in memory, or in a folder that does not exist yet, with no
 * options, copies instead the files of one such cluster, made once per PGlite version and kept in the temporary
 * folder. They are the files before any migration: openDatabase still migrates the database and loads the
 * content as it does for a server. A folder that already holds a cluster, and any call with options, are left
 * as they are; so are server processes the tests start.
 */

type Create = (...args: unknown[]) => Promise<PGlite>;
const pglite = PGlite as unknown as { create: Create };
const createCluster: Create = pglite.create.bind(PGlite);

function pgliteVersion(): string {
  let folder = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('@electric-sql/pglite has no package.json above its entry point');
    folder = parent;
  }
}

const clusterFile = path.join(tmpdir(), `nurseprep-test-pglite-${pgliteVersion()}-initdb.tar`);
let cluster: Blob | undefined;

/** The files of a freshly initialized cluster: from the temporary folder, or made (and kept there) by initdb. */
async function initializedCluster(): Promise<Blob> {
  if (cluster) return cluster;
  if (existsSync(clusterFile)) {
    cluster = new Blob([readFileSync(clusterFile)]);
    return cluster;
  }
  const fresh = await createCluster();
  let files: Blob;
  try {
    files = await fresh.dumpDataDir('none');
  } finally {
    await fresh.close();
  }
  // Written beside and renamed into place, so a test process reading it never sees half a file.
  const partial = `${clusterFile}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await files.arrayBuffer()));
  renameSync(partial, clusterFile);
  cluster = files;
  return cluster;
}

/** A PGlite with the initialized cluster's files, in memory or in a new `dataDir` (removed again if that fails). */
async function createFromInitializedCluster(dataDir?: string): Promise<PGlite> {
  const files = await initializedCluster();
  const where = dataDir === undefined ? {} : { dataDir };
  try {
    return await createCluster({ ...where, loadDataDir: files });
  } catch {
    // A kept copy PGlite cannot load (damaged, or from another build of the same version): initdb as usual.
    cluster = undefined;
    rmSync(clusterFile, { force: true });
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    return dataDir === undefined ? createCluster() : createCluster(dataDir);
  }
}

/** A folder PGlite would make and initialize: a path on disk (no scheme such as `memory://`) not there yet. */
function isNewFolder(dataDir: unknown): dataDir is string {
  return typeof dataDir === 'string' && !dataDir.includes('://') && !existsSync(dataDir);
}

pglite.create = (...args: unknown[]) => {
  if (args.length === 0) return createFromInitializedCluster();
  if (args.length === 1 && isNewFolder(args[0])) return createFromInitializedCluster(args[0]);
  return createCluster(...args);
};
