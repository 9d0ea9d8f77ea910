import { useLocation, useParams } from 'react-router-dom';
import { findSchool, schoolSlugs, type SchoolSlug } from '@nurseprep/contracts';
import { NotFoundScreen } from '@nurseprep/shared-ui';
import { schoolPages } from '../data/school-pages';
import { SchoolPage } from './school-page';

function isSchoolSlug(value: string): value is SchoolSlug {
  return (schoolSlugs as readonly string[]).includes(value);
}

/** /schools/:slug: the school's page, or the not-found screen for a slug that is not a directory school. */
export default function SchoolPageRoute() {
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const school = isSchoolSlug(slug) ? findSchool(slug) : undefined;
  if (!school || !isSchoolSlug(slug)) return <NotFoundScreen path={pathname} />;
  return <SchoolPage key={slug} slug={slug} school={school} page={schoolPages[slug]} />;
}
