import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `set` for an upsert: every given column takes the incoming row's value. */
export function excludedColumns<Columns extends Record<string, PgColumn>>(columns: Columns) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as Record<keyof Columns, ReturnType<typeof sql.raw>>;
}
