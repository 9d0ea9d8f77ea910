// npm start: builds any app whose production build is missing or older than its sources, and the study
// documents when a source is newer than their index; publishes the current build of every remote as a version
// in REMOTES_DIR and makes those versions live in the registry (nothing changes for a version already live);
// then serves the whole site (shell, remotes, API) from one server at http://localhost:3000 (PORT to change).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { isSupported, supportedNodeFolder } from './supported-node.mjs';

// On a Node.js the project does not support (older than 22), the same command runs again on Node 24 from the npm
// registry.
if (isSupported(Number(process.versions.node.split('.')[0]))) {
  await import('./serve-site.mjs');
} else {
  const node = path.join(supportedNodeFolder(), path.basename(process.execPath));
  console.log(`Node.js ${process.version} is not supported (22 or 24 is): running on ${node}`);
  const again = spawn(node, process.argv.slice(1), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => again.kill(signal));
  again.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
