import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface FolderLock {
  release(): void;
}

/**
 * An exclusive lock on a PGlite folder. PGlite lets two processes open one folder without complaint, and
 * doing so loses acknowledged writes and corrupts indexes, so a second server is refused. A lock left by a
 * process that is gone (crash, kill -9) is taken over. The process itself holding the lock counts as "in use"
 * too: two PGlite instances in one process are just as dangerous.
 */
export function lockFolder(lockPath: string, folderForMessage: string): FolderLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, `${process.pid}\n`);
      closeSync(descriptor);
      return {
        release() {
          if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockPath);
      if (holder !== null && isRunning(holder)) {
        throw new Error(`Another server is using the database folder ${folderForMessage} (pid ${holder}). Stop it first.`, {
          cause: error,
        });
      }
      // Stale (or half-written) lock: remove it and try again.
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`Could not lock the database folder ${folderForMessage}.`);
}
