/*
 * The deployment registry: which version of each remote is live, kept in the database so every instance serves
 * the same ones. A promotion or rollback is checked first (release.json, every file's integrity, no name or
 * route taken from another live remote), then stored in one transaction that all writers take turns on.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Release } from '@nurseprep/contracts/releases';
import type { Database, Executor } from '../db/client';
import { remotePromotions, remoteVersions } from '../db/schema';
import { DeploymentRefused } from './deployment-refused';
import { checkConflicts, checkPackageName, fetchVersion, locateVersion, verifyFiles } from './published-version';
import type { PublishedFileSource } from './release-files';

export { DeploymentRefused, type RefusalReason } from './deployment-refused';

export type VersionStatus = 'ok' | 'failing';

/** A package's live version: its latest promotion or rollback. */
export interface LiveRemote {
  package: string;
  /** The Module Federation container name. */
  name: string;
  version: string;
  /** The version's folder, ending with `/`. */
  baseUrl: string;
  /** Where its browser build is when not in the version's `browser/` folder (a development server). */
  browserUrl?: string;
  release: Release;
  promotionId: number;
  promotedBy: string;
  /** ISO 8601. */
  promotedAt: string;
  /** What the server renderer last reported about this version. */
  status: VersionStatus;
  statusMessage: string | null;
}

export interface PromotionOutcome {
  live: LiveRemote;
  /** False when the version asked for was already live (nothing was stored). */
  changed: boolean;
  /** The version live before (null for a package's first promotion). */
  previousVersion: string | null;
}

/** One row of the promotion log. */
export interface PromotionRecord {
  id: number;
  package: string;
  version: string;
  action: 'promote' | 'rollback';
  actor: string;
  promotedAt: string;
  /** The version that was live before this row (null for a package's first). */
  previousVersion: string | null;
}

export interface DeploymentRegistryOptions {
  source: PublishedFileSource;
  /** Where a version named by its id alone is found: `<base><package>/<version>/`. */
  remotesBaseUrl: string;
}

export interface DeploymentRegistry {
  /** Makes the version `target` (a version id or a base URL) of remotePackage live. */
  promote(remotePackage: string, target: string, actor: string): Promise<PromotionOutcome>;
  /** Makes the version live before the current one live again; a second rollback goes one further back. */
  rollback(remotePackage: string, actor: string): Promise<PromotionOutcome>;
  /** The live version of every promoted package, by package name. */
  live(): Promise<LiveRemote[]>;
  /** The promotion log, newest first. */
  history(remotePackage?: string, limit?: number): Promise<PromotionRecord[]>;
  /** Changes with every promotion, rollback and status change: instances poll it and reload live() when it does. */
  generation(): Promise<string>;
  /** Records that a version is failing (or works again); true when that changed what was stored. */
  reportStatus(remotePackage: string, version: string, status: VersionStatus, message: string | null): Promise<boolean>;
}

/** Any number that identifies this app's deployment lock among other users of the same PostgreSQL server. */
const DEPLOYMENT_LOCK_KEY = 7_310_423;
const ACTOR_MAX_LENGTH = 200;
const STATUS_MESSAGE_MAX_LENGTH = 2000;
const HISTORY_MAX_LIMIT = 1000;

function checkActor(actor: string): void {
  if (actor.trim() === '' || actor.length > ACTOR_MAX_LENGTH) {
    throw new DeploymentRefused('invalid', `The actor must be 1 to ${ACTOR_MAX_LENGTH} characters`);
  }
}

const liveColumns = {
  package: remotePromotions.package,
  version: remotePromotions.version,
  promotionId: remotePromotions.id,
  previousId: remotePromotions.previousId,
  promotedBy: remotePromotions.actor,
  promotedAt: remotePromotions.promotedAt,
  name: remoteVersions.name,
  baseUrl: remoteVersions.baseUrl,
  release: remoteVersions.release,
  status: remoteVersions.status,
  statusMessage: remoteVersions.statusMessage,
};

type LiveRow = { previousId: number | null; promotedAt: Date } & Omit<LiveRemote, 'promotedAt'>;

function toLiveRemote({ previousId: _previousId, promotedAt, ...row }: LiveRow): LiveRemote {
  return { ...row, promotedAt: promotedAt.toISOString() };
}

/** The latest promotion of each package (of one package when given), with its version. */
function liveRows(executor: Executor, remotePackage?: string): Promise<LiveRow[]> {
  return executor
    .selectDistinctOn([remotePromotions.package], liveColumns)
    .from(remotePromotions)
    .innerJoin(remoteVersions, and(eq(remoteVersions.package, remotePromotions.package), eq(remoteVersions.version, remotePromotions.version)))
    .where(remotePackage === undefined ? undefined : eq(remotePromotions.package, remotePackage))
    .orderBy(remotePromotions.package, desc(remotePromotions.id));
}

/** Takes the lock every promotion and rollback holds until its transaction ends (PostgreSQL and PGlite alike). */
async function lockDeployments(transaction: Executor): Promise<void> {
  await transaction.execute(sql`select pg_advisory_xact_lock(${DEPLOYMENT_LOCK_KEY})`);
}

