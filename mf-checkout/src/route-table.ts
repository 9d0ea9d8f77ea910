import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';

/** The pages this remote owns, published with each version (release.json) and routed by the shell and the server. */
export const routeTable: RemoteRouteTable = {
  label: 'Checkout',
  routes: [{ path: '/payment', render: 'server', access: 'public', query: ['package'] }],
};
