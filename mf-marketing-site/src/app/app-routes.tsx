import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { emailLinkPaths } from '@nurseprep/contracts/email-links';
import { lazyPart, NotFoundRoute, PageReadyMark } from '@nurseprep/shared-ui';
import { RouteLoading } from './route-loading';
import { confirmPageTexts, type ConfirmPage } from '../features/email-links/data/email-link-texts';

const confirmPages = Object.keys(confirmPageTexts) as ConfirmPage[];

// Each page is its own chunk: a first visit downloads the page it opens, not its neighbours.
const HomePage = lazyPart(() => import('../features/home/components/home-page').then((module) => ({ default: module.HomePage })));
const AboutPage = lazyPart(() => import('../features/about/components/about-page').then((module) => ({ default: module.AboutPage })));
const ServicesPage = lazyPart(() => import('../features/services/components/services-page').then((module) => ({ default: module.ServicesPage })));
const TutoringPage = lazyPart(() => import('../features/tutoring/components/tutoring-page').then((module) => ({ default: module.TutoringPage })));
const TutorsPage = lazyPart(() => import('../features/tutors/components/tutors-page').then((module) => ({ default: module.TutorsPage })));
const ContactPage = lazyPart(() => import('../features/contact/components/contact-page').then((module) => ({ default: module.ContactPage })));
const BookingPage = lazyPart(() => import('../features/booking/components/booking-page').then((module) => ({ default: module.BookingPage })));
const LegalPage = lazyPart(() => import('../features/legal/components/legal-page').then((module) => ({ default: module.LegalPage })));
const ResourcesHubPage = lazyPart(() =>
  import('../features/resources/components/resources-hub-page').then((module) => ({ default: module.ResourcesHubPage })),
);
const BlogListPage = lazyPart(() => import('../features/blog/components/blog-list-page').then((module) => ({ default: module.BlogListPage })));
const ConfirmEmailLinkPage = lazyPart(() =>
  import('../features/email-links/components/confirm-email-link-page').then((module) => ({ default: module.ConfirmEmailLinkPage })),
);
const ResetPasswordPage = lazyPart(() =>
  import('../features/email-links/components/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const ArticlePage = lazyPart(() => import('../features/articles/components/article-page').then((module) => ({ default: module.ArticlePage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/tutoring" element={<TutoringPage />} />
        <Route path="/tutors" element={<TutorsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/booking" element={<BookingPage />} />
        <Route path="/resources" element={<ResourcesHubPage />} />
        <Route path="/resources/blog" element={<BlogListPage />} />
        <Route path="/resources/blog/:slug" element={<ArticlePage />} />
        <Route path="/privacy" element={<LegalPage page="privacy" />} />
        <Route path="/terms" element={<LegalPage page="terms" />} />
        <Route path="/accessibility" element={<LegalPage page="accessibility" />} />
        <Route path={emailLinkPaths.resetPassword} element={<ResetPasswordPage />} />
        {confirmPages.map((page) => (
          <Route key={page} path={emailLinkPaths[page]} element={<ConfirmEmailLinkPage page={page} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      {/* Live once the route's page has mounted or hydrated (the page is in this boundary). */}
      <PageReadyMark />
    </Suspense>
  );
}
