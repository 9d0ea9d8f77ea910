import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Release } from '@nurseprep/contracts/releases';

/**
 * Every version of a remote that was ever promoted: where it is served from and its release.json. A version
 * is immutable (its id comes from its content), so a row never changes except for the status the server
 * renderer reports when it cannot load or verify the version.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    package: varchar('package', { length: 100 }).notNull(),
    version: varchar('version', { length: 16 }).notNull(),
    /** The Module Federation container name (release.name). */
    name: text('name').notNull(),
    /** The version's folder, ending with `/`: http(s)://... or /remotes/<package>/<version>/ on this site. */
    baseUrl: text('base_url').notNull(),
    release: jsonb('release').$type<Release>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 10, enum: ['ok', 'failing'] }).notNull().default('ok'),
    statusMessage: text('status_message'),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.package, table.version] }),
    check('remote_versions_status_check', sql`${table.status} in ('ok', 'failing')`),
  ],
);

/**
 * The log of what went live: the live version of a package is its latest row. previous_id is the row a
 * rollback returns to: for a promotion, the row that was live before it; for a rollback, the row before the
 * one it returned to (so rolling back again goes further back instead of toggling).
 */
export const remotePromotions = pgTable(
  'remote_promotions',
  {
    id: serial('id').primaryKey(),
    package: varchar('package', { length: 100 }).notNull(),
    version: varchar('version', { length: 16 }).notNull(),
    action: varchar('action', { length: 10, enum: ['promote', 'rollback'] }).notNull(),
    previousId: integer('previous_id'),
    /** Who did it: `token`, `token:<CI job>`, `cli:<user>`. */
    actor: text('actor').notNull(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'remote_promotions_version_fk',
      columns: [table.package, table.version],
      foreignColumns: [remoteVersions.package, remoteVersions.version],
    }),
    foreignKey({ name: 'remote_promotions_previous_id_fk', columns: [table.previousId], foreignColumns: [table.id] }),
    index('remote_promotions_package_id_index').on(table.package, table.id),
    check('remote_promotions_action_check', sql`${table.action} in ('promote', 'rollback')`),
  ],
);
