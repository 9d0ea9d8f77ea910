import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPart, NotFoundRoute, PageReadyMark, Skeleton, VisuallyHidden } from '@nurseprep/shared-ui';
import { appTexts } from './app-texts';

// Each page is its own chunk: a first visit downloads the page it opens, not its neighbour.
const DirectoryPage = lazyPart(() => import('../features/directory/components/directory-page'));
const SchoolPageRoute = lazyPart(() => import('../features/school-pages/components/school-page-route'));

function PageFallback() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{appTexts.loadingPage}</VisuallyHidden>
      <Skeleton $height="60vh" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/schools" element={<DirectoryPage />} />
        <Route path="/schools/:slug" element={<SchoolPageRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      {/* Live once the route's page has mounted or hydrated (the page is in this boundary). */}
      <PageReadyMark />
    </Suspense>
  );
}
