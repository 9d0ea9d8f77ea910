import type { FastifyInstance } from 'fastify';
import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';
import { routeTable as marketing } from '../../../mf-marketing-site/src/route-table';
import { routeTable as exams } from '../../../mf-exams/src/route-table';
import { routeTable as study } from '../../../mf-study/src/route-table';
import { routeTable as schools } from '../../../mf-schools/src/route-table';
import { routeTable as checkout } from '../../../mf-checkout/src/route-table';
import { routeTable as staffDashboard } from '../../../mf-staff-dashboard/src/route-table';
import { publishFixtureVersion, type PublishedFixture } from './fixture-releases';

/** Every remote of the site with its Module Federation name and its real route table. */
export const siteRemotes: ReadonlyArray<{ package: string; name: string; table: RemoteRouteTable }> = [
  { package: 'mf-marketing-site', name: 'marketing', table: marketing },
  { package: 'mf-exams', name: 'exams', table: exams },
  { package: 'mf-study', name: 'study', table: study },
  { package: 'mf-schools', name: 'schools', table: schools },
  { package: 'mf-checkout', name: 'checkout', table: checkout },
  { package: 'mf-staff-dashboard', name: 'staff_dashboard', table: staffDashboard },
];

/**
 * Publishes a version of every remote (the real route tables, small stand-in files, `files` added to a remote's
 * version by its package name) into `remotesDir` and makes them live on the app: the site as a deployment
 * would leave it.
 */
export async function promoteSite(
  app: FastifyInstance,
  remotesDir: string,
  files: Readonly<Record<string, Record<string, string>>> = {},
): Promise<Record<string, PublishedFixture>> {
  const published: Record<string, PublishedFixture> = {};
  for (const remote of siteRemotes) {
    const fixture = publishFixtureVersion(remotesDir, {
      package: remote.package,
      name: remote.name,
      label: remote.table.label,
      routes: [...remote.table.routes],
      ...(files[remote.package] ? { files: files[remote.package] } : {}),
    });
    await app.deployments.registry.promote(remote.package, fixture.version, 'test');
    published[remote.package] = fixture;
  }
  await app.deployments.live.refresh();
  return published;
}
