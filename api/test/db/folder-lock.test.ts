import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { lockFolder } from '../../src/db/folder-lock';
// A new folder starts from a cluster initdb made once (see the module), as in the other database tests.
import '../helpers/pglite-cluster';

// Opening PGlite takes seconds on a busy machine.
jest.setTimeout(60_000);

describe('the PGlite folder lock', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-lock-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a second holder while the first holds it, naming the folder and the pid', () => {
    const lockPath = path.join(folder, 'server.lock');
    const first = lockFolder(lockPath, folder);
    expect(() => lockFolder(lockPath, folder)).toThrow(
      `Another server is using the database folder ${folder} (pid ${process.pid}). Stop it first.`,
    );
    first.release();
    const again = lockFolder(lockPath, folder);
    again.release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const lockPath = path.join(folder, 'server.lock');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockPath, `${gone}\n`);

    const lock = lockFolder(lockPath, folder);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses to open a database folder another server holds, and opens it once that server stops', async () => {
    const first = await openDatabase({ dataDir: folder });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/^Another server is using the database folder/);
    await first.close();
    const second = await openDatabase({ dataDir: folder });
    await second.close();
  });

  it('refuses a folder held by another running process', () => {
    const lockPath = path.join(folder, 'server.lock');
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => lockFolder(lockPath, folder)).toThrow(`(pid ${process.ppid})`);
  });
});
