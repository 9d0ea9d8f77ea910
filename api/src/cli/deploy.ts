/**
 * Promotes, rolls back and lists the live versions of remotes:
 *   npm run deploy -- <package> <version|URL>     make a published version live (several pairs: each in turn)
 *   npm run deploy -- <package> --rollback        make the version before it live again
 *   npm run deploy -- --status                    the live versions
 *   npm run deploy -- <package> --history         the package's promotion log
 * Reaches the registry through a server's deploy endpoint with --server URL (or DEPLOY_URL) and DEPLOY_TOKEN;
 * otherwise through the database of the environment: DATABASE_URL directly (running servers follow within
 * seconds), or on PGlite through the running server's <DATA_DIR>/deploy-endpoint.json, or the folder itself
 * when no server holds it.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { endpoints } from '@nurseprep/contracts/endpoints';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { readDeployEndpoint } from '../deployments/local-endpoint';
import { locateVersion } from '../deployments/published-version';
import { LOCAL_REMOTES_PREFIX } from '../deployments/release-files';
import { createDeploymentRegistry, DeploymentRefused, type LiveRemote, type PromotionOutcome, type PromotionRecord } from '../deployments/registry';

const usage = `Usage:
  npm run deploy -- <package> <version|URL> [<package> <version|URL> ...]
                                              make published versions live, each in turn
  npm run deploy -- <package> --rollback      make the version before it live again
  npm run deploy -- --status                  the live versions
  npm run deploy -- <package> --history       the package's promotion log
Options: --server <URL> (or DEPLOY_URL) with DEPLOY_TOKEN, to deploy through a server's endpoint.`;

/** A failure to show as it is, without a stack trace. */
class CommandError extends Error {}

/** The registry as the command uses it, directly or through HTTP. */
interface Deployer {
  promote(remotePackage: string, target: string): Promise<PromotionOutcome>;
  rollback(remotePackage: string): Promise<PromotionOutcome>;
  status(): Promise<LiveRemote[]>;
  history(remotePackage: string): Promise<PromotionRecord[]>;
  close(): Promise<void>;
}

function operatorName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

/** Verifying every file of a large version over the network can take a while. */
const REQUEST_TIMEOUT_MS = 120_000;

/** Thrown when nothing answers at the server's address (a deploy-endpoint.json left by a server that is gone). */
class ServerUnreachable extends CommandError {}

/** What each deployment endpoint answers on success, as its contract describes it. */
const promotionResultSchema = endpoints['POST /api/deployments/:package/promote'].responses[200];
const rollbackResultSchema = endpoints['POST /api/deployments/:package/rollback'].responses[200];
const deploymentsSchema = endpoints['GET /api/deployments'].responses[200];

