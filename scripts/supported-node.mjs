// The Node.js the project runs on: 24 (the active LTS line), or 22. A machine whose own Node is older (Debian 12
// ships 20, out of support since April 2026) gets Node 24 from the npm registry, as the official build the
// `node-<platform>-<arch>` package carries, in .tools/ (installed once, then reused).
//
//   node scripts/supported-node.mjs            prints the folder of a supported `node` (for PATH)
//   node scripts/supported-node.mjs --require-24   the same, but always Node 24 (CI runs every test on it)
//
// Written for any Node from 18 on: it runs on the machine's own Node before there is a supported one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const preferredMajor = 24;

function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/** Whether this Node (major version) is one the project supports: 22, or 24 and later. */
export function isSupported(major) {
  return major === 22 || major >= preferredMajor;
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The folder holding a Node 24 binary from the npm registry, installed into .tools/ when missing. */
export function installedNode24Folder() {
  const prefix = path.join(root, '.tools', `node-${preferredMajor}`);
  const packageName = `node-${process.platform}-${process.arch}`;
  const folder = path.join(prefix, 'node_modules', packageName, 'bin');
  const binary = path.join(folder, process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary) && majorOf(versionOf(binary) ?? '0') === preferredMajor) return folder;
  console.error(`Installing Node.js ${preferredMajor} from the npm registry (${packageName}) into ${path.relative(root, prefix)}/ …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', `${packageName}@${preferredMajor}`], {
    // npm's own output goes to stderr: stdout is for the folder printed below (callers read it).
    stdio: ['ignore', 2, 'inherit'],
  });
  if (result.status !== 0 || !existsSync(binary)) {
    throw new Error(`Could not install ${packageName}@${preferredMajor} from the npm registry: install Node.js ${preferredMajor} (or 22) and run again`);
  }
  return folder;
}

/** The folder of a supported `node`: this one's when supported (and 24 is not required), else Node 24's. */
export function supportedNodeFolder({ require24 = false } = {}) {
  const major = majorOf(process.version);
  if (require24 ? major === preferredMajor : isSupported(major)) return path.dirname(process.execPath);
  return installedNode24Folder();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(supportedNodeFolder({ require24: process.argv.includes('--require-24') }));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
