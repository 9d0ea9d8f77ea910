import type { RemoteRouteTable, RouteDefinition } from '@nurseprep/contracts/remote-routes';
import { courseworkSubjectSlugs, examPageSlugs } from '@nurseprep/contracts/routes';

const page = (path: string): RouteDefinition => ({ path, render: 'server', access: 'public' });

/** The pages this remote owns, published with each version (release.json) and routed by the shell and the server. */
export const routeTable: RemoteRouteTable = {
  label: 'Exam preparation',
  routes: [
    page('/exams'),
    // The open tab of a page's tabbed area (study subjects, clinical skill areas) is read from the address.
    { ...page('/exams/:slug'), params: { slug: { values: examPageSlugs } }, query: ['tab'] },
    { ...page('/exams/coursework/:subject'), params: { subject: { values: courseworkSubjectSlugs } } },
  ],
};
