/*
 * `npm run dev`: each remote is served by its own development server (live reload), not published. The API
 * then takes the live remotes from there instead of the registry: each one's route table is read from its
 * source (`<package>/src/route-table.ts`), its browser build from its development server.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
// Through the package's index: the e2e tests' loader resolves that, not subpaths, and they read the config.
import { remoteNamePattern, remotePackagePattern, remoteRouteTableSchema } from '@nurseprep/contracts';
import type { DeploymentRegistry, LiveRemote } from './registry';

/** DEV_REMOTES: `[{ "name": "exams", "package": "mf-exams", "url": "http://localhost:3102/" }, ...]`. */
export const devRemotesSchema = z.array(
  z.object({
    name: z.string().regex(remoteNamePattern),
    package: z.string().regex(remotePackagePattern),
    url: z.url().refine((url) => url.endsWith('/'), 'must end with /'),
  }),
);
export type DevRemote = z.infer<typeof devRemotesSchema>[number];

/** The version every development remote reports: it is whatever its development server serves now. */
const DEVELOPMENT_VERSION = '0000000000000000';

async function liveDevRemote(repositoryRoot: string, remote: DevRemote): Promise<LiveRemote> {
  const module = (await import(/* webpackIgnore: true */ pathToFileURL(path.join(repositoryRoot, remote.package, 'src', 'route-table.ts')).href)) as { routeTable?: unknown };
  const table = remoteRouteTableSchema.parse(module.routeTable);
  return {
    package: remote.package,
    name: remote.name,
    version: DEVELOPMENT_VERSION,
    baseUrl: remote.url,
    browserUrl: remote.url,
    release: { format: 1, package: remote.package, name: remote.name, version: DEVELOPMENT_VERSION, label: table.label, routes: table.routes, files: {} },
    promotionId: 0,
    promotedBy: 'npm run dev',
    promotedAt: new Date(0).toISOString(),
    status: 'ok',
    statusMessage: null,
  };
}

/** A registry that always answers the development servers' remotes (read once: a route table change restarts the API). */
export async function devRegistry(repositoryRoot: string, remotes: readonly DevRemote[]): Promise<Pick<DeploymentRegistry, 'generation' | 'live'>> {
  const live = await Promise.all(remotes.map((remote) => liveDevRemote(repositoryRoot, remote)));
  return { generation: async () => 'development', live: async () => live };
}
