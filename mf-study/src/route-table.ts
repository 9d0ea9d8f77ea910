import type { RemoteRouteTable, RouteDefinition } from '@nurseprep/contracts/remote-routes';
import {
  flashcardDeckIds,
  flashcardsPagePaths,
  MY_STUDY_PATH,
  NGN_PATH,
  plannerPagePaths,
  practicePagePaths,
  type FlashcardsPageSlug,
} from '@nurseprep/contracts/routes';

const page = (path: string): RouteDefinition => ({ path, render: 'server', access: 'public' });
/** A practice page opens an attempt from the address (`?attempt=`). */
const practicePage = (path: string): RouteDefinition => ({ ...page(path), query: ['attempt'] });

/**
 * The pages this remote owns (practice, flashcards, planners, My Study), published with each version
 * (release.json) and routed by the shell and the server.
 */
export const routeTable: RemoteRouteTable = {
  label: 'Study tools',
  routes: [
    ...Object.values(practicePagePaths).map(practicePage),
    { path: MY_STUDY_PATH, render: 'browser', access: 'personal' },
    { ...page(NGN_PATH), query: ['session', 'view'] },
    ...(Object.keys(flashcardsPagePaths) as FlashcardsPageSlug[]).flatMap((list) => [
      page(flashcardsPagePaths[list]),
      { ...page(`${flashcardsPagePaths[list]}/:deck`), params: { deck: { values: flashcardDeckIds[list] } } },
    ]),
    ...Object.values(plannerPagePaths).map(page),
  ],
};
