import { useLocation, useParams } from 'react-router-dom';
import { findSchool, schoolSlugs, type School, type SchoolSlug } from '@nurseprep/contracts';
import { lazyPart, NotFoundScreen } from '@nurseprep/shared-ui';
import { schoolPageLoaders } from '../data/school-page-loaders';
import { SchoolPage } from './school-page';

function isSchoolSlug(value: string): value is SchoolSlug {
  return (schoolSlugs as readonly string[]).includes(value);
}

/** One school's page, its content in its own chunk: loaded (and, by the server, sent with the page) when opened. */
function schoolPagePart(slug: SchoolSlug) {
  return lazyPart(async () => {
    const page = await schoolPageLoaders[slug]();
    return {
      default: function SchoolPageOf({ school }: { school: School }) {
        return <SchoolPage slug={slug} school={school} page={page} />;
      },
    };
  });
}

const schoolPageParts = Object.fromEntries(schoolSlugs.map((slug) => [slug, schoolPagePart(slug)])) as Record<SchoolSlug, ReturnType<typeof schoolPagePart>>;

/** /schools/:slug: the school's page, or the not-found screen for a slug that is not a directory school. */
export default function SchoolPageRoute() {
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const school = isSchoolSlug(slug) ? findSchool(slug) : undefined;
  if (!school || !isSchoolSlug(slug)) return <NotFoundScreen path={pathname} />;
  const Page = schoolPageParts[slug];
  return <Page key={slug} school={school} />;
}
