import type { SchoolSlug } from '@nurseprep/contracts';
import type { SchoolPageData } from './school-page-types';
import type { otherSchoolPages } from './schools/other-schools';

type LoadPage = () => Promise<SchoolPageData>;

const otherSchool = (slug: keyof typeof otherSchoolPages): LoadPage => () =>
  import('./schools/other-schools').then((module) => module.otherSchoolPages[slug]);

/**
 * Every directory school's page data, keyed by its slug in contracts, each loaded when its page is opened: a
 * first visit downloads the content of the school it opens, not of all fourteen. One component renders them all.
 */
export const schoolPageLoaders = {
  'arizona-state': otherSchool('arizona-state'),
  capella: otherSchool('capella'),
  duke: otherSchool('duke'),
  excelsior: otherSchool('excelsior'),
  'johns-hopkins': otherSchool('johns-hopkins'),
  kaplan: otherSchool('kaplan'),
  liberty: otherSchool('liberty'),
  snhu: otherSchool('snhu'),
  umgc: otherSchool('umgc'),
  chamberlain: () => import('./schools/chamberlain').then((module) => module.chamberlainPage),
  walden: () => import('./schools/walden').then((module) => module.waldenPage),
  'grand-canyon': () => import('./schools/sidebar-schools').then((module) => module.grandCanyonPage),
  phoenix: () => import('./schools/sidebar-schools').then((module) => module.phoenixPage),
  chatham: () => import('./schools/sidebar-schools').then((module) => module.chathamPage),
} satisfies Record<SchoolSlug, LoadPage>;
