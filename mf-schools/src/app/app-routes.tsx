import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader, PageHeaderBySlug } from '@nurseprep/shared-ui';
import { schoolIntros } from '../features/directory/data/school-intros';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/schools"
        element={
          <PageHeader
            title="Nursing School Resources"
            lead="Find study guides, templates and tutoring for the courses at your own nursing school."
          />
        }
      />
      <Route path="/schools/:slug" element={<PageHeaderBySlug intros={schoolIntros} param="slug" />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
