import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The real path of `requested` inside `root`, or null when it is not a regular file there. Refuses `..`
 * and `.` segments (however they were encoded: the router has already decoded them), absolute paths,
 * backslashes and NUL, and symlinks that lead out of the folder.
 */
export async function resolveFileInside(root: string, requested: string): Promise<string | null> {
  if (requested.length === 0 || requested.includes('\0') || requested.includes('\\')) return null;
  if (path.posix.isAbsolute(requested)) return null;
  const segments = requested.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(realRoot, ...segments));
    if (!real.startsWith(realRoot + path.sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}
