import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader, PageHeaderBySlug } from '@nurseprep/shared-ui';
import { courseworkSubjects, examIntros } from '../features/exam-pages/data/exam-intros';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/exams"
        element={
          <PageHeader
            title="Nursing Exam Preparation"
            lead="Choose your exam: entrance, certification and licensure preparation with study guides, practice and tutoring."
          />
        }
      />
      <Route path="/exams/:slug" element={<PageHeaderBySlug intros={examIntros} param="slug" />} />
      <Route path="/exams/coursework/:subject" element={<PageHeaderBySlug intros={courseworkSubjects} param="subject" />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
