import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';
import { schoolSlugs } from '@nurseprep/contracts/routes';

/** The pages this remote owns, published with each version (release.json) and routed by the shell and the server. */
export const routeTable: RemoteRouteTable = {
  label: 'Nursing school resources',
  routes: [
    // The directory's search and letter live in the address.
    { path: '/schools', render: 'server', access: 'public', query: ['q', 'letter'] },
    { path: '/schools/:slug', render: 'server', access: 'public', params: { slug: { values: schoolSlugs } } },
  ],
};
