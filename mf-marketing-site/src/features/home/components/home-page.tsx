import { PageHeader } from '@nurseprep/shared-ui';
import { pageIntros } from '../../pages/data/page-intros';
import { TestimonialsSection } from './testimonials-section';

/** The home page: its introduction and the success stories (the target of /#testimonials). */
export function HomePage() {
  return (
    <>
      <PageHeader {...pageIntros.home} />
      <TestimonialsSection />
    </>
  );
}
