import { useLocation, useParams } from 'react-router-dom';
import { courseworkSubjectSlugs, type CourseworkSubjectSlug } from '@nurseprep/contracts';
import { NotFoundScreen } from '@nurseprep/shared-ui';
import { subjectPages } from '../data/subjects';
import { SubjectPage } from './subject-page';

function isSubjectSlug(value: string): value is CourseworkSubjectSlug {
  return (courseworkSubjectSlugs as readonly string[]).includes(value);
}

/** /exams/coursework/:subject: the subject's page, or the not-found screen for any other subject. */
export function SubjectRoute() {
  const subject = useParams().subject ?? '';
  const { pathname } = useLocation();
  if (!isSubjectSlug(subject)) return <NotFoundScreen path={pathname} />;
  return <SubjectPage subject={subject} page={subjectPages[subject]} />;
}
