// Playwright's webServer: the real server on E2E_PORT with a fresh temporary database folder, removed on exit.
import { startApiServer } from './api-server';

const port = Number(process.env.E2E_PORT ?? 3600);
const server = await startApiServer({ port, timeoutMs: 120_000 });
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
