import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { repositoryRoot } from '../config';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

/** One handle type for both drivers (a union of the two breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories run their queries on the database or inside a caller's transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL's connection pool now (PGlite has one connection in the process, and no pool). */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Connections open, idle among them, requests waiting for one, and the most the pool opens. */
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Connections one instance's pool opens at most. */
const POOL_MAX = 10;

export const migrationsFolder = path.join(repositoryRoot, 'api', 'drizzle');

/** Any number that identifies this app's migration lock among other users of the same PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_310_422;

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; `memory://` for a database that lives only as long as the process. */
  dataDir: string;
  /** Called with the migrated database before the handle is returned (the content seeder). */
  prepare?: (db: Database) => Promise<void>;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover); the pool opens a new one. */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database, applies the migrations in api/drizzle and runs `prepare`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir, options.prepare);
}

async function openPglite(dataDir: string, prepare: DatabaseOptions['prepare']): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  let lock: { release(): void } | null = null;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockFolder(path.join(dataDir, 'server.lock'), dataDir);
  }
  let client: PGlite | null = null;
  try {
    client = inMemory ? await PGlite.create() : await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db);
    const opened = client;
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, { prepare, onConnectionError }: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  // Without a listener, an error on an idle connection would crash the process.
  pool.on('error', (error) => onConnectionError?.(error));
  try {
    // Several instances may start together: one migrates and seeds while the others wait.
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const lockedDb = drizzlePostgres({ client: connection, schema });
      await migratePostgres(lockedDb, { migrationsFolder });
      await prepare?.(lockedDb);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      connection.release();
    }
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
