import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';

/**
 * The pages this remote owns, published with each version (release.json) and routed by the shell and the
 * server. All for staff: the shell answers anyone else itself, so only staff download this remote.
 */
export const routeTable: RemoteRouteTable = {
  label: 'The marketing dashboard',
  routes: [
    ...['/marketing', '/marketing/leads', '/marketing/campaigns'].map((path) => ({ path, render: 'browser', access: 'staff' }) as const),
    { path: '/marketing/leads/:id', render: 'browser', access: 'staff', params: { id: { pattern: '^[1-9]\\d{0,9}$' } } },
  ],
};
