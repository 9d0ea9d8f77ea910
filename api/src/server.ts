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
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

await main();
