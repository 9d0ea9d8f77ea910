import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader, PageHeaderBySlug } from '@nurseprep/shared-ui';
import { CourseworkPage } from '../features/coursework/components/coursework-page';
import { courseworkSubjects, examIntros, examsIndexIntro } from '../features/exam-pages/data/exam-intros';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/exams" element={<PageHeader {...examsIndexIntro} />} />
      <Route path="/exams/coursework" element={<CourseworkPage />} />
      <Route path="/exams/:slug" element={<PageHeaderBySlug intros={examIntros} param="slug" />} />
      <Route path="/exams/coursework/:subject" element={<PageHeaderBySlug intros={courseworkSubjects} param="subject" />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
