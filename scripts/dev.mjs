// npm run dev: the API with restart on change, and every app's dev server with live reload.
// Open http://localhost:3000 (the shell's dev server; it proxies /api and the file routes to the API).
// One Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { devPorts } from './dev-ports.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const rspackBin = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
// The remotes' development servers stand in for published versions: the API takes their route tables from
// the sources and points the shell at these servers.
const devRemotes = JSON.stringify(
  Object.entries(devPorts.remotes).map(([name, { folder, port }]) => ({ name, package: folder, url: `http://localhost:${port}/` })),
);

const children = [];
function run(name, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(prefix(line));
    });
  }
  child.on('exit', (code) => console.log(prefix(`exited with ${code}`)));
  children.push(child);
}

run('api', ['--import', 'tsx', '--watch', path.join(root, 'api', 'src', 'server.ts')], root, {
  PORT: String(devPorts.api),
  NODE_ENV: 'development',
  DEV_REMOTES: devRemotes,
});
run('shell', [rspackBin, 'serve', '--mode', 'development'], path.join(root, 'shell'), {
  SHELL_DEV_PORT: String(devPorts.shell),
  API_DEV_URL: `http://localhost:${devPorts.api}`,
});
for (const { folder, port, variable } of Object.values(devPorts.remotes)) {
  run(folder, [rspackBin, 'serve', '--mode', 'development'], path.join(root, folder), { [variable]: String(port) });
}

console.log(`Dev servers starting: open http://localhost:${devPorts.shell}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