export function createDeploymentRegistry(db: Database, { source, remotesBaseUrl }: DeploymentRegistryOptions): DeploymentRegistry {
  /** Stores a checked version and its promotion (or rollback) row; the caller holds the lock. */
  async function recordPromotion(
    transaction: Executor,
    entry: { release: Release; baseUrl: string; action: 'promote' | 'rollback'; previousId: number | null; actor: string },
  ): Promise<LiveRemote> {
    const { release } = entry;
    await transaction
      .insert(remoteVersions)
      .values({ package: release.package, version: release.version, name: release.name, baseUrl: entry.baseUrl, release })
      // The same version is the same content wherever it is served from: the latest place given is kept.
      .onConflictDoUpdate({ target: [remoteVersions.package, remoteVersions.version], set: { baseUrl: entry.baseUrl } });
    await transaction.insert(remotePromotions).values({
      package: release.package,
      version: release.version,
      action: entry.action,
      previousId: entry.previousId,
      actor: entry.actor,
    });
    const [live] = await liveRows(transaction, release.package);
    if (!live) throw new Error(`${release.package} has no live version right after its promotion`);
    return toLiveRemote(live);
  }

  return {
    async promote(remotePackage, target, actor) {
      checkPackageName(remotePackage);
      checkActor(actor);
      const { baseUrl, expectedVersion } = locateVersion(remotePackage, target, remotesBaseUrl);
      const release = await fetchVersion(source, remotePackage, baseUrl, expectedVersion);
      await verifyFiles(source, baseUrl, release);
      checkConflicts(release, await liveRows(db));

      return db.transaction(async (transaction) => {
        await lockDeployments(transaction);
        // Another promotion may have gone live while the files were read: checked again under the lock.
        const live = await liveRows(transaction);
        checkConflicts(release, live);
        const current = live.find((remote) => remote.package === remotePackage);
        if (current?.version === release.version) return { live: toLiveRemote(current), changed: false, previousVersion: current.version };
        const promoted = await recordPromotion(transaction, { release, baseUrl, action: 'promote', previousId: current?.promotionId ?? null, actor });
        return { live: promoted, changed: true, previousVersion: current?.version ?? null };
      });
    },

    async rollback(remotePackage, actor) {
      checkPackageName(remotePackage);
      checkActor(actor);
      const [current] = await liveRows(db, remotePackage);
      if (!current) throw new DeploymentRefused('unknown-package', `${remotePackage} has never been promoted: there is nothing to roll back`);
      if (current.previousId === null) {
        throw new DeploymentRefused('no-previous', `${remotePackage} has no earlier version to roll back to: ${current.version} is the first one promoted`);
      }
      const [target] = await db
        .select({ previousId: remotePromotions.previousId, version: remotePromotions.version, baseUrl: remoteVersions.baseUrl })
        .from(remotePromotions)
        .innerJoin(remoteVersions, and(eq(remoteVersions.package, remotePromotions.package), eq(remoteVersions.version, remotePromotions.version)))
        .where(eq(remotePromotions.id, current.previousId));
      if (!target) throw new Error(`promotion ${current.previousId} of ${remotePackage} is missing`);
      // The earlier version is read and checked again: its origin may have lost or changed files since.
      const release = await fetchVersion(source, remotePackage, target.baseUrl, target.version);
      await verifyFiles(source, target.baseUrl, release);
      checkConflicts(release, await liveRows(db));

      return db.transaction(async (transaction) => {
        await lockDeployments(transaction);
        const live = await liveRows(transaction);
        const now = live.find((remote) => remote.package === remotePackage);
        if (now?.promotionId !== current.promotionId) {
          throw new DeploymentRefused(
            'conflict',
            `${remotePackage} changed during the rollback (now version ${now?.version ?? 'none'}): look at its history and roll back again if still needed`,
          );
        }
        checkConflicts(release, live);
        const restored = await recordPromotion(transaction, { release, baseUrl: target.baseUrl, action: 'rollback', previousId: target.previousId, actor });
        return { live: restored, changed: true, previousVersion: current.version };
      });
    },

    async live() {
      return (await liveRows(db)).map(toLiveRemote);
    },

    async history(remotePackage, limit = 50) {
      if (remotePackage !== undefined) checkPackageName(remotePackage);
      const rows = Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), HISTORY_MAX_LIMIT) : 50;
      // The version live before each row is the package's row before it, whatever previous_id says (for a
      // rollback that is the row before the one it returned to).
      const log = db
        .select({
          id: remotePromotions.id,
          package: remotePromotions.package,
          version: remotePromotions.version,
          action: remotePromotions.action,
          actor: remotePromotions.actor,
          promotedAt: remotePromotions.promotedAt,
          previousVersion: sql<string | null>`lag(${remotePromotions.version}) over (partition by ${remotePromotions.package} order by ${remotePromotions.id})`.as(
            'previous_version',
          ),
        })
        .from(remotePromotions)
        .where(remotePackage === undefined ? undefined : eq(remotePromotions.package, remotePackage))
        .as('log');
      const found = await db.select().from(log).orderBy(desc(log.id)).limit(rows);
      return found.map((row) => ({ ...row, promotedAt: row.promotedAt.toISOString() }));
    },

    async generation() {
      const [row] = await db
        .select({
          promotion: sql<string>`(select coalesce(max(${remotePromotions.id}), 0) from ${remotePromotions})::text`,
          status: sql<string | null>`(select max(${remoteVersions.statusAt}) from ${remoteVersions})::text`,
        })
        .from(sql`(select 1) as one`);
      return `${row?.promotion ?? '0'}:${row?.status ?? ''}`;
    },

    async reportStatus(remotePackage, version, status, message) {
      const statusMessage = message === null ? null : message.slice(0, STATUS_MESSAGE_MAX_LENGTH);
      // Only a change is written: the same failure reported on every render would otherwise make every
      // instance reload the live list each time.
      const changed = await db
        .update(remoteVersions)
        .set({ status, statusMessage, statusAt: sql`now()` })
        .where(
          and(
            eq(remoteVersions.package, remotePackage),
            eq(remoteVersions.version, version),
            sql`(${remoteVersions.status} <> ${status} or ${remoteVersions.statusMessage} is distinct from ${statusMessage})`,
          ),
        )
        .returning({ version: remoteVersions.version });
      return changed.length > 0;
    },
  };
}
