import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader } from '@nurseprep/shared-ui';
import { dashboardIntro } from '../features/dashboard/data/dashboard-intro';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/marketing" element={<PageHeader {...dashboardIntro} />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
