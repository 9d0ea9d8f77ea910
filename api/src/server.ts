import type { FastifyInstance } from 'fastify';
import { loadServerConfig } from './config';
import { buildApp } from './app';

/** Listens and shuts down gracefully; everything else lives in app.ts. */
async function main(): Promise<void> {
  let app: FastifyInstance;
  let config;
  try {
    config = loadServerConfig();
    app = await buildApp({ config, logger: config.nodeEnv !== 'test' });
  } catch (error) {
    // Start-up problems (bad variable, database folder in use, bad content file) are the operator's to fix:
    // the message says what, a stack trace would only hide it.
    console.error((error as Error).message);
    process.exit(1);
  }
  const delayMs = config.shutdownDelayMs;
  // SIGTERM (an orchestrator or a rolling restart): /readyz turns 503 at once, so the load balancer stops
  // sending new requests; after SHUTDOWN_DELAY_MS the server stops listening, answers what is in flight (also
  // on kept-alive connections), lets a mail or WhatsApp send in progress finish, and exits. Unsent messages
  // stay queued in the database for the other instances. A second signal exits at once.
  const close = async (signal: string) => {
    process.once(signal, () => process.exit(1));
    app.readiness.drain();
    app.log.info(`${signal} received: draining${delayMs > 0 ? ` for ${delayMs} ms` : ''}, then closing`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await app.close();
    app.log.info('closed');
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

void main();
