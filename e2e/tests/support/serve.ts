// Playwright's webServer: the real server on E2E_PORT with a fresh temporary database folder, removed on exit.
// The NGN pages run on a test bank (one case study and one stand-alone item of every type), so a spec can answer
// each type and run the adaptive exam without depending on the real bank as it grows.
import path from 'node:path';
import { startApiServer } from './api-server';

const port = Number(process.env.E2E_PORT ?? 3600);
const ngnTestBank = path.resolve(import.meta.dirname, '..', '..', 'fixtures', 'ngn');
const server = await startApiServer({ port, timeoutMs: 120_000, env: { NGN_DIR: ngnTestBank } });
console.log(`e2e server ready at ${server.url}`);

let stopping = false;
async function shutDown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown());
process.on('SIGINT', () => void shutDown());
