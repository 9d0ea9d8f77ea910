import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from './server-process';

jest.setTimeout(120_000);

const port = 3990 + (process.pid % 7);
const drainMs = 1500;
const body = JSON.stringify({ name: 'Drain Test', email: 'drain@example.com', subject: 'TEAS Exam', message: 'Sent while the server shuts down.' });

/** Resolves once a new connection to the port is refused: the server no longer listens. */
async function refused(): Promise<void> {
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

describe('shutting down on SIGTERM', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer(port, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nurseprep-drain-')), SHUTDOWN_DELAY_MS: String(drainMs), SSR: 'off' });
  });
  afterAll(async () => {
    await server?.crash();
  });

  it('says not ready at once, keeps serving while drained, finishes a request in flight after it stopped listening, then exits 0', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // A form whose body is still arriving when the signal comes.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answer = answerOf(socket);
    socket.write(
      `POST /api/tutoring-inquiries HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));

    server.terminate();
    // Draining: the load balancer is told to go elsewhere, and what still arrives is answered.
    let ready: Response;
    do ready = await fetch(`${server.url}/readyz`);
    while (ready.status === 200);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: Record<string, string> }).checks.shutdown).toBe('draining: this instance is shutting down');
    expect((await fetch(`${server.url}/api/site-config`)).status).toBe(200);

    await refused();
    socket.end(body.slice(20));
    const response = await answer;

    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain('"id"');
    expect(await server.exitCode()).toBe(0);
  });
});
