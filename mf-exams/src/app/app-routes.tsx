import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { examPageSlugs } from '@nurseprep/contracts';
import { lazyPart, NotFoundRoute, PageLoading, PageReadyMark } from '@nurseprep/shared-ui';
import { examRoutes } from './exam-routes';

const ExamListingPage = lazyPart(() => import('../features/exam-listing/components/exam-listing-page').then((module) => ({ default: module.ExamListingPage })));
const SubjectRoute = lazyPart(() => import('../features/subject-pages/components/subject-route').then((module) => ({ default: module.SubjectRoute })));

/** The remote's routes; every page is its own lazy chunk. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/exams" element={<ExamListingPage />} />
        {examPageSlugs.map((slug) => {
          const route = examRoutes[slug];
          const element = 'redirectTo' in route ? <Navigate replace to={`/exams/${route.redirectTo}`} /> : <route.page />;
          return <Route key={slug} path={`/exams/${slug}`} element={element} />;
        })}
        <Route path="/exams/coursework/:subject" element={<SubjectRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      {/* Live once the route's page has mounted or hydrated (the page is in this boundary). */}
      <PageReadyMark />
    </Suspense>
  );
}
