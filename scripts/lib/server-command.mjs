import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The compiled server `npm run build` writes (api/rspack.config.ts). */
export const compiledServer = path.join(root, 'api', 'dist', 'server.cjs');

/**
 * Node's arguments to run the production server: the compiled JavaScript, with source maps so a stack trace
 * names the TypeScript. Throws when it has not been built.
 */
export function serverArguments() {
  if (!existsSync(compiledServer)) throw new Error(`${path.relative(root, compiledServer)} is missing: run npm run build first`);
  return ['--enable-source-maps', compiledServer];
}