function httpDeployer(serverUrl: string, token: string): Deployer {
  const base = serverUrl.replace(/\/+$/, '');
  async function request<Schema extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: Schema, body?: object): Promise<z.infer<Schema>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-deploy-actor': `cli:${operatorName()}`.slice(0, 100),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      // The request may have arrived: trying another way could deploy twice, so the operator looks first.
      if ((error as Error).name === 'TimeoutError') throw new CommandError(`${base} gave no answer within ${REQUEST_TIMEOUT_MS / 1000} s: see --status before trying again`);
      const reason = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
      throw new ServerUnreachable(`${base} does not answer (${reason})`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (json as { message?: unknown } | null)?.message;
      throw new CommandError(typeof message === 'string' ? message : `${base}${path} answered HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new CommandError(`${base}${path} answered something that is not a deployment answer`);
    return parsed.data;
  }
  return {
    promote: (remotePackage, target) => {
      // Checked here too, so a mistyped version reads the same as when deploying to the database directly.
      const { expectedVersion } = locateVersion(remotePackage, target, LOCAL_REMOTES_PREFIX);
      const body = expectedVersion ? { version: expectedVersion } : { url: target.trim() };
      return request('POST', `/api/deployments/${encodeURIComponent(remotePackage)}/promote`, promotionResultSchema, body);
    },
    rollback: async (remotePackage) => ({ ...(await request('POST', `/api/deployments/${encodeURIComponent(remotePackage)}/rollback`, rollbackResultSchema)), changed: true }),
    status: async () => (await request('GET', '/api/deployments?limit=1', deploymentsSchema)).live,
    history: async (remotePackage) => (await request('GET', `/api/deployments?package=${encodeURIComponent(remotePackage)}&limit=50`, deploymentsSchema)).history,
    close: async () => undefined,
  };
}

async function databaseDeployer(config: AppConfig): Promise<Deployer> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    const message = (error as Error).message;
    throw new CommandError(/Another server is using/.test(message) ? `${message} Or deploy through it: --server <URL> with DEPLOY_TOKEN.` : message);
  }
  const registry = createDeploymentRegistry(database.db, { source: { remotesDir: config.deployments.remotesDir }, remotesBaseUrl: config.deployments.remotesBaseUrl });
  const actor = `cli:${operatorName()}`;
  return {
    promote: (remotePackage, target) => registry.promote(remotePackage, target, actor),
    rollback: (remotePackage) => registry.rollback(remotePackage, actor),
    status: () => registry.live(),
    history: (remotePackage) => registry.history(remotePackage),
    close: () => database.close(),
  };
}

function describeOutcome(outcome: PromotionOutcome, action: 'promote' | 'rollback'): string {
  const { live } = outcome;
  if (!outcome.changed) return `${live.package} ${live.version} is already live (promoted by ${live.promotedBy} at ${live.promotedAt}): nothing changed`;
  const was = outcome.previousVersion ? `was ${outcome.previousVersion}` : 'its first version';
  const verb = action === 'rollback' ? 'rolled back' : 'promoted';
  return `${live.package} ${live.version} is live (${was}), ${verb} by ${live.promotedBy} at ${live.promotedAt}`;
}

function describeLive(remote: LiveRemote): string {
  const failing = remote.status === 'failing' ? ` FAILING: ${remote.statusMessage ?? 'no details'}` : '';
  return `${remote.package} ${remote.version} (${remote.name}) from ${remote.baseUrl}, since ${remote.promotedAt} by ${remote.promotedBy}${failing}`;
}

function describeRecord(record: PromotionRecord): string {
  const was = record.previousVersion ? ` (was ${record.previousVersion})` : '';
  return `${record.promotedAt} ${record.package} ${record.action} ${record.version}${was} by ${record.actor}`;
}

interface Command {
  remotePackage?: string | undefined;
  target?: string | undefined;
  /** Further `<package> <version|URL>` pairs to promote after the first. */
  more: string[];
  rollback: boolean;
  status: boolean;
  history: boolean;
}

async function run(deployer: Deployer, command: Command): Promise<string[]> {
  if (command.status) {
    const live = await deployer.status();
    return live.length === 0 ? ['No remote has been promoted yet.'] : live.map(describeLive);
  }
  if (!command.remotePackage) throw new CommandError(usage);
  if (command.history) {
    const records = await deployer.history(command.remotePackage);
    return records.length === 0 ? [`${command.remotePackage} has never been promoted.`] : records.map(describeRecord);
  }
  if (command.rollback) return [describeOutcome(await deployer.rollback(command.remotePackage), 'rollback')];
  if (!command.target) throw new CommandError(usage);
  const lines = [describeOutcome(await deployer.promote(command.remotePackage, command.target), 'promote')];
  for (let index = 0; index + 1 < command.more.length; index += 2) {
    lines.push(describeOutcome(await deployer.promote(command.more[index]!, command.more[index + 1]!), 'promote'));
  }
  return lines;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rollback: { type: 'boolean', default: false },
      status: { type: 'boolean', default: false },
      history: { type: 'boolean', default: false },
      server: { type: 'string' },
    },
  });
  if ((positionals.length > 2 && positionals.length % 2 === 1) || [values.rollback, values.status, values.history].filter(Boolean).length > 1) throw new CommandError(usage);
  const command: Command = {
    remotePackage: positionals[0],
    target: positionals[1],
    more: positionals.slice(2),
    rollback: values.rollback,
    status: values.status,
    history: values.history,
  };
  if ((command.rollback || command.history || command.status) && (command.target || command.more.length > 0)) throw new CommandError(usage);

  const serverUrl = values.server ?? (process.env.DEPLOY_URL || undefined);
  if (serverUrl) {
    const token = process.env.DEPLOY_TOKEN;
    if (!token) throw new CommandError('DEPLOY_TOKEN is needed to deploy through a server (--server or DEPLOY_URL).');
    return print(await run(httpDeployer(serverUrl, token), command));
  }
  const config = loadConfig();
  if (!config.databaseUrl && config.dataDir === 'memory://') throw new CommandError('Set DATABASE_URL or DATA_DIR (the database the servers use), or --server.');
  const endpoint = config.databaseUrl ? null : readDeployEndpoint(config.dataDir);
  if (endpoint) {
    try {
      return print(await run(httpDeployer(endpoint.url, endpoint.token), command));
    } catch (error) {
      // A file left by a server that stopped without removing it: the folder is free to open.
      if (!(error instanceof ServerUnreachable)) throw error;
    }
  }
  const deployer = await databaseDeployer(config);
  try {
    print(await run(deployer, command));
  } finally {
    await deployer.close();
  }
}

function print(lines: string[]): void {
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  const known = error instanceof CommandError || error instanceof DeploymentRefused;
  console.error(known ? (error as Error).message : `Deployment failed: ${(error as Error).message}`);
  process.exit(1);
});
