import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader, PageHeaderBySlug } from '@nurseprep/shared-ui';
import { HomePage } from '../features/home/components/home-page';
import { articleIntros, pageIntros } from '../features/pages/data/page-intros';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<PageHeader {...pageIntros.about} />} />
      <Route path="/services" element={<PageHeader {...pageIntros.services} />} />
      <Route path="/tutoring" element={<PageHeader {...pageIntros.tutoring} />} />
      <Route path="/tutors" element={<PageHeader {...pageIntros.tutors} />} />
      <Route path="/contact" element={<PageHeader {...pageIntros.contact} />} />
      <Route path="/booking" element={<PageHeader {...pageIntros.booking} />} />
      <Route path="/resources" element={<PageHeader {...pageIntros.resources} />} />
      <Route path="/resources/blog" element={<PageHeader {...pageIntros.blog} />} />
      <Route path="/resources/blog/:slug" element={<PageHeaderBySlug intros={articleIntros} param="slug" />} />
      <Route path="/privacy" element={<PageHeader {...pageIntros.privacy} />} />
      <Route path="/terms" element={<PageHeader {...pageIntros.terms} />} />
      <Route path="/accessibility" element={<PageHeader {...pageIntros.accessibility} />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
