import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { assertMigrated } from '../db/migration-state';
import { createRepositories, type Repositories } from '../db/repositories';
import { loadContent } from '../seed/load-content';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseHandle['kind'];
    /** The connection pool's use now (PostgreSQL only), for the metrics. */
    databasePoolUse: DatabaseHandle['poolUse'];
    repositories: Repositories;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig;
  /** An already open database (tests share one between apps); the app then leaves closing it to the caller. */
  database?: DatabaseHandle | undefined;
}

/**
 * Opens PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR), migrates, loads api/content, and closes the database
 * when the app closes.
 */
export const database = fp<DatabasePluginOptions>(
  async (app, { config, database: given }) => {
    const handle =
      given ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        prepare: (db) => loadContent(db, config.contentDir, app.log),
        onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
      }));
    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
    app.decorate('databasePoolUse', handle.poolUse);
    app.decorate('repositories', createRepositories(handle.db));
    if (!given) app.addHook('onClose', async () => handle.close());
    // Reading the migrations table is also the check that the database answers.
    app.readiness.add('database', () => assertMigrated(handle.db));
  },
  { name: 'database', decorators: { fastify: ['readiness'] } },
);
