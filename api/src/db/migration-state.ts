import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from './client';
import { rowsOf } from './rows';

interface Journal {
  entries: { tag: string; when: number }[];
}

let journal: Journal | null = null;

function migrationsOnDisk(): Journal['entries'] {
  journal ??= JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/**
 * Throws unless the database holds every migration in api/drizzle: a server of a newer release must not serve
 * on a database that another instance has not yet (or could not) migrate.
 */
export async function assertMigrated(db: Database): Promise<void> {
  const entries = migrationsOnDisk();
  const latest = entries.at(-1);
  if (!latest) return;
  const [row] = rowsOf<{ applied: number; newest: string | null }>(
    await db.execute(sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`),
  );
  if (!row || row.newest === null || Number(row.newest) < latest.when) {
    throw new Error(`migrations pending: the database has ${row?.applied ?? 0} of ${entries.length}, up to ${latest.tag} needed`);
  }
}
