import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from '@nurseprep/shared-ui';
import { LoadingBlock } from '../components/loading-block';

// Each page is its own chunk: opening the dashboard does not download the inbox, and the reverse.
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page').then((module) => ({ default: module.DashboardPage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" height="240px" />}>
      <Routes>
        <Route path="/marketing" element={<DashboardPage />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
