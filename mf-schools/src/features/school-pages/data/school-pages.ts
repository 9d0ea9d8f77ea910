import type { SchoolSlug } from '@nurseprep/contracts';
import type { SchoolPageData } from './school-page-types';
import { chamberlainPage } from './schools/chamberlain';
import { otherSchoolPages } from './schools/other-schools';
import { chathamPage, grandCanyonPage, phoenixPage } from './schools/sidebar-schools';
import { waldenPage } from './schools/walden';

/** Every directory school's page, keyed by its slug in contracts: one component renders them all. */
export const schoolPages = {
  ...otherSchoolPages,
  chamberlain: chamberlainPage,
  walden: waldenPage,
  'grand-canyon': grandCanyonPage,
  phoenix: phoenixPage,
  chatham: chathamPage,
} satisfies Record<SchoolSlug, SchoolPageData>;
