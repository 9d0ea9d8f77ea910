import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader, PageHeaderBySlug } from '@nurseprep/shared-ui';
import { directoryIntro, schoolIntros } from '../features/directory/data/school-intros';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/schools" element={<PageHeader {...directoryIntro} />} />
      <Route path="/schools/:slug" element={<PageHeaderBySlug intros={schoolIntros} param="slug" />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
