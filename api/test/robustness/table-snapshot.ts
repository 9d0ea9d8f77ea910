import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Per table: how many rows, and a digest of their contents (so an update shows, not only an insert). */
export type TableSnapshot = Record<string, { rows: number; digest: string }>;

function rowsOf(result: unknown): Record<string, unknown>[] {
  // Both drivers answer { rows }: PGlite's Results and node-postgres' QueryResult.
  if (result !== null && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  throw new Error('unexpected query result shape');
}

/** Every table of the app's schema (whatever the migrations made), by name. */
export async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rowsOf(result).map((row) => String(row.tablename));
}

/** Row count and content digest of every table, in one statement. */
export async function snapshotTables(db: Database, tables: string[]): Promise<TableSnapshot> {
  const statement = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${table}" t`,
    )
    .join(' union all ');
  const result = await db.execute(sql.raw(statement));
  return Object.fromEntries(rowsOf(result).map((row) => [String(row.name), { rows: Number(row.rows), digest: String(row.digest) }]));
}
